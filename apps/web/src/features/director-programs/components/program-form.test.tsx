import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DirectorProgram } from '@camp/shared/director-program';
import { DISCOUNT_MESSAGES } from '@camp/shared/discounts';
import { PROGRAM_MESSAGES, type Program } from '@camp/shared/program';
import { LOGO_TOO_LARGE } from '@camp/shared/upload';
import { ApiError } from '../../../lib/api-client';
import { renderWithShell } from '../../../test-utils';
import { ProgramForm } from './program-form';

const OPTIONS = [
  { id: 11, name: 'Self-esteem' },
  { id: 12, name: 'Leadership' },
  { id: 13, name: 'Social Comfort' },
];

const PROGRAM: DirectorProgram = {
  id: 7,
  name: 'Sunny Day Camps',
  email: 'info@sunnyday.example',
  website: 'https://sunnyday.example',
  address: '100 Main St',
  address2: null,
  city: 'Raleigh',
  state: 'NC',
  zip_code: '27601',
  phone_number: '+19195550123',
  faq: null,
  interest_ids: [11],
  interests: [{ id: 11, name: 'Self-esteem' }],
  waiver_form_url: null,
  logo: null,
  logo_url: null,
  description: null,
  special_needs_array: [],
  special_needs: {},
  tax_id: '12-3456789',
  personal_growth: null,
  financial_aid_description: null,
  financial_aid_percent: null,
  financial_aid_link: null,
  cancellation_policy: 'Full refund.',
  sibling_discount_percent: null,
  multi_week_discount_percent: null,
  multi_week_discount_from_week: null,
  label: 'Registered',
  location: '100 Main St, Raleigh, NC 27601',
  latitude: 35.77,
  longitude: -78.63,
  activities_count: 0,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

const submitButton = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

/** Types by pasting: one input event per field keeps these long forms quick to fill. */
async function fill(name: string, text: string) {
  await userEvent.click(screen.getByRole('textbox', { name }));
  await userEvent.paste(text);
}

async function whenEnabled(name: string) {
  await waitFor(() => expect(submitButton(name).disabled).toBe(false));
}

describe('<ProgramForm />', () => {
  it('keeps Create program disabled until every required field is valid, then submits', async () => {
    const onSubmit = vi.fn((_values: Program) => Promise.resolve());
    renderWithShell(
      <ProgramForm interestOptions={OPTIONS} submitLabel="Create program" onSubmit={onSubmit} />,
    );
    const button = submitButton('Create program');
    expect(button.disabled).toBe(true);

    // Errors show once a field is touched.
    const name = screen.getByRole('textbox', { name: 'Program name' });
    await userEvent.click(name);
    await userEvent.tab();
    expect(await screen.findByText(PROGRAM_MESSAGES.nameRequired)).toBeTruthy();

    await fill('Program name', 'Sunny Day Camps');
    await fill('Email', 'info@sunnyday.example');
    await fill('Address', '100 Main St');
    await fill('City', 'Raleigh');
    await fill('State', 'NC');
    await fill('ZIP-code', '27601');
    await fill('Website', 'sunnyday.example');
    await fill('Phone', '919-555-0123');
    await fill('TaxID', '12-3456789');
    await fill('Cancellation policy', 'Full refund.');
    // Still no interest chosen.
    await waitFor(() => expect(submitButton('Create program').disabled).toBe(true));

    await userEvent.click(screen.getByRole('combobox', { name: 'Interest' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Leadership' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(submitButton('Create program').disabled).toBe(false));

    await userEvent.click(submitButton('Create program'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      name: 'Sunny Day Camps',
      website: 'https://sunnyday.example',
      phone_number: '+19195550123',
      interest_ids: [12],
      special_needs: {},
    });
  });

  it('refuses a financial aid percent above 100', async () => {
    renderWithShell(
      <ProgramForm
        program={PROGRAM}
        interestOptions={OPTIONS}
        submitLabel="Save changes"
        onSubmit={() => Promise.resolve()}
      />,
    );
    const percent = screen.getByRole('spinbutton', { name: 'Financial Aid Percent' });
    await userEvent.type(percent, '101');
    await userEvent.tab();
    expect(await screen.findByText(PROGRAM_MESSAGES.financialAidPercent)).toBeTruthy();
    expect(submitButton('Save changes').disabled).toBe(true);
    await userEvent.clear(percent);
    await userEvent.type(percent, '100');
    await waitFor(() => expect(submitButton('Save changes').disabled).toBe(false));
  });

  it('sets the discounts for families: a multi-week percent needs its week, then both are sent', async () => {
    const onSubmit = vi.fn((_values: Program) => Promise.resolve());
    renderWithShell(
      <ProgramForm
        program={PROGRAM}
        interestOptions={OPTIONS}
        submitLabel="Save changes"
        onSubmit={onSubmit}
      />,
    );
    const group = screen.getByRole('group', { name: 'Discounts for families' });
    await userEvent.type(
      within(group).getByRole('spinbutton', {
        name: 'Sibling discount (% off each additional child)',
      }),
      '10',
    );
    await userEvent.type(
      within(group).getByRole('spinbutton', { name: 'Multi-week discount (%)' }),
      '15',
    );
    // Without its week the form cannot be saved; the week's field says why once visited.
    await waitFor(() => expect(submitButton('Save changes').disabled).toBe(true));
    const week = within(group).getByRole('spinbutton', { name: 'From week' });
    await userEvent.click(week);
    await userEvent.tab();
    expect(await screen.findByText(DISCOUNT_MESSAGES.multiWeekFromRequired)).toBeTruthy();
    await userEvent.type(week, '3');
    await whenEnabled('Save changes');
    await userEvent.click(submitButton('Save changes'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      sibling_discount_percent: 10,
      multi_week_discount_percent: 15,
      multi_week_discount_from_week: 3,
    });
  });

  it('shows at once why a saved program that breaks a rule cannot be saved', async () => {
    const onSubmit = vi.fn((_values: Program) => Promise.resolve());
    renderWithShell(
      <ProgramForm
        program={{ ...PROGRAM, faq: 'Where do I drop off?' }}
        interestOptions={OPTIONS}
        submitLabel="Save changes"
        onSubmit={onSubmit}
      />,
    );
    expect(await screen.findByText(PROGRAM_MESSAGES.faqInvalid)).toBeTruthy();
    expect(submitButton('Save changes').disabled).toBe(true);
    await userEvent.clear(screen.getByRole('textbox', { name: 'FAQLink' }));
    await whenEnabled('Save changes');
    await userEvent.click(submitButton('Save changes'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      interest_ids: PROGRAM.interest_ids,
      faq: null,
    });
  });

  it('shows a text field for each checked special need and clears it when unchecked', async () => {
    const onSubmit = vi.fn((_values: Program) => Promise.resolve());
    renderWithShell(
      <ProgramForm
        program={PROGRAM}
        interestOptions={OPTIONS}
        submitLabel="Save changes"
        onSubmit={onSubmit}
      />,
    );
    expect(screen.queryByRole('textbox', { name: 'Dietary details' })).toBeNull();
    const dietary = screen.getByRole('checkbox', { name: 'Dietary' });
    await userEvent.click(dietary);
    const details = screen.getByRole('textbox', { name: 'Dietary details' });
    await userEvent.type(details, 'Nut-free kitchen');

    await userEvent.click(dietary);
    expect(screen.queryByRole('textbox', { name: 'Dietary details' })).toBeNull();
    await userEvent.click(dietary);
    expect(
      (screen.getByRole('textbox', { name: 'Dietary details' }) as HTMLInputElement).value,
    ).toBe('');

    await fill('Dietary details', 'Vegan');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Physical disabilities' }));
    await whenEnabled('Save changes');
    await userEvent.click(submitButton('Save changes'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      special_needs_array: ['dietary', 'physical_disabilities'],
      special_needs: { dietary: 'Vegan' },
    });
  });

  it('puts the server’s errors on their fields and the rest above the button', async () => {
    const onSubmit = vi.fn(() =>
      Promise.reject(
        new ApiError(422, {
          errors: {
            name: ['has already been taken'],
            logo: ['Logo is invalid'],
            'special_needs.dietary': ['Too long'],
            something_else: ['Please try again'],
          },
        }),
      ),
    );
    renderWithShell(
      <ProgramForm
        program={{ ...PROGRAM, special_needs_array: ['dietary'], special_needs: { dietary: 'x' } }}
        interestOptions={OPTIONS}
        submitLabel="Save changes"
        onSubmit={onSubmit}
      />,
    );
    await whenEnabled('Save changes');
    await userEvent.click(submitButton('Save changes'));
    const nameBox = screen.getByRole('textbox', { name: 'Program name' });
    await waitFor(() => expect(nameBox.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('has already been taken')).toBeTruthy();
    expect(screen.getByText('Logo is invalid')).toBeTruthy();
    expect(screen.getByText('Too long')).toBeTruthy();
    const alerts = screen.getAllByRole('alert');
    expect(alerts.some((a) => within(a).queryByText('Please try again'))).toBe(true);
  });

  it('checks the logo file before uploading and hands the signed_id to the form', async () => {
    const upload = vi.fn((_file: File) => Promise.resolve('signed-123'));
    const onSubmit = vi.fn((_values: Program) => Promise.resolve());
    const { container } = renderWithShell(
      <ProgramForm
        program={PROGRAM}
        interestOptions={OPTIONS}
        submitLabel="Save changes"
        onSubmit={onSubmit}
        uploadLogo={upload}
      />,
    );
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    const big = new File([new Uint8Array(1048577)], 'big.png', { type: 'image/png' });
    await userEvent.upload(input, big);
    expect(await screen.findByText(LOGO_TOO_LARGE)).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();

    const ok = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', {
      type: 'image/png',
    });
    await userEvent.upload(input, ok);
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole('button', { name: 'Remove logo' })).toBeTruthy();
    await whenEnabled('Save changes');
    await userEvent.click(submitButton('Save changes'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ logo: 'signed-123' });
  });
});
