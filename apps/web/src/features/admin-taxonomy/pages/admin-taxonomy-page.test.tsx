import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminInterest, AdminSkill } from '@camp/shared/taxonomy';
import { Toaster, toast } from '../../../components/ui/toaster';
import { setSession } from '../../../lib/session';
import { makeSession, renderWithShell } from '../../../test-utils';
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

let interests: AdminInterest[];
let skills: AdminSkill[];

function serveLists() {
  server.use(
    taxonomyApi.interests(() => ({ interests })),
    taxonomyApi.skills(() => ({ skills })),
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
});
