import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  PROGRAM_HAS_ACTIVITIES_MESSAGE,
  type DirectorProgram,
  type DirectorProgramList,
} from '@camp/shared/director-program';
import { Toaster, toast } from '../../../components/ui/toaster';
import { renderWithShell } from '../../../test-utils';
import { ProgramsPage } from './programs-page';
import { apiError, recordRequests, server } from '../../../test-server';
import { programsApi } from '../test-handlers';

function makeProgram(over: Partial<DirectorProgram> = {}): DirectorProgram {
  return {
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
    ...over,
  };
}

const listOf = (programs: DirectorProgram[]): DirectorProgramList => ({
  activity_providers: programs,
  pagy: { count: programs.length, pages: 1, page: 1 },
});

/** GETs answer the list (without deleted programs); DELETE answers `deleteResponse`. */
function servePrograms(programs: DirectorProgram[], deleteResponse: () => Response) {
  let current = programs;
  server.use(
    programsApi.list(() => listOf(current)),
    programsApi.remove((_body, request) => {
      const res = deleteResponse();
      if (res.ok) current = current.filter((p) => !request.url.endsWith(`/${p.id}`));
      return res;
    }),
  );
  return recordRequests();
}

function renderPage() {
  return renderWithShell(
    <>
      <ProgramsPage />
      <Toaster />
    </>,
    { path: '/camp-director/programs' },
  );
}

describe('<ProgramsPage />', () => {
  afterEach(() => {
    toast.clear();
  });

  it('says there are no programs yet and offers Create program', async () => {
    servePrograms([], () => new Response(null, { status: 204 }));
    renderPage();
    expect(await screen.findByText('There are no programs yet!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create program' }).getAttribute('href')).toBe(
      '/camp-director/create-program',
    );
  });

  it('lists programs with Program, Location and Actions columns', async () => {
    servePrograms(
      [makeProgram(), makeProgram({ id: 8, name: 'Lake Camp', location: 'Cary, NC' })],
      () => new Response(null, { status: 204 }),
    );
    renderPage();
    const table = await screen.findByRole('table', { name: 'Programs' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Program', 'Location', 'Actions']);
    expect(within(table).getByText('100 Main St, Raleigh, NC 27601')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit Lake Camp' }).getAttribute('href')).toBe(
      '/camp-director/program/8',
    );
  });

  it('asks before deleting and shows the refusal dialog while the program has activities', async () => {
    const seen = servePrograms([makeProgram()], () =>
      apiError(409, { _base: [PROGRAM_HAS_ACTIVITIES_MESSAGE] }),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Sunny Day Camps' }));
    const confirm = screen.getByRole('dialog', {
      name: 'Are you sure want to delete the program?',
    });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(seen.some((request) => request.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Sunny Day Camps' }));
    await userEvent.click(
      within(
        screen.getByRole('dialog', { name: 'Are you sure want to delete the program?' }),
      ).getByRole('button', { name: 'Delete' }),
    );
    const refused = await screen.findByRole('dialog', { name: "You can't delete this program" });
    expect(within(refused).getByText(PROGRAM_HAS_ACTIVITIES_MESSAGE)).toBeTruthy();
    expect(screen.getByText('Sunny Day Camps')).toBeTruthy();
  });

  it('deletes after confirmation with the success toast', async () => {
    const seen = servePrograms([makeProgram()], () => new Response(null, { status: 204 }));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Sunny Day Camps' }));
    await userEvent.click(
      within(
        screen.getByRole('dialog', { name: 'Are you sure want to delete the program?' }),
      ).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('The program was deleted successfully')).toBeTruthy();
    expect(await screen.findByText('There are no programs yet!')).toBeTruthy();
    const del = seen.find((request) => request.method === 'DELETE');
    expect(del?.path).toBe('/api/v1/camp_directors/activity_providers/7');
  });
});
