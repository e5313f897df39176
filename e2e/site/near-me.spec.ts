import { expect, signIn, test } from './support/fixtures';

// Issue 15: "Use my location" on the job search. Freelancer 08032000014 is this journey's own.
const FREELANCER = '08032000014';
const IKEJA = { latitude: 6.601849, longitude: 3.351512 };

test.describe('near me, with the position shared', () => {
  test.use({ geolocation: IKEJA, permissions: ['geolocation'] });

  test('searches by distance around the browser’s position, rounded to about 1 km in the URL', async ({ page }) => {
    await signIn(page, FREELANCER);
    await page.goto('/freelancer/jobs?q=clean');
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page).toHaveURL(/latitude=6\.60&longitude=3\.35&sort=distance/);
    await expect(page).toHaveURL(/q=clean/);
    await expect(page).toHaveURL(/radius_km=25/);
    expect(page.url()).not.toContain('6.6018');
    await expect(page.getByText('Jobs near you')).toBeVisible();
    await expect(page.getByLabel('Sort by')).toHaveValue('distance');
    await expect(page.getByText(/job\(s\) found|No job matches your search/)).toBeVisible();
  });
});

test.describe('near me, with the position refused', () => {
  test.use({ permissions: [] });

  test('falls back to the profile’s location and says so', async ({ page, context }) => {
    await context.clearPermissions();
    await signIn(page, FREELANCER);
    await page.goto('/freelancer/jobs');
    // Headless Chromium answers an ungranted geolocation request with "denied".
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page.getByText('Location not shared: using your profile’s location.')).toBeVisible();
    await expect(page).toHaveURL(/sort=distance/);
    expect(page.url()).not.toContain('latitude=');
    await expect(page.getByLabel('Sort by')).toHaveValue('distance');
  });
});
