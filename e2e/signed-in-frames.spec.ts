// The signed-in pages the server sends with their frame (the header's bar and the page's heading,
// rendered at build time): the frame shows before any script, and the app's page replaces it
// with the heading where the frame had it, nothing moved, no page error.
import { expect, test, type Page } from './fixtures';
import type { Credentials } from './api-support';
import { axe, staff, useSession } from './support';

const FRAMES = [
  {
    path: '/profile/itineraries',
    area: 'parent',
    account: 'demoParent',
    heading: 'Itineraries',
    widths: [1440, 375],
    // The demo parent's itinerary, from the API: the page, not the frame.
    content: (page: Page) => page.getByRole('tab', { name: 'In Progress' }),
  },
  {
    path: '/specialist/search',
    area: 'specialist',
    account: 'demoSpecialist',
    heading: "Kids' Camps",
    widths: [1440],
    content: (page: Page) => page.getByText(/Found \d+\+? courses/),
  },
] as const;

/** Sums the layout shifts of the page, from its first paint (as CLS does, without input). */
async function watchShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!e.hadRecentInput) w.shifts += e.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

for (const frame of FRAMES) {
  for (const width of frame.widths) {
    test(`${frame.path} at ${width} px is sent with its frame, which the page replaces without moving`, async ({
      page,
      browser,
      baseURL,
    }) => {
      const viewport = { width, height: width < 600 ? 812 : 900 };
      await page.setViewportSize(viewport);
      // The app's scripts not delivered: what the server sent is what shows.
      const bare = await browser.newContext({ baseURL, viewport });
      await bare.route('**/assets/*.js', (route) => route.abort());
      const still = await bare.newPage();
      const answer = await still.goto(frame.path);
      expect(await answer?.text()).toContain('data-shell=""');
      const sentHeading = still.getByRole('heading', { level: 1, name: frame.heading });
      await expect(sentHeading).toBeVisible();
      const before = await sentHeading.boundingBox();
      // The frame on its own: no serious WCAG 2 A/AA violation.
      const results = await axe(still).withTags(['wcag2a', 'wcag2aa']).analyze();
      expect(
        results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => v.id),
      ).toEqual([]);
      await bare.close();

      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      const accounts = staff() as ReturnType<typeof staff> &
        Record<'demoParent' | 'demoSpecialist', Credentials>;
      await useSession(page, frame.area, accounts[frame.account]);
      await watchShifts(page);
      await page.goto(frame.path);
      await expect(frame.content(page)).toBeVisible();
      await expect(page.locator('[data-shell]')).toHaveCount(0);
      const heading = page.getByRole('heading', { level: 1, name: frame.heading });
      await expect(heading).toBeVisible();
      expect(await heading.boundingBox()).toEqual(before);
      const shifts = await page.evaluate(() => (window as unknown as { shifts: number }).shifts);
      expect(shifts).toBeLessThanOrEqual(0.05);
      expect(errors).toEqual([]);
    });
  }
}

test('a visitor sent a signed-in page’s frame is taken to sign in', async ({ page }) => {
  await page.goto('/profile/itineraries');
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.locator('[data-shell]')).toHaveCount(0);
});
