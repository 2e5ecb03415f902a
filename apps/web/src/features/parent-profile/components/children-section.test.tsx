import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  QUESTIONNAIRE_FIELD_NAMES,
  type Questionnaire,
  type QuestionnaireFields,
} from '@camp/shared/questionnaire';
import { Toaster, toast } from '../../../components/ui/toaster';
import { clearSession } from '../../../lib/session';
import { makeSession, renderWithShell } from '../../../test-utils';
import { ChildrenSection } from './children-section';
import { apiError, recordRequests, server } from '../../../test-server';
import { parentProfileApi } from '../test-handlers';

const LIST_FIELDS = new Set<string>([
  'personal_skills',
  'special_needs',
  'interests',
  'academic_interests',
  'dance_interests',
  'sport_interests',
  'art_interests',
  'music_interests',
  'theater_interests',
  'outdoor_interests',
  'camp_type',
  'second_date_camp_preference',
  'third_date_camp_preference',
  'fourth_date_camp_preference',
  'day_camp_duration_preferences',
]);

/** A questionnaire as GET /api/v1/parents/questionnaires answers it. */
function questionnaire(
  id: number,
  fields: Partial<QuestionnaireFields>,
  over: Partial<Questionnaire> = {},
): Questionnaire {
  const blank = Object.fromEntries(
    QUESTIONNAIRE_FIELD_NAMES.map((k) => [k, LIST_FIELDS.has(k) ? [] : null]),
  );
  return {
    id,
    status: 'submitted',
    child_id: id,
    itinerary_id: id,
    itinerary_status: 'review',
    editable: true,
    fields: { ...blank, latitude: null, longitude: null, ...fields } as QuestionnaireFields,
    created_at: `2030-01-0${id}T10:00:00.000Z`,
    submitted_at: `2030-01-0${id}T10:00:00.000Z`,
    ...over,
  };
}

const RILEY = questionnaire(1, { child_first_name: 'Riley', age: 9, rising_grade_level: 4 });
const SAM = questionnaire(
  2,
  { child_first_name: 'Sam', age: 12, rising_grade_level: 7 },
  { itinerary_status: 'approved', editable: false },
);

/** The parent's questionnaires are `list`; a child's save is answered by `put` (id, body). */
function serveChildren(
  list: Questionnaire[],
  put?: (id: number, body: { fields: Partial<QuestionnaireFields> }) => Questionnaire,
) {
  server.use(parentProfileApi.questionnaires({ questionnaires: list }));
  if (put) {
    server.use(
      parentProfileApi.updateChild((body, request) =>
        put(Number(new URL(request.url).pathname.split('/').pop()), body),
      ),
    );
  }
  return recordRequests();
}

function renderSection(session = makeSession({ premium: true })) {
  return renderWithShell(
    <>
      <ChildrenSection session={session} />
      <Toaster />
    </>,
    {
      path: '/profile',
      routes: [{ path: '/questionnaire', element: <p>Questionnaire page</p> }],
    },
  );
}

const childForm = (name: string) => screen.getByRole('form', { name });

describe('<ChildrenSection />', () => {
  afterEach(() => {
    clearSession();
    localStorage.clear();
    toast.clear();
  });

  it("shows the spec's empty text and only 'New child plan' when there is no child", async () => {
    serveChildren([]);
    renderSection();
    expect(await screen.findByText("No added children's yet")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New child plan' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add another child' })).toBeNull();
  });

  it('lists one form per submitted questionnaire and offers to continue a draft', async () => {
    serveChildren([
      RILEY,
      questionnaire(3, { child_first_name: 'Alex' }, { status: 'draft', editable: true }),
    ]);
    renderSection();
    const riley = await screen.findByRole('form', { name: 'Riley' });
    expect(
      (within(riley).getByRole('textbox', { name: /first name/ }) as HTMLInputElement).value,
    ).toBe('Riley');
    expect(within(riley).getByRole('combobox', { name: /Age/ }).textContent).toBe('9');
    expect(within(riley).getByRole('combobox', { name: /Rising grade/ }).textContent).toBe('4th');
    expect(screen.queryByRole('form', { name: 'Alex' })).toBeNull();
    expect(screen.getByText(/You have a plan you haven.t sent yet for Alex/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe(
      '/questionnaire?id=3',
    );
  });

  it("saves a child's name, age and grade and shows '{child} was successfully updated!'", async () => {
    const seen = serveChildren([RILEY], (id, { fields }) => ({
      ...RILEY,
      id,
      fields: { ...RILEY.fields, ...fields },
    }));
    renderSection();
    const form = await screen.findByRole('form', { name: 'Riley' });
    const save = within(form).getByRole('button', { name: 'Save changes for Riley' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    const name = within(form).getByRole('textbox', { name: /first name/ });
    await userEvent.clear(name);
    await userEvent.type(name, '  Rory ');
    await userEvent.click(within(form).getByRole('combobox', { name: /Age/ }));
    await userEvent.click(screen.getByRole('option', { name: '10' }));
    await userEvent.click(within(form).getByRole('combobox', { name: /Rising grade/ }));
    await userEvent.click(screen.getByRole('option', { name: '5th' }));
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(save);

    expect((await screen.findByRole('status')).textContent).toBe('Rory was successfully updated!');
    const put = seen.find((request) => request.method === 'PUT');
    expect(put?.path).toBe('/api/v1/parents/questionnaires/1');
    expect(put?.body).toEqual({
      fields: { child_first_name: 'Rory', age: 10, rising_grade_level: 5 },
    });
    expect(await screen.findByRole('form', { name: 'Rory' })).toBeTruthy();
  });

  it("shows 'Name is required' and keeps Save disabled for a blank name", async () => {
    serveChildren([RILEY]);
    renderSection();
    const form = await screen.findByRole('form', { name: 'Riley' });
    await userEvent.clear(within(form).getByRole('textbox', { name: /first name/ }));
    await userEvent.tab();
    expect(await within(form).findByText('Name is required')).toBeTruthy();
    expect(
      (within(form).getByRole('button', { name: 'Save changes for Riley' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
  });

  it('locks the form of a child whose itinerary is approved or canceled, with the reason', async () => {
    const canceled = questionnaire(
      4,
      { child_first_name: 'Jo', age: 6 },
      { itinerary_status: 'canceled', editable: false },
    );
    serveChildren([RILEY, SAM, canceled]);
    renderSection();
    const sam = await screen.findByRole('form', { name: 'Sam' });
    expect(
      within(sam).getByText(/Sam's itinerary is approved, so these details are final/),
    ).toBeTruthy();
    expect(
      (within(sam).getByRole('textbox', { name: /first name/ }) as HTMLInputElement).disabled,
    ).toBe(true);
    expect(within(sam).getByRole('combobox', { name: /Age/ }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    expect(within(sam).queryByRole('button', { name: /Save/ })).toBeNull();
    expect(
      within(childForm('Jo')).getByText(
        "Jo's itinerary was canceled, so these details can no longer be changed.",
      ),
    ).toBeTruthy();
    expect(
      (within(childForm('Riley')).getByRole('textbox', { name: /first name/ }) as HTMLInputElement)
        .disabled,
    ).toBe(false);
  });

  it('shows the refusal when the itinerary was approved meanwhile, and reloads the list locked', async () => {
    let approved = false;
    server.use(
      parentProfileApi.updateChild(() => {
        approved = true;
        return apiError(409, {
          _base: [
            "This child's itinerary is approved or canceled, so the questionnaire can no longer be changed.",
          ],
        });
      }),
      parentProfileApi.questionnaires(() => ({
        questionnaires: [
          approved ? { ...RILEY, itinerary_status: 'approved' as const, editable: false } : RILEY,
        ],
      })),
    );
    renderSection();
    const form = await screen.findByRole('form', { name: 'Riley' });
    await userEvent.type(within(form).getByRole('textbox', { name: /first name/ }), 'n');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes for Riley' }));
    expect(
      await within(form).findByText(/Riley's itinerary is approved, so these details are final/),
    ).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("'Add another child' copies the latest child's questionnaire; 'New child plan' starts blank", async () => {
    serveChildren([RILEY, questionnaire(2, { child_first_name: 'Sam', age: 12 })]);
    const { router } = renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Add another child' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/questionnaire?copy_from=2',
    );
    await router.navigate('/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'New child plan' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/questionnaire?new=1',
    );
  });

  it('opens the upgrade dialog instead when the questionnaire limit applies', async () => {
    serveChildren([RILEY]);
    const { router } = renderSection(
      makeSession({
        premium: false,
        has_not_completed_questionnaire: false,
        package_type: 'Basic',
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Add another child' }));
    const dialog = await screen.findByRole('dialog', { name: 'Get more personal assistance!' });
    expect(within(dialog).getByRole('link', { name: 'Show more' }).getAttribute('href')).toBe(
      '/packages',
    );
    expect(router.state.location.pathname).toBe('/profile');
    await userEvent.click(within(dialog).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'New child plan' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profile');
  });
});
