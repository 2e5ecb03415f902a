import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  WAIVER_MESSAGES,
  type ItineraryWaiver,
  type ItineraryWaiversResponse,
} from '@camp/shared/waivers';
import { Toaster, toast } from '../../../components/ui/toaster';
import { apiError, recordRequests, server } from '../../../test-server';
import { renderWithShell } from '../../../test-utils';
import { pageExit } from '../leave-page';
import { activityPaymentApi } from '../test-handlers';
import { approvedItinerary, itineraryWaiver, waiverSignature } from '../test-fixtures';
import { localToday } from '../components/waiver-signing';
import { PaymentsPage } from './payments-page';

// The family checkout's waiver step: each child's required waivers still to sign are read and
// signed in the "Pay for all children" card, and paying waits for them.

afterEach(() => {
  server.resetHandlers();
  toast.clear();
});

const liam = () =>
  approvedItinerary({
    id: 6,
    created_at: '2026-05-01T10:00:00.000Z',
    child: { id: 4, first_name: 'Liam', age: 7, rising_grade_level: 2 },
  });

const itineraryIdOf = (request: Request) =>
  Number(/itineraries\/(\d+)\//.exec(new URL(request.url).pathname)![1]);

/** The waivers API for Emma's itinerary (5) and Liam's (6): signing one keeps its signature. */
function waiversApi(start: Record<number, ItineraryWaiversResponse>) {
  const answers = { ...start };
  return [
    activityPaymentApi.waivers((_, request) => answers[itineraryIdOf(request)]!),
    activityPaymentApi.signWaiver((body, request) => {
      const id = itineraryIdOf(request);
      const child = answers[id]!.child_name!;
      const signature = waiverSignature(body.signed_on, {
        id: 10 + id,
        child_name: child,
        signer_name: body.signer_name,
      });
      answers[id] = { child_name: child, waivers: [itineraryWaiver(signature)] };
      return { signature };
    }),
  ];
}

function renderPage() {
  return renderWithShell(
    <>
      <PaymentsPage />
      <Toaster />
    </>,
    { path: '/profile/payment' },
  );
}

async function sign(region: HTMLElement, child: string) {
  const user = userEvent.setup();
  await user.type(within(region).getByRole('textbox', { name: /Full name/ }), 'Jamie Fox');
  await user.click(
    within(region).getByRole('checkbox', {
      name: `I have read this waiver and agree to it on behalf of ${child}`,
    }),
  );
  await user.click(within(region).getByRole('button', { name: 'Sign waiver' }));
}

describe('<PaymentsPage /> family checkout waivers', () => {
  it('shows each child’s waiver to sign, signs both there, then pays for all children', async () => {
    const leave = vi.spyOn(pageExit, 'leave').mockImplementation(() => undefined);
    server.use(
      activityPaymentApi.itineraries({ itineraries: [approvedItinerary(), liam()] }),
      ...waiversApi({
        5: { child_name: 'Emma', waivers: [itineraryWaiver()] },
        6: { child_name: 'Liam', waivers: [itineraryWaiver()] },
      }),
      activityPaymentApi.startCheckout({
        url: 'http://localhost/pay/cs_local_fam',
        checkout_session_id: 'cs_local_fam',
      }),
    );
    const seen = recordRequests();
    renderPage();
    const card = await screen.findByRole('region', { name: 'Pay for all children at once' });
    const emma = await within(card).findByRole('region', { name: 'Waivers for Emma' });
    const forLiam = within(card).getByRole('region', { name: 'Waivers for Liam' });
    expect(within(emma).getByRole('region', { name: 'Pine waiver text' }).textContent).toBe(
      'I allow my child to take part.',
    );
    const pay = within(card).getByRole('button', { name: 'Pay for all children' });
    expect(pay).toHaveProperty('disabled', true);
    expect(card.textContent).toContain(
      WAIVER_MESSAGES.missingSignature('Pine Lake Camp', 'Emma', 2027),
    );
    expect(card.textContent).toContain(
      WAIVER_MESSAGES.missingSignature('Pine Lake Camp', 'Liam', 2027),
    );

    await sign(emma, 'Emma');
    // Emma's signature stays in view with its copy, and takes the focus the form had; Liam's is
    // still missing.
    expect(await within(emma).findByText(/Signed by Jamie Fox on .* for Emma/)).toBeTruthy();
    const signedNote = within(emma).getByRole('alert');
    expect(signedNote.textContent).toMatch(/Signed by Jamie Fox on .* for Emma/);
    await waitFor(() => expect(document.activeElement).toBe(signedNote));
    expect(
      within(emma).getByRole('button', { name: /Download the signed copy for Emma/ }),
    ).toBeTruthy();
    expect(pay).toHaveProperty('disabled', true);
    expect(card.textContent).not.toContain(
      WAIVER_MESSAGES.missingSignature('Pine Lake Camp', 'Emma', 2027),
    );

    await sign(forLiam, 'Liam');
    expect(await within(forLiam).findByText(/Signed by Jamie Fox on .* for Liam/)).toBeTruthy();
    await waitFor(() => expect(pay).toHaveProperty('disabled', false));
    const signings = seen.filter((r) => r.method === 'POST' && r.path.includes('waiver'));
    expect(signings.map((r) => r.path)).toEqual([
      '/api/v1/parents/itineraries/5/waiver_signatures',
      '/api/v1/parents/itineraries/6/waiver_signatures',
    ]);
    expect(signings[1]!.body).toEqual({
      program_id: 7,
      season: 2027,
      waiver_version: 2,
      signer_name: 'Jamie Fox',
      signed_on: localToday(),
      agree: true,
    });

    await userEvent.click(pay);
    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith('http://localhost/pay/cs_local_fam'));
    expect(seen.find((r) => r.path.endsWith('/checkout_sessions'))?.body).toEqual({
      itineraries: [{ itinerary_id: 5 }, { itinerary_id: 6 }],
    });
    leave.mockRestore();
  });

  it('asks for nothing when the required waivers are signed and the others optional', async () => {
    const optional: ItineraryWaiver = itineraryWaiver(null, {
      program_id: 8,
      program_name: 'Raleigh Art House',
    });
    optional.waiver = { ...optional.waiver, id: 4, required: false };
    server.use(
      activityPaymentApi.itineraries({ itineraries: [approvedItinerary(), liam()] }),
      ...waiversApi({
        5: { child_name: 'Emma', waivers: [itineraryWaiver(waiverSignature('2026-11-02'))] },
        6: { child_name: 'Liam', waivers: [optional] },
      }),
    );
    renderPage();
    const card = await screen.findByRole('region', { name: 'Pay for all children at once' });
    const pay = within(card).getByRole('button', { name: 'Pay for all children' });
    await waitFor(() => expect(pay).toHaveProperty('disabled', false));
    expect(within(card).queryByRole('region', { name: /^Waivers for/ })).toBeNull();
    expect(within(card).queryByRole('form')).toBeNull();
  });

  it('keeps paying off while a child’s waivers cannot be read, and reads them again', async () => {
    let fail = true;
    server.use(
      activityPaymentApi.itineraries({ itineraries: [approvedItinerary(), liam()] }),
      activityPaymentApi.waivers((_, request) =>
        fail && itineraryIdOf(request) === 6
          ? apiError(500, { _base: ['The waivers could not be read'] })
          : { child_name: null, waivers: [] },
      ),
    );
    renderPage();
    const card = await screen.findByRole('region', { name: 'Pay for all children at once' });
    const retry = await within(card).findByRole('button', { name: 'Try again' });
    const pay = within(card).getByRole('button', { name: 'Pay for all children' });
    expect(pay).toHaveProperty('disabled', true);
    fail = false;
    await userEvent.click(retry);
    await waitFor(() => expect(pay).toHaveProperty('disabled', false));
  });
});
