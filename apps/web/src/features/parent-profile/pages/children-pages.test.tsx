import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY_CHILD_HEALTH, type ChildProfile } from '@camp/shared/child-profile';
import { Toaster, toast } from '../../../components/ui/toaster';
import { clearSession, setSession } from '../../../lib/session';
import { makeSession, renderWithShell, stubMatchMedia } from '../../../test-utils';
import { apiError, recordRequests, server } from '../../../test-server';
import { parentProfileApi } from '../test-handlers';
import { ChildrenPage } from './children-page';
import { EditChildPage, NewChildPage } from './child-profile-page';

const RILEY: ChildProfile = {
  id: 4,
  first_name: 'Riley',
  date_of_birth: '2017-03-09',
  age: 9,
  rising_grade_level: 4,
  health: { ...EMPTY_CHILD_HEALTH, allergies: 'Peanuts', doctor_phone: '+19195550142' },
  emergency_contacts: [{ name: 'Sam Fox', phone: '+19195550177', relation: 'Aunt' }],
  authorized_pickups: [],
  updated_at: '2030-01-01T10:00:00.000Z',
};

function renderAt(path: string) {
  setSession(makeSession({ premium: true }));
  const withToasts = (page: React.ReactElement) => (
    <>
      {page}
      <Toaster />
    </>
  );
  return renderWithShell(<p>Elsewhere</p>, {
    path,
    routes: [
      { path: '/profile/children', element: withToasts(<ChildrenPage />) },
      { path: '/profile/children/new', element: withToasts(<NewChildPage />) },
      { path: '/profile/children/:id', element: withToasts(<EditChildPage />) },
    ],
  });
}

describe('the children’s profiles', () => {
  afterEach(() => {
    clearSession();
    toast.clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists the children with links to plan camps and to edit, under the Children tab', async () => {
    server.use(parentProfileApi.childProfiles({ children: [RILEY] }));
    renderAt('/profile/children');
    const card = await screen.findByRole('article', { name: 'Riley' });
    expect(within(card).getByText('Age 9 · Rising grade: 4th')).toBeTruthy();
    expect(within(card).getByText('Health details given')).toBeTruthy();
    expect(
      within(card).getByRole('link', { name: 'Plan camps for Riley' }).getAttribute('href'),
    ).toBe('/questionnaire?child=4');
    expect(
      within(card).getByRole('link', { name: "Edit Riley's profile" }).getAttribute('href'),
    ).toBe('/profile/children/4');
    const tabs = screen.getByRole('navigation', { name: 'Profile sections' });
    expect(within(tabs).getByRole('link', { name: 'Children' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it("shows the spec's empty text without children", async () => {
    server.use(parentProfileApi.childProfiles({ children: [] }));
    renderAt('/profile/children');
    expect(await screen.findByText("No added children's yet")).toBeTruthy();
  });

  it('adds a child with health details and contacts, on a phone', async () => {
    stubMatchMedia((q) => q.includes('max-width'));
    server.use(
      parentProfileApi.createChildProfile((body) => ({
        ...RILEY,
        id: 9,
        first_name: body.first_name,
      })),
      parentProfileApi.childProfiles({ children: [RILEY] }),
    );
    const seen = recordRequests();
    const success = vi.spyOn(toast, 'success');
    const user = userEvent.setup();
    const { router } = renderAt('/profile/children/new');
    await user.type(screen.getByLabelText(/First name/), ' Alex ');
    await user.type(screen.getByLabelText(/Date of birth/), '2018-05-01');
    await user.type(screen.getByLabelText('Allergies'), 'Bees');
    await user.type(screen.getByLabelText("Doctor's phone"), '(919) 555-0142');
    await user.click(screen.getByRole('button', { name: 'Add emergency contact' }));
    const contact = screen.getByRole('group', { name: 'Emergency contact 1' });
    await user.type(within(contact).getByLabelText(/Name/), 'Sam Fox');
    await user.type(within(contact).getByLabelText(/Phone/), '919 555 0177');
    await user.type(within(contact).getByLabelText(/Relation/), 'Aunt');
    await user.click(screen.getByRole('button', { name: 'Add child' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/children'));
    const post = seen.find((r) => r.method === 'POST');
    expect(post?.body).toMatchObject({
      first_name: 'Alex',
      date_of_birth: '2018-05-01',
      rising_grade_level: null,
      health: { allergies: 'Bees', doctor_phone: '+19195550142', medications: null },
      emergency_contacts: [{ name: 'Sam Fox', phone: '+19195550177', relation: 'Aunt' }],
      authorized_pickups: [],
    });
    expect(success).toHaveBeenCalledWith('Alex was successfully added!');
  });

  it('shows the rules’ messages and sends nothing while the form is wrong', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    renderAt('/profile/children/new');
    await user.click(screen.getByRole('button', { name: 'Add emergency contact' }));
    await user.click(screen.getByRole('button', { name: 'Add child' }));
    expect(await screen.findAllByText('Name is required')).toHaveLength(2);
    expect(screen.getByText('Date of birth is required')).toBeTruthy();
    expect(screen.getByText('Relation is required')).toBeTruthy();
    expect(seen.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('edits a profile, and shows a server error on its field', async () => {
    server.use(
      parentProfileApi.childProfile(RILEY),
      parentProfileApi.updateChildProfile(
        apiError(422, { date_of_birth: ['Date of birth must be in the past'] }),
      ),
    );
    const user = userEvent.setup();
    renderAt('/profile/children/4');
    expect(await screen.findByRole('heading', { level: 1, name: "Riley's profile" })).toBeTruthy();
    expect((screen.getByLabelText('Allergies') as HTMLTextAreaElement).value).toBe('Peanuts');
    expect((screen.getByLabelText("Doctor's phone") as HTMLInputElement).value).toBe(
      '(919) 555-0142',
    );
    const contact = screen.getByRole('group', { name: 'Emergency contact 1' });
    expect((within(contact).getByLabelText(/Phone/) as HTMLInputElement).value).toBe(
      '(919) 555-0177',
    );
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Date of birth must be in the past')).toBeTruthy();
  });
});
