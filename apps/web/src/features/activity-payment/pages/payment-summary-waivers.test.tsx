import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  WAIVER_MESSAGES,
  type ItineraryWaiversResponse,
  type WaiverSignature,
} from '@camp/shared/waivers';
import { Toaster, toast } from '../../../components/ui/toaster';
import { recordRequests, server } from '../../../test-server';
import { renderWithShell, stubMatchMedia } from '../../../test-utils';
import { activityPaymentApi } from '../test-handlers';
import { approvedItinerary, itineraryWaiver, waiverSignature } from '../test-fixtures';
import { localToday } from '../components/waiver-signing';
import { PaymentSummaryPage } from './payment-summary-page';

function renderPage() {
  return renderWithShell(<h1>Elsewhere</h1>, {
    path: '/profile/payment/5',
    routes: [
      {
        path: '/profile/payment/:id',
        element: (
          <>
            <PaymentSummaryPage />
            <Toaster />
          </>
        ),
      },
    ],
  });
}

const waiverEntry = (signature: WaiverSignature | null = null) => itineraryWaiver(signature);

const signed = waiverSignature(localToday());

beforeEach(() => {
  server.use(
    activityPaymentApi.plans({ plans: [] }),
    activityPaymentApi.waitlist({ waitlist_entries: [] }),
    activityPaymentApi.itinerary({ itinerary: approvedItinerary() }),
  );
});
afterEach(() => toast.clear());

describe('<PaymentSummaryPage /> waivers', () => {
  it('keeps Pay disabled until the required waiver is signed, then signs with the typed name', async () => {
    let answer: ItineraryWaiversResponse = { child_name: 'Emma', waivers: [waiverEntry()] };
    const seen = recordRequests();
    server.use(
      activityPaymentApi.waivers(() => answer),
      activityPaymentApi.signWaiver(() => {
        answer = { child_name: 'Emma', waivers: [waiverEntry(signed)] };
        return { signature: signed };
      }),
    );
    renderPage();
    const section = await screen.findByRole('region', { name: 'Waivers' });
    expect(within(section).getByRole('region', { name: 'Pine waiver text' }).textContent).toBe(
      'I allow my child to take part.',
    );
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).getByRole('button', { name: 'Pay' })).toHaveProperty('disabled', true);
    expect(summary.textContent).toContain(
      WAIVER_MESSAGES.missingSignature('Pine Lake Camp', 'Emma', 2027),
    );

    const user = userEvent.setup();
    await user.click(within(section).getByRole('button', { name: 'Sign waiver' }));
    expect(await within(section).findByText(WAIVER_MESSAGES.signerNameRequired)).toBeTruthy();
    expect(within(section).getByText(WAIVER_MESSAGES.agreeRequired)).toBeTruthy();

    await user.type(within(section).getByRole('textbox', { name: /Full name/ }), 'Jamie Fox');
    await user.click(
      within(section).getByRole('checkbox', { name: /agree to it on behalf of Emma/ }),
    );
    await user.click(within(section).getByRole('button', { name: 'Sign waiver' }));
    expect(await within(section).findByText(/Signed by Jamie Fox/)).toBeTruthy();
    const post = seen.find((r) => r.method === 'POST');
    expect(post?.body).toEqual({
      program_id: 7,
      season: 2027,
      waiver_version: 2,
      signer_name: 'Jamie Fox',
      signed_on: localToday(),
      agree: true,
    });
    await waitFor(() =>
      expect(within(summary).getByRole('button', { name: 'Pay' })).toHaveProperty(
        'disabled',
        false,
      ),
    );
    expect(
      within(section).getByRole('button', { name: /Download the signed copy for Emma/ }),
    ).toBeTruthy();
  });

  it('fits a phone: the signing form is there at 375 px', async () => {
    stubMatchMedia((q) => q.includes('max-width'));
    server.use(activityPaymentApi.waivers({ child_name: 'Emma', waivers: [waiverEntry()] }));
    renderPage();
    expect(
      await screen.findByRole('form', { name: 'Sign the waiver of Pine Lake Camp' }),
    ).toBeTruthy();
  });
});
