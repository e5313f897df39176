import { expect, sidebar, signIn, test } from './support/admin';

test('the menu is 280 wide, 80 collapsed, expands on hover, and overlays the page on a phone', async ({ page }) => {
  await signIn(page);
  const panelBox = page.getByTestId('sidebar');
  const width = async () => (await panelBox.boundingBox())!.width;
  await expect.poll(width).toBe(280);

  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect.poll(width).toBe(80);
  const panel = panelBox.locator('> div');
  await page.mouse.move(40, 400);
  await expect.poll(async () => (await panel.boundingBox())!.width).toBe(280);
  await expect(panelBox).toHaveAttribute('data-expanded', 'true');
  // Hovering does not push the page: the placeholder stays 80 wide.
  expect(await width()).toBe(80);
  await page.mouse.move(900, 400);
  await expect.poll(async () => (await panel.boundingBox())!.width).toBe(80);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect.poll(width).toBe(280);
  // Away from the toggle, whose tooltip would otherwise stay open.
  await page.mouse.move(900, 600);

  await page.setViewportSize({ width: 360, height: 780 });
  await expect(sidebar(page).getByRole('link', { name: 'Listings', exact: true })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await sidebar(page).getByRole('link', { name: 'Listings', exact: true }).click();
  await expect(page).toHaveURL('/admin/listings');
  await expect(sidebar(page).getByRole('link', { name: 'Listings', exact: true })).toBeHidden();
});

test('the user menu leads to the profile, the password change and the logout', async ({ page }) => {
  await signIn(page);
  await expect(page.getByTestId('identity-avatar').locator('img')).toHaveAttribute('src', '/default-avatar.svg');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL('/account/profile');
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('admin@gigmarket.test');

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  await expect(page).toHaveURL('/account/change-password');
  await page.getByRole('textbox', { name: 'Current password' }).fill('not-my-password');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Another123!');
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill('Another123!');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Some data are not correctly entered')).toBeVisible();

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/login');
  await page.goto('/admin/listings');
  await expect(page).toHaveURL('/login');
});
