import { expect, sidebar, signIn, test } from './support/admin';

test('the admin switches to French, which is remembered, and toggles dark mode', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await expect(sidebar(page).getByRole('link', { name: 'Tableau de bord' })).toBeVisible();
  await expect(page.getByText('Total des annonces')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'breadcrumb' })).toContainText('Accueil');

  await page.reload();
  await expect(sidebar(page).getByRole('link', { name: 'Annonces' })).toBeVisible();
  await sidebar(page).getByRole('link', { name: 'Annonces' }).click();
  await expect(page.getByRole('columnheader', { name: 'Intitulé du poste' })).toBeVisible();

  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const light = await background();
  await page.getByRole('button', { name: /thème|theme/i }).click();
  await expect.poll(background).not.toBe(light);
  const dark = await background();
  const [r, g, b] = dark.match(/\d+/g)!.map(Number);
  expect(r + g + b).toBeLessThan(200);

  await page.getByRole('button', { name: 'Français' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('columnheader', { name: 'Job title' })).toBeVisible();
});
