import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signIn, staff } from './support';

const PAGES = ['/', '/sign-in', '/sign-up', '/camp-director/sign-in', '/faqs', '/pricing', '/about-us', '/no-such-page'];

for (const path of PAGES) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test('pages fit a 375 px wide screen without horizontal scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  for (const path of ['/', '/sign-in', '/sign-up', '/faqs', '/pricing']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

// The camp-director area, as the demo director (validated, payment account ready, with seeded
// programs and orders): axe at desktop width and at 375 px, where nothing may scroll sideways.
const DIRECTOR_PAGES = [
  '/camp-director/programs',
  '/camp-director/create-program',
  '/camp-director/orders',
  '/camp-director/profile',
];

for (const path of DIRECTOR_PAGES) {
  test(`${path} (demo director) has no serious accessibility violations at desktop and 375 px`, async ({
    page,
  }) => {
    const { demoDirector } = staff();
    await signIn(page, '/camp-director/sign-in', demoDirector.email, demoDirector.password);
    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
      const serious = results.violations.filter(
        (v) => v.impact === 'serious' || v.impact === 'critical',
      );
      expect(
        serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        `${path} at ${width} px`,
      ).toEqual([]);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
    }
  });
}
