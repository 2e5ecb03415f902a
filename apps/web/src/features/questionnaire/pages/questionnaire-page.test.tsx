import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import type { ChildProfile } from '@camp/shared/child-profile';
import type { Questionnaire } from '@camp/shared/questionnaire';
import { Toaster, toast } from '../../../components/ui/toaster';
import { clearSession, setSession } from '../../../lib/session';
import { STORAGE_KEYS, readStorage, writeStorage } from '../../../lib/storage';
import { makeSession, renderWithShell } from '../../../test-utils';
import { PLAN_SENT_MESSAGE } from '../api/update-questionnaire';
import { CHILD_STEP_TEXT } from '../components/child-step';
import { SAVE_STATUS_TEXT } from '../components/save-status';
import { parentDraftStore, visitorDraftStore } from '../draft-storage';
import { formValuesFrom } from '../form-values';
import { QuestionnairePage } from './questionnaire-page';
import { HttpResponse } from 'msw';
import { apiError, recordRequests, server, type SeenRequest } from '../../../test-server';
import { questionnaireApi } from '../test-handlers';

/** Where the router went; the toasts stay visible after the page is left. */
function Where() {
  return (
    <>
      <p data-testid="where">{useLocation().pathname}</p>
      <Toaster />
    </>
  );
}

function renderPage(path = '/questionnaire') {
  return renderWithShell(
    <>
      <QuestionnairePage />
      <Toaster />
    </>,
    {
      path,
      routes: [
        { path: '/sign-up/verify', element: <Where /> },
        { path: '/sign-in', element: <Where /> },
        { path: '/congratulations', element: <Where /> },
        { path: '/profile', element: <Where /> },
      ],
    },
  );
}

const heading = () => screen.getByRole('heading', { level: 2 }).textContent;

/** Every answer the submit schema needs (one interest group with an item and a level). */
const COMPLETE = formValuesFrom({
  child_first_name: 'Maya',
  age: 9,
  interests: ['Sports'],
  sport_interests: ['Soccer'],
  sport_proficiency: 'Beginner',
  address_street: '1 Main Street, Raleigh',
  zip_code: '27601',
});

function questionnaire(overrides: Partial<Questionnaire> = {}): Questionnaire {
  return {
    id: 7,
    status: 'draft',
    child_id: null,
    itinerary_id: null,
    itinerary_status: null,
    editable: true,
    fields: {
      ...Object.fromEntries(
        Object.entries(formValuesFrom()).map(([k, v]) => [k, Array.isArray(v) ? v : null]),
      ),
      latitude: null,
      longitude: null,
    } as Questionnaire['fields'],
    created_at: '2026-05-01T10:00:00.000Z',
    submitted_at: null,
    ...overrides,
  };
}

async function chooseOption(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: new RegExp(`^${label}`) }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

let seen: SeenRequest[];
beforeEach(() => {
  // The welcome dialog has its own test; the others start with it seen.
  writeStorage(STORAGE_KEYS.welcome, 'true');
  seen = recordRequests();
});
afterEach(() => {
  act(() => toast.clear());
  clearSession();
  localStorage.clear();
});

describe('questionnaire steps', () => {
  it('greets a first-time visitor once with the welcome dialog', async () => {
    writeStorage(STORAGE_KEYS.welcome, null);
    const first = renderPage();
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Camp Concierge!' });
    expect(dialog.textContent).toContain('not more than 8 minutes');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fill in the form' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(readStorage(STORAGE_KEYS.welcome)).toBe('true');
    first.unmount();
    renderPage();
    expect(heading()).toBe('About your child');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('validates each step with its schema before Next', async () => {
    renderPage();
    expect(heading()).toBe('About your child');
    expect(screen.getByRole('textbox', { name: /Child's first name/ })).toHaveProperty(
      'required',
      true,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Age is required')).toBeTruthy();
    expect(heading()).toBe('About your child');

    await userEvent.type(screen.getByRole('textbox', { name: /Child's first name/ }), 'Maya');
    await chooseOption('Age', '9');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(heading()).toBe('Personal growth and special needs'));

    // Accessibility asks for its detail, which is then required.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Accessibility' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please describe the accessibility needs')).toBeTruthy();
    await userEvent.type(
      screen.getByRole('textbox', { name: /Accessibility needs/ }),
      'Wheelchair access',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(heading()).toBe('Interests'));

    // At least one group, and for a chosen group its activities and a level.
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Choose your option(s)')).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sports' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Choose a proficiency level')).toBeTruthy();
    expect(screen.getByText('Choose your option(s)')).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Soccer' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Intermediate' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(heading()).toBe('Dates'));

    // Back keeps the answers.
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(heading()).toBe('Interests');
    expect(screen.getByRole('checkbox', { name: 'Soccer' })).toHaveProperty('checked', true);
  });

  it('checks date ranges: an end date needs a start, and cannot be before it', async () => {
    visitorDraftStore.save({ values: COMPLETE, step: 3, unsynced: false });
    renderPage();
    expect(heading()).toBe('Dates');
    const start = screen.getByLabelText(/Start date/);
    const end = screen.getByLabelText(/End date/);
    await userEvent.type(end, '2026-07-01');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Start date is required')).toBeTruthy();
    await userEvent.type(start, '2026-07-10');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('End date cannot be before start date')).toBeTruthy();
    expect(heading()).toBe('Dates');
  });
});

describe('visitor drafts', () => {
  it('restores the step and the answers after the page is opened again', async () => {
    const first = renderPage();
    await userEvent.type(screen.getByRole('textbox', { name: /Child's first name/ }), 'Maya');
    await chooseOption('Age', '11');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(heading()).toBe('Personal growth and special needs'));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Leadership' }));
    expect(screen.getByRole('status').textContent).toBe(SAVE_STATUS_TEXT.local);
    first.unmount();

    renderPage();
    expect(heading()).toBe('Personal growth and special needs');
    expect(screen.getByRole('checkbox', { name: 'Leadership' })).toHaveProperty('checked', true);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('textbox', { name: /Child's first name/ })).toHaveProperty(
      'value',
      'Maya',
    );
    expect(screen.getByRole('combobox', { name: /^Age/ }).textContent).toBe('11');
    expect(seen).toEqual([]);
  });

  it('shows a taken e-mail on the field with a Sign in link, and keeps the answers', async () => {
    visitorDraftStore.save({ values: COMPLETE, step: 7, unsynced: false });
    server.use(
      questionnaireApi.visitorSubmit(apiError(422, { email: ['has already been taken'] })),
    );
    renderPage();
    expect(heading()).toBe('Your contact details');
    await userEvent.type(screen.getByRole('textbox', { name: /Full name/ }), 'Pat Morgan');
    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'Pat@Example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('has already been taken')).toBeTruthy();
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/api/v1/questionnaires' });
    const body = seen[0]!.body as {
      parent: { name: string; email: string };
      fields: Record<string, unknown>;
    };
    expect(body.parent).toEqual({ name: 'Pat Morgan', email: 'pat@example.com' });
    expect(body.fields).toMatchObject({ child_first_name: 'Maya', sport_interests: ['Soccer'] });
    expect(body.fields).not.toHaveProperty('email');

    const signIn = screen.getByRole('link', { name: 'Sign in' });
    expect(visitorDraftStore.load()?.values.child_first_name).toBe('Maya');
    await userEvent.click(signIn);
    expect(readStorage(STORAGE_KEYS.returnPath)).toBe('/questionnaire');
    expect((await screen.findByTestId('where')).textContent).toBe('/sign-in');
  });

  it('sends the answers and opens the verification page for the address', async () => {
    visitorDraftStore.save({
      values: { ...COMPLETE, name: 'Pat Morgan', email: 'pat@example.com' },
      step: 7,
      unsynced: false,
    });
    server.use(
      questionnaireApi.visitorSubmit(
        HttpResponse.json({ email: 'pat@example.com' }, { status: 201 }),
      ),
    );
    const { router } = renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-up/verify'));
    expect(readStorage(STORAGE_KEYS.email)).toBe('pat@example.com');
    expect(visitorDraftStore.load()).toBeNull();
  });

  it('opens the first step with a problem when the full check fails', async () => {
    // An older draft on the last step, without the address.
    visitorDraftStore.save({
      values: { ...COMPLETE, address_street: '', name: 'Pat', email: 'pat@example.com' },
      step: 7,
      unsynced: false,
    });
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(heading()).toBe('Your address'));
    expect(screen.getByText('Address is required')).toBeTruthy();
    expect(seen).toEqual([]);
  });
});

describe('signed-in parent drafts', () => {
  const calls = (method: string) => seen.filter((request) => request.method === method);
  const fieldsOf = (request: SeenRequest) =>
    (request.body as { fields: Record<string, unknown> }).fields;

  beforeEach(() => {
    setSession(makeSession({ token: 'jwt' }));
    // No children's profiles unless a test gives some: the "choose a child" step passes on.
    server.use(questionnaireApi.children({ children: [] }));
  });

  const profile = (id: number, firstName: string): ChildProfile => ({
    id,
    first_name: firstName,
    date_of_birth: '2017-03-02',
    age: 9,
    rising_grade_level: 4,
    health: {
      allergies: null,
      dietary_needs: null,
      medications: null,
      medical_conditions: null,
      accessibility_needs: null,
      doctor_name: null,
      doctor_phone: null,
      insurance_provider: null,
      insurance_policy_number: null,
    },
    emergency_contacts: [],
    authorized_pickups: [],
    updated_at: '2026-05-01T10:00:00.000Z',
  });

  it("first asks which child the plan is for and fills it in from the chosen child's profile", async () => {
    const user = userEvent.setup({ delay: null });
    server.use(
      questionnaireApi.children({ children: [profile(4, 'Maya'), profile(5, 'Leo')] }),
      questionnaireApi.list({ questionnaires: [questionnaire({ status: 'submitted' })] }),
      questionnaireApi.create((body) =>
        questionnaire({
          id: 9,
          child_id: body.child_id ?? null,
          fields: { ...questionnaire().fields, child_first_name: 'Leo', age: 9 },
        }),
      ),
    );
    renderPage();
    const step = await screen.findByRole('region', { name: CHILD_STEP_TEXT.title });
    const group = within(step).getByRole('radiogroup', { name: CHILD_STEP_TEXT.title });
    const options = within(group).getAllByRole('radio');
    expect(options.map((o) => o.closest('label')?.textContent)).toEqual([
      'Maya',
      'Leo',
      CHILD_STEP_TEXT.another,
    ]);
    expect(within(step).getByRole('button', { name: CHILD_STEP_TEXT.next })).toHaveProperty(
      'disabled',
      true,
    );
    expect(calls('POST')).toHaveLength(0);
    await user.click(within(group).getByRole('radio', { name: 'Leo' }));
    await user.click(within(step).getByRole('button', { name: CHILD_STEP_TEXT.next }));
    expect(await screen.findByRole('textbox', { name: /Child's first name/ })).toHaveProperty(
      'value',
      'Leo',
    );
    expect(calls('POST')).toMatchObject([
      { path: '/api/v1/parents/questionnaires', body: { child_id: 5 } },
    ]);
  });

  it('"Another child" starts the plan as asked, with no child', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(
      questionnaireApi.children({ children: [profile(4, 'Maya')] }),
      questionnaireApi.list({ questionnaires: [questionnaire({ status: 'submitted' })] }),
      questionnaireApi.create(() => questionnaire({ id: 9 })),
    );
    renderPage('/questionnaire?copy_from=7');
    const step = await screen.findByRole('region', { name: CHILD_STEP_TEXT.title });
    await user.click(within(step).getByRole('radio', { name: CHILD_STEP_TEXT.another }));
    await user.click(within(step).getByRole('button', { name: CHILD_STEP_TEXT.next }));
    expect(await screen.findByRole('textbox', { name: /Child's first name/ })).toHaveProperty(
      'value',
      '',
    );
    expect(calls('POST')).toMatchObject([{ body: { copy_from_id: 7 } }]);
    expect((calls('POST')[0]!.body as Record<string, unknown>).child_id).toBeUndefined();
  });

  it('continues the newest draft, saves changes to the server, and retries when offline', async () => {
    const older = questionnaire({ id: 3, created_at: '2026-04-01T10:00:00.000Z' });
    const newest = questionnaire({
      id: 7,
      fields: { ...questionnaire().fields, child_first_name: 'Maya', age: 9 },
    });
    let online = false;
    server.use(
      questionnaireApi.list({ questionnaires: [older, newest] }),
      // Offline: the request fails as fetch does without a network.
      questionnaireApi.update(() => (online ? newest : HttpResponse.error())),
    );
    const first = renderPage();
    const name = await screen.findByRole('textbox', { name: /Child's first name/ });
    expect(name).toHaveProperty('value', 'Maya');
    await waitFor(() => expect(first.router.state.location.search).toBe('?id=7'));

    await userEvent.type(name, 'na');
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(SAVE_STATUS_TEXT.retrying),
    );
    expect(calls('PUT')[0]!.path).toBe('/api/v1/parents/questionnaires/7');
    // A slow machine may save between the two letters; the latest save carries both.
    await waitFor(() =>
      expect(fieldsOf(calls('PUT').at(-1)!)).toMatchObject({ child_first_name: 'Mayana' }),
    );
    expect(parentDraftStore(7).load()).toMatchObject({ unsynced: true });

    // Reload while the server still has the old answers: this browser's copy wins and is sent.
    first.unmount();
    online = true;
    renderPage('/questionnaire?id=7');
    expect(await screen.findByRole('textbox', { name: /Child's first name/ })).toHaveProperty(
      'value',
      'Mayana',
    );
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(SAVE_STATUS_TEXT.saved),
    );
    const last = calls('PUT').at(-1)!;
    expect(fieldsOf(last)).toMatchObject({ child_first_name: 'Mayana' });
    expect(parentDraftStore(7).load()).toMatchObject({ unsynced: false });
    expect(calls('POST')).toHaveLength(0);
  });

  it('retries a failed save as soon as the browser is back online', async () => {
    let online = false;
    server.use(
      questionnaireApi.list({ questionnaires: [questionnaire()] }),
      questionnaireApi.update(() => (online ? questionnaire() : new Response('', { status: 503 }))),
    );
    renderPage();
    await userEvent.type(await screen.findByRole('textbox', { name: /Child's first name/ }), 'Li');
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(SAVE_STATUS_TEXT.retrying),
    );
    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(SAVE_STATUS_TEXT.saved),
    );
  });

  it('starts a copy when asked, and shows the upgrade dialog at the package limit', async () => {
    server.use(
      questionnaireApi.list({ questionnaires: [questionnaire({ status: 'submitted' })] }),
      questionnaireApi.create(
        apiError(403, {
          _base: [
            'Your package includes one questionnaire. Upgrade to Premium to plan for more children.',
          ],
        }),
      ),
    );
    renderPage('/questionnaire?copy_from=7');
    expect(
      await screen.findByRole('dialog', { name: 'Get more personal assistance!' }),
    ).toBeTruthy();
    expect(screen.getByText(/Upgrade to Premium to plan for more children/)).toBeTruthy();
    expect(calls('POST')[0]).toMatchObject({
      path: '/api/v1/parents/questionnaires',
      body: { copy_from_id: 7 },
    });
  });

  it('brings a visitor draft to the server after signing in', async () => {
    visitorDraftStore.save({
      values: { ...formValuesFrom(), child_first_name: 'Sam', name: 'Pat', email: 'p@e.com' },
      step: 1,
      unsynced: false,
    });
    const created = questionnaire({ id: 12 });
    server.use(
      questionnaireApi.list({ questionnaires: [] }),
      questionnaireApi.create(HttpResponse.json(created, { status: 201 })),
      questionnaireApi.update({
        ...created,
        fields: { ...created.fields, child_first_name: 'Sam' },
      }),
    );
    renderPage();
    await waitFor(() => expect(heading()).toBe('Personal growth and special needs'));
    const put = calls('PUT')[0]!;
    expect(put.path).toBe('/api/v1/parents/questionnaires/12');
    expect(put.body).toEqual({ fields: { child_first_name: 'Sam' } });
    expect(visitorDraftStore.load()).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('textbox', { name: /Child's first name/ })).toHaveProperty(
      'value',
      'Sam',
    );
  });

  it('submits with a toast, then congratulations for a parent without a package', async () => {
    const draft = questionnaire({ fields: { ...questionnaire().fields } });
    parentDraftStore(7).save({ values: COMPLETE, step: 6, unsynced: true });
    server.use(
      questionnaireApi.list({ questionnaires: [draft] }),
      questionnaireApi.update({ ...draft, status: 'submitted' }),
    );
    const { router } = renderPage('/questionnaire?id=7');
    await waitFor(() => expect(heading()).toBe('Your address'));
    // The toast lives 4 s: watched from before the click, it is seen however long the next page
    // takes to load.
    const sent = screen.findByText(PLAN_SENT_MESSAGE);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await sent).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/congratulations'));
    const submit = calls('PUT').find((request) => (request.body as { submit?: boolean }).submit)!;
    expect(fieldsOf(submit)).toMatchObject({
      child_first_name: 'Maya',
      zip_code: '27601',
    });
    expect(parentDraftStore(7).load()).toBeNull();
  });
});
