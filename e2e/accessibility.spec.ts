import { expect, test, type Page } from './fixtures';
import { addChild } from './profile-support';
import { axe, confirmedParent, newParent, staff, useSession } from './support';

type Violation = Awaited<ReturnType<ReturnType<typeof axe>['analyze']>>['violations'][number];

/** No serious or critical WCAG 2 A/AA violation; `fits` adds: nothing scrolls sideways. */
async function expectAccessible(page: Page, label: string, { fits = true } = {}) {
  const results = await axe(page).withTags(['wcag2a', 'wcag2aa']).analyze();
  expectNoSerious(results.violations, label);
  if (fits) await expectNoSidewaysScroll(page, label);
}

/** None of a scan's violations serious or critical. */
function expectNoSerious(violations: Violation[], label: string) {
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    label,
  ).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page, label: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, label).toBeLessThanOrEqual(0);
}

// Each journey here stands alone (its own sign-in, its own page): they spread over the workers
// one by one instead of running as one file on one worker.
test.describe.configure({ mode: 'parallel' });

/** Desktop, then a 375 px phone. */
const WIDTHS = [1440, 375];
const atWidth = (page: Page, width: number) =>
  page.setViewportSize({ width, height: width === 375 ? 812 : 900 });

/**
 * Each path at each width: open it, wait until `loaded` sees its content, then expectAccessible
 * (labelled `{label} at {width} px`, the label being the path unless given).
 */
async function checkAtEachWidth(
  page: Page,
  paths: { path: string; label?: string }[],
  loaded: (path: string) => Promise<void>,
) {
  for (const width of WIDTHS) {
    await atWidth(page, width);
    for (const { path, label = path } of paths) {
      await page.goto(path);
      await loaded(path);
      await expectAccessible(page, `${label} at ${width} px`);
    }
  }
}

const PAGES = [
  '/',
  '/sign-in',
  '/sign-up',
  '/camp-director/sign-in',
  '/faqs',
  '/pricing',
  '/about-us',
  '/no-such-page',
];

/** The public pages the server sends pre-rendered (the app hydrates their markup). */
const PRERENDERED = new Set([
  '/',
  '/sign-in',
  '/sign-up',
  '/camp-director/sign-in',
  '/faqs',
  '/pricing',
  '/about-us',
]);

for (const path of PAGES) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    // A page that failed to hydrate (its markup not the app's first render) is reported as an
    // error on the page and rendered anew by React.
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const answer = await page.goto(path);
    const sent = (await answer?.text()) ?? '';
    expect(/<div id="root"[^>]*><div/.test(sent), `${path} pre-rendered`).toBe(
      PRERENDERED.has(path),
    );
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, path, { fits: false });
    expect(errors, path).toEqual([]);
  });
}

test('pages fit a 375 px wide screen without horizontal scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  for (const path of ['/', '/sign-in', '/sign-up', '/faqs', '/pricing']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expectNoSidewaysScroll(page, path);
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

test('the camp-director area (demo director) has no serious accessibility violations at desktop and 375 px', async ({
  page,
}) => {
  await useSession(page, 'director', staff().demoDirector);
  const paths = DIRECTOR_PAGES.map((path) => ({ path }));
  await checkAtEachWidth(page, paths, async (path) => {
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  });
});

// The questionnaire as a visitor: the welcome dialog, the first step, and the step with its
// errors shown, at desktop width and at 375 px.
test('/questionnaire has no serious accessibility violations at desktop and 375 px', async ({
  page,
}) => {
  for (const width of WIDTHS) {
    await atWidth(page, width);
    await page.goto('/questionnaire');
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    const welcome = page.getByRole('dialog', { name: 'Welcome to Camp Concierge!' });
    await expect(welcome).toBeVisible();
    await expectAccessible(page, `welcome dialog at ${width} px`);
    await welcome.getByRole('button', { name: 'Fill in the form' }).click();
    await expect(welcome).toBeHidden();
    await expectAccessible(page, `first step at ${width} px`);
    await page.getByRole('main').getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expectAccessible(page, `first step with errors at ${width} px`);
  }
});

// The package pages as a new parent without a package (signed up and confirmed here).
test('/congratulations, /packages and /checkout/monthly have no serious accessibility violations at desktop and 375 px', async ({
  page,
}) => {
  await confirmedParent(page, 'a11y-parent');
  const paths = ['/congratulations', '/packages', '/checkout/monthly'].map((path) => ({ path }));
  await checkAtEachWidth(page, paths, async (path) => {
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await page.waitForLoadState('networkidle');
    // Loaded: the chooser's 'Choose Package' link or the checkout's Pay button is there.
    await expect(
      page
        .getByRole('main')
        .locator('a, button')
        .filter({ hasText: /^(Choose Package|Pay \$\d+)$/ }),
    ).toBeVisible();
  });
});

// The parent's profile, for a new parent with one child: axe at 1440 and 375 px, where nothing
// may scroll sideways.
test('/profile (a parent with a child) has no serious accessibility violations at 1440 and 375 px', async ({
  page,
}) => {
  await newParent(page, 'a11y-profile');
  await addChild(page, 'Riley');
  await checkAtEachWidth(page, [{ path: '/profile' }], async () => {
    await expect(page.getByRole('form', { name: 'Riley' })).toBeVisible();
    await page.waitForLoadState('networkidle');
  });
});

// The specialist's dashboard with the demo queue: table at 1440 px, cards at 375 px.
test('/specialist (dashboard) has no serious accessibility violations at 1440 and 375 px', async ({
  page,
}) => {
  await useSession(page, 'specialist', staff().specialist);
  await checkAtEachWidth(page, [{ path: '/specialist' }], async () => {
    await expect(page.getByRole('tab', { name: /^New \(\d+\)$/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  });
});

// The specialist's search: filters beside the results at 1440 px, in a bottom drawer at 375 px.
test('/specialist/search has no serious accessibility violations at 1440 and 375 px', async ({
  page,
}) => {
  await useSession(page, 'specialist', staff().specialist);
  const search = { path: '/specialist/search?by_avaible_seats=true', label: '/specialist/search' };
  await checkAtEachWidth(page, [search], async () => {
    await expect(page.getByRole('status').filter({ hasText: /^Found \d+\+? courses$/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  });
});

/**
 * Rules outside the WCAG 2.0 A/AA set above, checked at every impact on the pages where they
 * were found: the accessible name of a control contains its visible text (WCAG 2.1
 * 2.5.3, an axe rule still marked experimental, so named explicitly), text keeps its contrast
 * (also on faded cards), and headings do not skip a level.
 */
const NAMES_CONTRAST_HEADINGS = ['label-content-name-mismatch', 'color-contrast', 'heading-order'];

/** No violation of NAMES_CONTRAST_HEADINGS among a scan's, at any impact. */
function expectNoNamesContrastHeadingsViolation(violations: Violation[], label: string) {
  // The rule and its first few elements: a faded card alone lists every text inside it.
  const where = (v: Violation) =>
    `${v.id} (${v.nodes.length}): ${v.nodes
      .slice(0, 3)
      .map((n) => n.target.join(' '))
      .join(', ')}`;
  expect(
    violations.filter((v) => NAMES_CONTRAST_HEADINGS.includes(v.id)).map(where),
    label,
  ).toEqual([]);
}

async function expectNamesContrastAndHeadings(page: Page, label: string) {
  const results = await axe(page).withRules(NAMES_CONTRAST_HEADINGS).analyze();
  expectNoNamesContrastHeadingsViolation(results.violations, label);
}

/**
 * expectNamesContrastAndHeadings and expectAccessible from one axe scan instead of two: the
 * WCAG 2 A/AA set with the two rules of NAMES_CONTRAST_HEADINGS it lacks (color-contrast is in
 * it) turned on. Each check reads the violations of its own rules, so each sees what its own
 * scan of the page would.
 */
async function expectAccessibleWithNamesContrastAndHeadings(page: Page, label: string) {
  const added = NAMES_CONTRAST_HEADINGS.filter((id) => id !== 'color-contrast');
  const results = await axe(page)
    .options({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
      rules: Object.fromEntries(added.map((id) => [id, { enabled: true }])),
    })
    .analyze();
  expectNoNamesContrastHeadingsViolation(results.violations, label);
  expectNoSerious(
    results.violations.filter((v) => !added.includes(v.id)),
    label,
  );
  await expectNoSidewaysScroll(page, label);
}

/** Assigns the first paid new itinerary of the demo queue to the signed-in specialist: its id. */
async function assignedItineraryId(page: Page): Promise<number> {
  await page.goto('/specialist');
  const assign = page.getByRole('button', { name: /^Assign to me: / }).first();
  const child = ((await assign.getAttribute('aria-label')) ?? '').replace('Assign to me: ', '');
  await assign.click();
  await expect(page.getByText('The itinerary was assigned to you.')).toBeVisible();
  await page.getByRole('tab', { name: /^In Progress \(\d+\)$/ }).click();
  await page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: child, exact: true }) })
    .getByRole('link')
    .first()
    .click();
  await expect(page).toHaveURL(/\/specialist\/itineraries\/\d+$/);
  return Number(/(\d+)$/.exec(page.url())![1]);
}

test('signed-in pages, the search with a full card, the provider page while planning and the admin providers: names, contrast and headings at 1440 and 375 px', async ({
  page,
}) => {
  const { specialist, admin, demoDirector } = staff();
  await useSession(page, 'specialist', specialist);
  const itineraryId = await assignedItineraryId(page);
  // A provider of the demo catalog, from an activity of the search.
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('session') ?? '{}') as { token?: string }).token,
  );
  const res = await page.request.get('/api/v1/specialists/activities', {
    headers: { authorization: `Bearer ${token}` },
  });
  const { activities } = (await res.json()) as { activities: { activity_provider_id: number }[] };
  const providerId = activities[0]!.activity_provider_id;

  const loaded = async () => {
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  };
  for (const width of WIDTHS) {
    await atWidth(page, width);
    // Full activities only: every card is the faded one.
    await page.goto('/specialist/search?by_unavaible_seats=true');
    await expect(page.getByRole('status').filter({ hasText: /^Found \d+\+? courses$/ })).toBeVisible();
    await expect(page.locator('[data-full]').first()).toBeVisible();
    await loaded();
    await expectNamesContrastAndHeadings(page, `search with full cards at ${width} px`);

    await page.goto(`/specialist/providers/${providerId}?itinerary_id=${itineraryId}`);
    await expect(page.getByRole('heading', { name: 'Activities' })).toBeVisible();
    // On a phone each activity is a collapsed panel: open the first to show its buttons.
    const activities = page.getByRole('region', { name: 'Activities' });
    if (width === 375) {
      await activities.getByRole('button', { expanded: false }).first().click();
    }
    await expect(
      page.getByRole('button').filter({ hasText: 'Add to itinerarie' }).first(),
    ).toBeVisible();
    await loaded();
    // The account menu of a signed-in page, and the provider's activities with their buttons.
    await expectNamesContrastAndHeadings(page, `provider page while planning at ${width} px`);
  }

  // A page with the account menu (parents and camp directors have one).
  await useSession(page, 'director', demoDirector);
  for (const width of WIDTHS) {
    await atWidth(page, width);
    await page.goto('/camp-director/profile');
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
    await loaded();
    await expectNamesContrastAndHeadings(page, `director profile at ${width} px`);
  }

  await useSession(page, 'admin', admin);
  for (const width of WIDTHS) {
    await atWidth(page, width);
    for (const status of ['awaiting_validation', 'validated', 'rejected']) {
      await page.goto(`/admin/providers?status=${status}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Providers' })).toBeVisible();
      await loaded();
      await expectAccessibleWithNamesContrastAndHeadings(
        page,
        `admin providers (${status}) at ${width} px`,
      );
    }
  }
});

// The parent's calendar (month grid and list) as the demo parent, whose package includes it, and
// the admin home, whose command block scrolls sideways on a phone: names, contrast and headings,
// and no serious WCAG 2 A/AA violation, at 1440 and 375 px.
test('the calendar and the admin home: names, contrast, headings and WCAG 2 A/AA at 1440 and 375 px', async ({
  page,
}) => {
  const { admin, demoParent } = staff() as ReturnType<typeof staff> & {
    demoParent: { email: string; password: string };
  };
  const loaded = async () => {
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  };
  await useSession(page, 'parent', demoParent);
  for (const width of WIDTHS) {
    await atWidth(page, width);
    await page.goto('/profile/calendar');
    await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
    await expect(
      page.getByTestId('calendar-view').getByRole('tab', { selected: true }),
    ).toBeVisible();
    await loaded();
    await expectAccessibleWithNamesContrastAndHeadings(page, `calendar at ${width} px`);
    await page.getByRole('tab', { name: /^List/ }).click();
    await expect(page.getByRole('tab', { name: /^List/ })).toHaveAttribute('aria-selected', 'true');
    await expectAccessibleWithNamesContrastAndHeadings(page, `calendar list at ${width} px`);
  }

  await useSession(page, 'admin', admin);
  for (const width of WIDTHS) {
    await atWidth(page, width);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
    await loaded();
    await expectAccessibleWithNamesContrastAndHeadings(page, `admin home at ${width} px`);
  }
});
