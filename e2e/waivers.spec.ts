import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import {
  accounts,
  approvedWith,
  call,
  demoStaffTokens,
  directorActivityWithSeats,
  takeDraftDemoPlan,
} from './api-support';
import { acceptCookies, shoot, useSession, waitForMail } from './support';

// Program waivers signed in the app: the demo director's program asks for a written, required
// waiver (set through the API); a family with an approved plan of one of its activities sees it
// on the payment summary with Pay disabled, signs it with the typed name, downloads the signed
// copy (a PDF) and gets the e-mail; Pay is then enabled. The director finds the signature on
// the program's Waiver tab. The waiver is removed at the end, as the other journeys of this
// product book the same programs.

const WAIVER = 'I allow my child to take part in every activity of this program.';

test('a required waiver: signed per child on the payment summary, seen by the director', async ({
  page,
  browser,
}, info) => {
  const { request } = page;
  const { specialist, director } = await demoStaffTokens(request);
  const fresh = await takeDraftDemoPlan(request, specialist, 'first');
  const id = fresh.id;
  const activity = await directorActivityWithSeats(request, { specialist, director }, id);
  const { activity_providers: programs } = await call<{
    activity_providers: { id: number; name: string }[];
  }>(request, 'get', '/api/v1/camp_directors/activity_providers', director);
  const program = programs.find((p) => p.name === activity.provider_name)!;
  const { password } = await approvedWith(page, specialist, fresh, [activity.id]);

  await call(
    request,
    'put',
    `/api/v1/camp_directors/activity_providers/${program.id}/waiver`,
    director,
    {
      waiver: { title: 'Waiver and release', required: true, body: WAIVER },
    },
  );
  try {
    await useSession(page, 'parent', { email: fresh.parentEmail, password });
    await page.goto(`/profile/payment/${id}`);
    await acceptCookies(page);
    const waivers = page.getByRole('region', { name: 'Waivers' });
    await expect(waivers.getByRole('region', { name: 'Waiver and release text' })).toHaveText(
      WAIVER,
    );
    const summary = page.getByRole('region', { name: 'Summary' });
    await expect(summary.getByRole('button', { name: /pay$/i })).toBeDisabled();
    await shoot(page, info, 'waiver-to-sign');

    const form = waivers.getByRole('form', { name: `Sign the waiver of ${program.name}` });
    await form.getByRole('textbox', { name: /Full name/ }).fill('Jordan Parent');
    await form.getByRole('checkbox', { name: /I have read this waiver/ }).check();
    await form.getByRole('button', { name: 'Sign waiver' }).click();
    await expect(waivers.getByText(/Signed by Jordan Parent on/)).toBeVisible();
    await expect(summary.getByRole('button', { name: /pay$/i })).toBeEnabled();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      waivers.getByRole('button', { name: /Download the signed copy/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^waiver-.*\.pdf$/);
    expect(
      readFileSync((await download.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    await waitForMail(request, fresh.parentEmail, /You signed the .* waiver for /);

    // The director's Waiver tab lists the signature with its copy.
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const directorPage = await context.newPage();
    try {
      await useSession(directorPage, 'director', accounts.demoDirector);
      await directorPage.goto(`/camp-director/program/${program.id}?tab=waiver`);
      await acceptCookies(directorPage);
      const signed = directorPage.getByRole('region', { name: 'Signed waivers' });
      await expect(signed.getByText(/Signed by Jordan Parent/).first()).toBeVisible();
      await expect(directorPage.getByRole('textbox', { name: 'Waiver text' })).toHaveValue(WAIVER);
      await shoot(directorPage, info, 'director-waiver-tab');
    } finally {
      await context.close();
    }
  } finally {
    const res = await request.delete(
      `/api/v1/camp_directors/activity_providers/${program.id}/waiver`,
      { headers: { authorization: `Bearer ${director}` } },
    );
    expect(res.status()).toBe(204);
  }
});
