import { PASSWORD } from '../support/people';
import { expect, signIn, test } from './support/fixtures';

/** The account's sections (profile, security): a freelancer's skills and a site user's password. Each journey's own people. */

test('a freelancer picks skills from the list and sees them saved', async ({ page, people }) => {
  await signIn(page, (await people.freelancer()).phone);
  await expect(page).toHaveURL(/\/freelancer\/dashboard$/);
  // The account lists its sections; the profile is one of them.
  await page.goto('/freelancer/account');
  await page.getByRole('navigation', { name: 'Account sections' }).getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/freelancer\/account\/profile$/);
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  const skills = page.getByRole('group', { name: 'Tick the skills you offer, then save.' });
  const boxes = skills.getByRole('checkbox');
  expect(await boxes.count()).toBeGreaterThan(5);
  // Start from none, then pick two. Only the ticked boxes are unticked: acting on each of the
  // list's boxes in turn ran past the minute where two shards share two cores.
  const ticked = skills.getByRole('checkbox', { checked: true });
  while (await ticked.count()) await ticked.first().uncheck();
  await skills.getByLabel('Carpentry').check();
  await skills.getByLabel('Photography').check();
  await page.getByRole('button', { name: 'Save my skills' }).click();
  await expect(page.getByText('Your changes are saved')).toBeVisible();
  await page.goto('/freelancer/account');
  await expect(page.getByText(/^Skills: /)).toHaveText('Skills: Carpentry, Photography');
  await page.goto('/freelancer/account/profile');
  await expect(skills.getByLabel('Carpentry')).toBeChecked();
  await expect(skills.getByLabel('Photography')).toBeChecked();
  await expect(skills.getByRole('checkbox', { checked: true })).toHaveCount(2);
  // Clearing them all is a choice too.
  await skills.getByLabel('Carpentry').uncheck();
  await skills.getByLabel('Photography').uncheck();
  await page.getByRole('button', { name: 'Save my skills' }).click();
  await expect(page.getByText('Your changes are saved')).toBeVisible();
  await page.goto('/freelancer/account');
  await expect(page.getByText(/^Skills: /)).toHaveText('Skills: none yet');
});

test('a freelancer changes the password from the account page', async ({ page, people }) => {
  await signIn(page, (await people.freelancer()).phone);
  await page.goto('/freelancer/account/security');
  const current = page.getByLabel('Current password');
  const next = page.getByLabel('New password');
  const submit = page.getByRole('button', { name: 'Change my password' });
  // The browser checks first.
  await submit.click();
  await expect(page.getByText('Enter your current password')).toBeVisible();
  await current.fill(PASSWORD);
  await next.fill('short');
  await submit.click();
  await expect(page.getByText('Password requires min of 8 character')).toBeVisible();
  // A wrong current password is said beside the field.
  await current.fill('NotMyPassword1');
  await next.fill('NewSecret2026');
  await submit.click();
  await expect(page.getByText('The current password is not correct')).toBeVisible();
  // The right one changes it; the session goes on.
  await current.fill(PASSWORD);
  await next.fill('NewSecret2026');
  await submit.click();
  await expect(page.getByText('Your password is changed; your other sessions are signed out')).toBeVisible();
  await expect(page).toHaveURL(/\/freelancer\/account\/security$/);
  // The old one no longer works; put the first password back.
  await current.fill(PASSWORD);
  await next.fill(PASSWORD);
  await submit.click();
  await expect(page.getByText('The current password is not correct')).toBeVisible();
  await current.fill('NewSecret2026');
  await next.fill(PASSWORD);
  await submit.click();
  await expect(page.getByText('Your password is changed; your other sessions are signed out')).toBeVisible();
});

test('a freelancer edits the profile from the account page, the form filled with what is stored', async ({ page, people }) => {
  await signIn(page, (await people.freelancer()).phone);
  await page.goto('/freelancer/account/profile');
  const edit = page.locator('section', { has: page.getByRole('heading', { name: 'Edit my profile' }) });
  // Prefilled from GET /api/profile.
  await expect(edit.getByLabel('State')).not.toHaveValue('');
  await expect(edit.getByLabel('Industry')).not.toHaveValue('');
  expect(await edit.locator('input[name="gender"]:checked').count()).toBe(1);
  expect(await edit.locator('input[name="job_type"]:checked').count()).toBeGreaterThan(0);
  const description = edit.getByLabel('About you');
  await expect(description).not.toHaveValue('');
  // A field left empty is said, then a new description is saved.
  await description.fill('');
  await edit.getByRole('button', { name: 'Save my profile' }).click();
  await expect(edit.locator('#f-description-error')).not.toBeEmpty();
  const text = `Careful gardener and painter ${Date.now() % 100000}`;
  await description.fill(text);
  await edit.getByRole('button', { name: 'Save my profile' }).click();
  await expect(page.getByText('Your profile is saved')).toBeVisible();
  await expect(page).toHaveURL(/\/freelancer\/account\/profile$/);
  await page.reload();
  await expect(edit.getByLabel('About you')).toHaveValue(text);
  await page.goto('/freelancer/account');
  await expect(page.getByRole('paragraph').filter({ hasText: text })).toBeVisible();
});

test('an employer sees the company in the edit form', async ({ page, people }) => {
  const employer = await people.employer('Okafor');
  await signIn(page, employer.phone);
  await page.goto('/employer/account/profile');
  const edit = page.locator('section', { has: page.getByRole('heading', { name: 'Edit my profile' }) });
  // What the profile was completed with (support/hires.ts newPerson).
  await expect(edit.getByLabel('Company name')).toHaveValue('Okafor & Co');
  await expect(edit.getByLabel('Your designation')).toHaveValue('Manager');
  await expect(edit.getByLabel('Industry')).toHaveValue(/\d+/);
});
