import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminCampType, AdminInterest, AdminSkill } from '@camp/shared/taxonomy';
import { Toaster, toast } from '../../../components/ui/toaster';
import { setSession } from '../../../lib/session';
import { captureDownloads, csvAnswer, makeSession, renderWithShell } from '../../../test-utils';
import { apiError, recordRequests, server } from '../../../test-server';
import { taxonomyApi } from '../test-handlers';
import { AdminTaxonomyPage } from './admin-taxonomy-page';

const interest = (over: Partial<AdminInterest>): AdminInterest => ({
  id: 1,
  name: 'Sports',
  kind: 'activity',
  retired_at: null,
  activities_count: 0,
  ...over,
});
const skill = (over: Partial<AdminSkill>): AdminSkill => ({
  id: 10,
  name: 'Soccer',
  interest_id: 1,
  retired_at: null,
  activities_count: 0,
  ...over,
});

const campType = (over: Partial<AdminCampType>): AdminCampType => ({
  id: 20,
  name: 'Day',
  retired_at: null,
  activities_count: 0,
  ...over,
});

let interests: AdminInterest[];
let skills: AdminSkill[];
let campTypes: AdminCampType[];

function serveLists() {
  server.use(
    taxonomyApi.interests(() => ({ interests })),
    taxonomyApi.skills(() => ({ skills })),
    taxonomyApi.campTypes(() => ({ camp_types: campTypes })),
  );
}

function renderPage() {
  return renderWithShell(
    <>
      <AdminTaxonomyPage />
      <Toaster />
    </>,
    { path: '/admin/taxonomy' },
  );
}

beforeEach(() => {
  setSession(makeSession({ role: 'Admin' }));
  toast.clear();
  interests = [
    interest({ id: 1, name: 'Sports', activities_count: 3 }),
    interest({
      id: 2,
      name: 'Cooking',
      retired_at: '2026-11-20T10:00:00.000Z',
      activities_count: 1,
    }),
    interest({ id: 5, name: 'Leadership', kind: 'program', activities_count: 2 }),
  ];
  skills = [skill({ id: 10, name: 'Soccer', activities_count: 1 })];
  campTypes = [
    campType({ id: 20, name: 'Day', activities_count: 4 }),
    campType({
      id: 21,
      name: 'Virtual',
      retired_at: '2026-11-20T10:00:00.000Z',
      activities_count: 1,
    }),
  ];
});

describe('AdminTaxonomyPage', () => {
  it('lists skill groups with their skills and usage, retired ones marked, and program interests', async () => {
    serveLists();
    renderPage();
    const groups = await screen.findByRole('region', { name: 'Skill groups' });
    expect(within(groups).getByText('Sports')).toBeTruthy();
    expect(within(groups).getByText('3 activities')).toBeTruthy();
    // The skills are folded away until asked for.
    expect(within(groups).queryByRole('region', { name: 'Skills of Sports' })).toBeNull();
    const toggle = within(groups).getByRole('button', { name: 'Show the skills of Sports' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.setup().click(toggle);
    const sportsSkills = within(groups).getByRole('region', { name: 'Skills of Sports' });
    expect(within(sportsSkills).getByText('Soccer')).toBeTruthy();
    expect(within(sportsSkills).getByText('1 activity')).toBeTruthy();
    expect(within(groups).getByText('Retired')).toBeTruthy();
    expect(within(groups).getByRole('button', { name: 'Offer Cooking again' })).toBeTruthy();
    const program = screen.getByRole('region', { name: 'Program interests' });
    expect(within(program).getByText('Leadership')).toBeTruthy();
    expect(within(program).getByText('2 programs')).toBeTruthy();
  });

  it('adds a skill group, showing the API’s refusal under the name', async () => {
    let sent: unknown = null;
    serveLists();
    server.use(
      taxonomyApi.addInterest((body) => {
        sent = body;
        if (body.name === 'sports') {
          return apiError(422, { name: ['is already an interest of this list'] });
        }
        const added = interest({ id: 3, name: body.name });
        interests = [...interests, added];
        return added;
      }),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add skill group' }));
    const dialog = await screen.findByRole('dialog', { name: 'New skill group' });
    await user.type(within(dialog).getByLabelText(/Name/), 'sports');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('is already an interest of this list')).toBeTruthy();
    const field = within(dialog).getByLabelText(/Name/);
    await user.clear(field);
    await user.type(field, 'Robotics');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual({ name: 'Robotics', kind: 'activity' });
    const groups = screen.getByRole('region', { name: 'Skill groups' });
    expect(await within(groups).findByText('Robotics')).toBeTruthy();
    expect(
      within(groups).getByRole('button', { name: 'Show the skills of Robotics' }),
    ).toBeTruthy();
  });

  it('refuses a blank name before asking the API', async () => {
    const seen = recordRequests();
    serveLists();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Show the skills of Sports' }));
    await user.click(await screen.findByRole('button', { name: 'Rename Soccer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename Soccer' });
    await user.clear(within(dialog).getByLabelText(/Name/));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText("can't be blank")).toBeTruthy();
    expect(seen.filter((r) => r.method === 'PUT')).toEqual([]);
  });

  it('renames a skill, retires a skill group and offers a retired one again', async () => {
    const seen = recordRequests();
    serveLists();
    server.use(
      taxonomyApi.rename('skills', (body: { name: string }) => {
        skills = [skill({ id: 10, name: body.name })];
        return skills[0]!;
      }),
      taxonomyApi.retire('interests', () => {
        interests = interests.map((i) =>
          i.id === 1 ? { ...i, retired_at: '2026-11-28T10:00:00.000Z' } : i,
        );
        return interests[0]!;
      }),
      taxonomyApi.unretire('interests', () => {
        interests = interests.map((i) => (i.id === 2 ? { ...i, retired_at: null } : i));
        return interests[1]!;
      }),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Show the skills of Sports' }));
    await user.click(await screen.findByRole('button', { name: 'Rename Soccer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename Soccer' });
    const field = within(dialog).getByLabelText(/Name/);
    await user.clear(field);
    await user.type(field, 'Football');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Football')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Retire Sports' }));
    expect(await screen.findByRole('button', { name: 'Offer Sports again' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Offer Cooking again' }));
    expect(await screen.findByRole('button', { name: 'Retire Cooking' })).toBeTruthy();
    const writes = seen.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`);
    expect(writes).toEqual([
      'PUT /api/v1/admins/skills/10',
      'POST /api/v1/admins/interests/1/retirement',
      'DELETE /api/v1/admins/interests/2/retirement',
    ]);
  });

  it('lists the camp types with their activities, the retired one marked', async () => {
    serveLists();
    renderPage();
    const section = await screen.findByRole('region', { name: 'Camp types' });
    expect(within(section).getByText('Day')).toBeTruthy();
    expect(within(section).getByText('4 activities')).toBeTruthy();
    expect(within(section).getByText('Virtual')).toBeTruthy();
    expect(within(section).getByText('Retired')).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Offer Virtual again' })).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Retire Day' })).toBeTruthy();
  });

  it('adds a camp type, showing the API’s refusal of a taken name under the field', async () => {
    let sent: unknown = null;
    serveLists();
    server.use(
      taxonomyApi.addCampType((body) => {
        sent = body;
        if (body.name.toLowerCase() === 'day') {
          return apiError(422, { name: ['is already a camp type'] });
        }
        const added = campType({ id: 22, name: body.name });
        campTypes = [...campTypes, added];
        return added;
      }),
    );
    const user = userEvent.setup();
    renderPage();
    const section = await screen.findByRole('region', { name: 'Camp types' });
    await user.click(within(section).getByRole('button', { name: 'Add camp type' }));
    const dialog = await screen.findByRole('dialog', { name: 'New camp type' });
    await user.type(within(dialog).getByLabelText(/Name/), 'day');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('is already a camp type')).toBeTruthy();
    const field = within(dialog).getByLabelText(/Name/);
    await user.clear(field);
    await user.type(field, 'Sailing');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual({ name: 'Sailing' });
    expect(await within(section).findByText('Sailing')).toBeTruthy();
  });

  it('renames, retires and offers again a camp type, each through its own endpoint', async () => {
    const seen = recordRequests();
    const success = vi.spyOn(toast, 'success');
    serveLists();
    server.use(
      taxonomyApi.rename('camp_types', (body: { name: string }) => {
        campTypes = campTypes.map((c) => (c.id === 20 ? { ...c, name: body.name } : c));
        return campTypes[0]!;
      }),
      taxonomyApi.retire('camp_types', () => {
        campTypes = campTypes.map((c) =>
          c.id === 20 ? { ...c, retired_at: '2026-11-28T10:00:00.000Z' } : c,
        );
        return campTypes[0]!;
      }),
      taxonomyApi.unretire('camp_types', () => {
        campTypes = campTypes.map((c) => (c.id === 21 ? { ...c, retired_at: null } : c));
        return campTypes[1]!;
      }),
    );
    const user = userEvent.setup();
    renderPage();
    const section = await screen.findByRole('region', { name: 'Camp types' });
    await user.click(within(section).getByRole('button', { name: 'Rename Day' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename Day' });
    const field = within(dialog).getByLabelText(/Name/);
    await user.clear(field);
    await user.type(field, 'Day camp');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(section).findByText('Day camp')).toBeTruthy();

    await user.click(within(section).getByRole('button', { name: 'Retire Day camp' }));
    expect(
      await within(section).findByRole('button', { name: 'Offer Day camp again' }),
    ).toBeTruthy();
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith(
        'Day camp is no longer offered; what already has it keeps it.',
      ),
    );
    await user.click(within(section).getByRole('button', { name: 'Offer Virtual again' }));
    expect(await within(section).findByRole('button', { name: 'Retire Virtual' })).toBeTruthy();
    const writes = seen.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`);
    expect(writes).toEqual([
      'PUT /api/v1/admins/camp_types/20',
      'POST /api/v1/admins/camp_types/20/retirement',
      'DELETE /api/v1/admins/camp_types/21/retirement',
    ]);
  });

  it('exports each whole list as CSV', async () => {
    const { saved, revoked } = captureDownloads();
    serveLists();
    server.use(
      taxonomyApi.export('interests', csvAnswer('interests.csv')),
      taxonomyApi.export('skills', csvAnswer('skills.csv')),
      taxonomyApi.export('camp_types', csvAnswer('camp-types.csv')),
    );
    const seen = recordRequests();
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('region', { name: 'Skill groups' });
    for (const name of ['interests', 'skills', 'camp types']) {
      await user.click(screen.getByRole('button', { name: `Export ${name} CSV` }));
    }
    await waitFor(() => expect(revoked).toHaveBeenCalledTimes(3));
    expect(saved).toEqual([
      'interests.csv blob:file-1',
      'skills.csv blob:file-2',
      'camp-types.csv blob:file-3',
    ]);
    expect(seen.filter((r) => r.path.endsWith('/export')).map((r) => r.path)).toEqual([
      '/api/v1/admins/interests/export',
      '/api/v1/admins/skills/export',
      '/api/v1/admins/camp_types/export',
    ]);
  });
});
