import { expect, test, type APIRequestContext } from './fixtures';
import { accounts, call, token } from './api-support';
import { acceptCookies, adminHome, apiSession, shoot, staff, useSession } from './support';

// An admin suspends the second demo provider (Apex Makers Guild) from its page: the director
// sees the reason in their area, a specialist's search no longer finds its activities, and
// reinstating brings them back. The provider is reinstated whatever happens, so the journeys
// after this one find the demo catalog whole.

const ORGANISATION = 'Apex Makers Guild';
const REASON = `Unsafe equipment reported ${Date.now().toString(36)}`;

async function providerId(request: APIRequestContext, adminToken: string): Promise<number> {
  const { providers } = await call<{ providers: { user_id: number; email: string }[] }>(
    request,
    'get',
    '/api/v1/admins/providers?status=validated',
    adminToken,
  );
  const found = providers.find((p) => p.email === accounts.demoDirector2.email);
  expect(found, 'the second demo director is validated').toBeTruthy();
  return found!.user_id;
}

/** How many activities of the director's programs the specialist's search finds. */
async function foundInSearch(request: APIRequestContext, specialist: string, programs: number[]) {
  const res = await call<{ count: number }>(
    request,
    'get',
    `/api/v1/specialists/activities?by_activity_provider=${programs.join(',')}`,
    specialist,
  );
  return res.count;
}

test('an admin suspends a provider: the director sees why, the search drops it until reinstated', async ({
  page,
  browser,
}, info) => {
  const { request } = page;
  const { admin } = staff();
  const { token: adminToken } = await apiSession(request, 'admin', admin);
  const specialist = await token(request, 'specialists', accounts.demoSpecialist);
  const director = await token(request, 'camp_directors', accounts.demoDirector2);
  const userId = await providerId(request, adminToken);
  const { programs } = await call<{ programs: { id: number; activity_count: number }[] }>(
    request,
    'get',
    `/api/v1/admins/providers/${userId}/programs`,
    adminToken,
  );
  const programIds = programs.map((p) => p.id);
  expect(programIds.length).toBeGreaterThan(0);
  const before = await foundInSearch(request, specialist, programIds);
  expect(before).toBeGreaterThan(0);

  try {
    await adminHome(page);
    await acceptCookies(page);
    await page.goto('/admin/providers?status=validated');
    await page.getByRole('button', { name: new RegExp(ORGANISATION) }).click();
    await page.getByRole('link', { name: `Manage ${ORGANISATION}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/providers/${userId}$`));
    await expect(page.getByRole('heading', { level: 1, name: ORGANISATION })).toBeVisible();

    await page.getByRole('button', { name: 'Suspend now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Suspend this provider now?' });
    await dialog.getByRole('textbox', { name: /Reason/ }).fill(REASON);
    await dialog.getByRole('button', { name: 'Suspend' }).click();
    await expect(dialog).toBeHidden();
    const standing = page.getByRole('region', { name: 'Standing' });
    await expect(standing.getByText('Suspended', { exact: true })).toBeVisible();
    await expect(standing.getByText(new RegExp(REASON))).toBeVisible();
    const programsRegion = page.getByRole('region', { name: 'Programs and activities' });
    await programsRegion
      .getByRole('button', { name: /^Show the activities of/ })
      .first()
      .click();
    await expect(programsRegion.getByRole('grid')).toBeVisible();
    await shoot(page, info, 'admin-provider');

    // The director signs in and sees the suspension and its reason.
    const directorContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const directorPage = await directorContext.newPage();
    await useSession(directorPage, 'director', accounts.demoDirector2);
    await directorPage.goto('/camp-director/programs');
    await acceptCookies(directorPage);
    const banner = directorPage.getByRole('alert').filter({ hasText: 'Your account is suspended' });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(REASON);
    await shoot(directorPage, info, 'director-suspended');
    await directorContext.close();

    // A specialist's search finds none of its activities.
    await expect.poll(() => foundInSearch(request, specialist, programIds)).toBe(0);

    await page.setViewportSize({ width: 1440, height: 900 });
    await standing.getByRole('button', { name: 'Reinstate' }).click();
    await page
      .getByRole('dialog', { name: 'Reinstate this provider?' })
      .getByRole('button', { name: 'Reinstate' })
      .click();
    await expect(standing.getByText('Active', { exact: true })).toBeVisible();
    await expect.poll(() => foundInSearch(request, specialist, programIds)).toBe(before);
    const seen = await call<{ standing: string }>(
      request,
      'get',
      '/api/v1/camp_directors/standing',
      director,
    );
    expect(seen.standing).toBe('active');
  } finally {
    // Reinstated for the journeys after this one, whatever happened above.
    await request.post(`/api/v1/admins/providers/${userId}/reinstatement`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
  }
});
