import { expect, signIn, test } from './support/fixtures';

// "Use my location" on the job search; each journey signs in a freelancer of its own.
const IKEJA = { latitude: 6.601849, longitude: 3.351512 };

test.describe('near me, with the position shared', () => {
  test.use({ geolocation: IKEJA, permissions: ['geolocation'] });

  test('searches by distance around the browser’s position, rounded to about 1 km in the URL', async ({ page, people }) => {
    await signIn(page, (await people.freelancer()).phone);
    await page.goto('/freelancer/jobs?q=clean');
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page).toHaveURL(/latitude=6\.60&longitude=3\.35&sort=distance/);
    await expect(page).toHaveURL(/q=clean/);
    await expect(page).toHaveURL(/radius_km=25/);
    expect(page.url()).not.toContain('6.6018');
    await expect(page.getByText('Jobs near you')).toBeVisible();
    await expect(page.getByLabel('Sort by')).toHaveValue('distance');
    await expect(page.getByText(/jobs? found|No job matches your search/)).toBeVisible();
  });
});

test.describe('near me, with the position refused', () => {
  test.use({ permissions: [] });

  test('falls back to the profile’s location and says so', async ({ page, context, people }) => {
    await context.clearPermissions();
    await signIn(page, (await people.freelancer()).phone);
    await page.goto('/freelancer/jobs');
    // Headless Chromium answers an ungranted geolocation request with "denied".
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page.getByText('Location not shared: using your profile’s location.')).toBeVisible();
    await expect(page).toHaveURL(/sort=distance/);
    expect(page.url()).not.toContain('latitude=');
    await expect(page.getByLabel('Sort by')).toHaveValue('distance');
  });
});

test.describe('the profile’s location, picked on the account page', () => {
  const ABUJA = { latitude: 9.0765, longitude: 7.3986 };
  test.use({ geolocation: ABUJA, permissions: ['geolocation'] });

  test('“Use my location” stores the browser’s position as the profile’s; near-me then searches from it', async ({ page, people }) => {
    await signIn(page, (await people.freelancer()).phone);
    await page.goto('/freelancer/account/location');
    const section = page.getByRole('region', { name: 'Your location' });
    await expect(section.getByRole('textbox')).toHaveCount(0);
    await section.getByRole('button', { name: 'Use my location' }).click();
    // People read the area, never coordinates (docs/places.md).
    await expect(section.getByTestId('place-status')).toHaveText('Municipal Area Council, Federal Capital Territory');
    await section.getByRole('button', { name: 'Save location' }).click();
    await expect(page.getByText('Your location is saved')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Your location' }).getByTestId('place-status')).toHaveText('Municipal Area Council, Federal Capital Territory');

    // The job search by distance, with no position in the URL, now measures from Abuja: the
    // nearest job is a few km away, in the Federal Capital Territory (the seed's Lagos point is ~530 km).
    await page.goto('/freelancer/jobs?sort=distance');
    await expect(page.getByLabel('Sort by')).toHaveValue('distance');
    // The nearest card reads "<LGA>, Federal Capital Territory · n km".
    const nearest = await page.locator('.job-area').first().textContent();
    expect(nearest).toMatch(/, Federal Capital Territory · [\d.]+ km$/);
    expect(Number.parseFloat(nearest!.split('·')[1])).toBeLessThan(25);
  });
});
