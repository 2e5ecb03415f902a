import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AGE_GRADE_DIALOG, ACTIVITY_MESSAGES } from '@camp/shared/activity';
import { MEETING_DAYS_MESSAGES } from '@camp/shared/meeting-days';
import type { DirectorActivity } from '@camp/shared/director-activity';
import { ApiError } from '../../../lib/api-client';
import { renderWithShell } from '../../../test-utils';
import { apiRoute, server } from '../../../test-server';
import { ActivityForm, type ActivityFormProps } from './activity-form';

const OPTIONS = [
  {
    id: 1,
    name: 'Sports',
    skill_developments: [
      { id: 11, name: 'Soccer' },
      { id: 12, name: 'Tennis' },
    ],
  },
  { id: 2, name: 'Music', skill_developments: [{ id: 21, name: 'Piano' }] },
];

const ACTIVITY: DirectorActivity = {
  id: 7,
  activity_provider_id: 3,
  provider_name: 'Forest Explorers',
  name: 'Junior Rangers',
  url: 'https://camp.example.com/rangers',
  price: 250,
  fee: 0,
  start_date: '2027-06-07',
  end_date: '2027-06-11',
  date: ['2027-06-07', '2027-06-11'],
  meeting_days: ['mon', 'tue', 'wed', 'thu', 'fri'],
  start_time: '09:00',
  end_time: '15:00',
  sku: 'P3-ABCDEFGH',
  parent_sku: null,
  parent_activity_id: null,
  duplicated_status: false,
  has_duplicates: false,
  unpublished_at: null,
  location: '100 Main St, Raleigh, NC 27601',
  latitude: null,
  longitude: null,
  camp_type: 'Day',
  description: 'Trails and maps.',
  other_info: null,
  grade_level_start: null,
  grade_level_end: null,
  age_level: null,
  interest_ids: [1],
  interests: [{ id: 1, name: 'Sports' }],
  skill_development: [11],
  skill_developments: [{ id: 11, name: 'Soccer' }],
  media_link: 'https://camp.example.com/video',
  optional_media_link: null,
  total_seats: 20,
  reserved_seats: 5,
  available_seats: 15,
  instructor: null,
  camp_info_time: null,
  camp_info_title: null,
  details: null,
  what_to_bring: null,
  duration: 5,
};

function renderForm(props: Partial<ActivityFormProps> = {}) {
  const onSubmit = vi.fn<ActivityFormProps['onSubmit']>(() => Promise.resolve());
  renderWithShell(
    <ActivityForm
      mode="edit"
      activity={ACTIVITY}
      location={ACTIVITY.location}
      interestOptions={OPTIONS}
      onSubmit={onSubmit}
      {...props}
    />,
  );
  return { onSubmit };
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const box = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('<ActivityForm />', () => {
  it('keeps the submit button disabled until the form is changed', async () => {
    renderForm({ mode: 'create', activity: undefined });
    expect(button('Create activity').disabled).toBe(true);
    await userEvent.type(box(/^Name/), 'Rangers');
    expect(button('Create activity').disabled).toBe(false);
    expect(box(/^Location/).value).toBe(ACTIVITY.location);
    expect(box(/^Location/).readOnly).toBe(true);
  });

  it('validates on every change with the spec messages, and computes available seats', async () => {
    renderForm();
    const price = box(/^Price/);
    await userEvent.clear(price);
    await userEvent.type(price, '0.5');
    expect(await screen.findByText(ACTIVITY_MESSAGES.priceMin)).toBeTruthy();
    expect(box(/^Available seats/).value).toBe('15');
    const reserved = box(/^Reserved seats/);
    await userEvent.clear(reserved);
    await userEvent.type(reserved, '20');
    expect(box(/^Available seats/).value).toBe('0');
    await userEvent.type(reserved, '1');
    expect(await screen.findByText(ACTIVITY_MESSAGES.reservedOverTotal)).toBeTruthy();
  });

  it('follows the total with the reserved seats message and keeps Save disabled while it shows', async () => {
    renderForm({ mode: 'create', activity: undefined });
    await userEvent.type(box(/^Reserved seats/), '5');
    expect(await screen.findByText(ACTIVITY_MESSAGES.reservedWithoutTotal)).toBeTruthy();
    expect(button('Create activity').disabled).toBe(true);
    const total = box(/^Total seats/);
    await userEvent.type(total, '3');
    expect(await screen.findByText(ACTIVITY_MESSAGES.reservedOverTotal)).toBeTruthy();
    expect(screen.queryByText(ACTIVITY_MESSAGES.reservedWithoutTotal)).toBeNull();
    expect(button('Create activity').disabled).toBe(true);
    await userEvent.type(total, '0');
    await waitFor(() => expect(screen.queryByText(ACTIVITY_MESSAGES.reservedOverTotal)).toBeNull());
    expect(box(/^Available seats/).value).toBe('25');
    expect(button('Create activity').disabled).toBe(false);
  });

  it('shows the reserved seats message when an edit lowers the total below them', async () => {
    renderForm();
    const total = box(/^Total seats/);
    await userEvent.clear(total);
    await userEvent.type(total, '3');
    expect(await screen.findByText(ACTIVITY_MESSAGES.reservedOverTotal)).toBeTruthy();
    expect(button('Save changes').disabled).toBe(true);
    await userEvent.type(total, '0');
    await waitFor(() => expect(screen.queryByText(ACTIVITY_MESSAGES.reservedOverTotal)).toBeNull());
    expect(button('Save changes').disabled).toBe(false);
  });

  it('lower-cases the url as typed', async () => {
    renderForm();
    const url = box(/^Url/);
    await userEvent.clear(url);
    await userEvent.type(url, 'HTTPS://Camp.Example.com/X');
    expect(url.value).toBe('https://camp.example.com/x');
  });

  it('asks for an age or grade level before sending, then sends the moved ages', async () => {
    const { onSubmit } = renderForm();
    await userEvent.type(box(/^Details/), 'Meet at the lodge');
    await userEvent.type(box(/^What to bring/), 'Sunscreen and a hat');
    await userEvent.click(button('Save changes'));
    const dialog = await screen.findByRole('dialog', { name: AGE_GRADE_DIALOG.title });
    expect(within(dialog).getByText(AGE_GRADE_DIALOG.text)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: AGE_GRADE_DIALOG.button }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.change(screen.getByRole('slider', { name: 'Maximum age' }), {
      target: { value: 9 },
    });
    await userEvent.click(button('Save changes'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      details: 'Meet at the lodge',
      what_to_bring: 'Sunscreen and a hat',
      age_level: [4, 9],
      location: ACTIVITY.location,
      date: ['2027-06-07', '2027-06-11'],
      interest_ids: [1],
      skill_development: [11],
    });
  });

  it('sends no ages when only grades are given', async () => {
    const { onSubmit } = renderForm({
      activity: { ...ACTIVITY, grade_level_start: 0, grade_level_end: 2 },
    });
    await userEvent.type(box(/^Instructor/), 'Sam');
    await userEvent.click(button('Save changes'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      age_level: null,
      grade_level_start: '0',
      grade_level_end: '2',
    });
  });

  it('locks the inherited fields of a duplicate and never asks for ages', async () => {
    const { onSubmit } = renderForm({ mode: 'duplicate' });
    for (const name of [
      /^Name/,
      /^Media link/,
      /^Optional media link/,
      /^Description/,
      /^Other info/,
      /^Fee/,
    ]) {
      expect(box(name).disabled, String(name)).toBe(true);
    }
    for (const name of [
      /^Url/,
      /^Price/,
      /^Details/,
      /^What to bring/,
      /^Instructor/,
      /^Total seats/,
    ]) {
      expect(box(name).disabled, String(name)).toBe(false);
    }
    expect(screen.getByRole('combobox', { name: /^Camp type/ }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    expect((screen.getByRole('slider', { name: 'Minimum age' }) as HTMLInputElement).disabled).toBe(
      true,
    );
    expect(
      (screen.getByRole('combobox', { name: /^Interests/ }) as HTMLInputElement).disabled,
    ).toBe(true);
    expect(
      (screen.getByRole('combobox', { name: /^Skill development/ }) as HTMLInputElement).disabled,
    ).toBe(true);
    expect(button('Duplicate').disabled).toBe(true);

    const price = box(/^Price/);
    await userEvent.clear(price);
    await userEvent.type(price, '300');
    await userEvent.click(button('Duplicate'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ price: '300' });
  });

  it('locks the inherited fields when editing a duplicate', () => {
    renderForm({ activity: { ...ACTIVITY, duplicated_status: true, parent_sku: 'P3-PARENT00' } });
    expect(box(/^Name/).disabled).toBe(true);
    expect(box(/^Url/).disabled).toBe(false);
  });

  const pressed = () =>
    within(screen.getByRole('group', { name: /^Meeting days/ }))
      .getAllByRole('button')
      .filter((b) => b.getAttribute('aria-pressed') === 'true')
      .map((b) => b.getAttribute('aria-label'));

  it('ticks Monday to Friday for a day camp and nothing for a class, which picks its days', async () => {
    renderForm({ mode: 'create', activity: undefined });
    expect(pressed()).toEqual([]);
    const chooseType = async (type: string) => {
      await userEvent.click(screen.getByRole('combobox', { name: /^Camp type/ }));
      await userEvent.click(await screen.findByRole('option', { name: type }));
    };
    await chooseType('Day');
    expect(pressed()).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);
    await chooseType('Classes');
    expect(pressed()).toEqual([]);
    await userEvent.click(button('Thursday'));
    await userEvent.click(button('Tuesday'));
    expect(pressed()).toEqual(['Tuesday', 'Thursday']);
    // Once chosen, the days stay whatever the camp type.
    await chooseType('Day');
    expect(pressed()).toEqual(['Tuesday', 'Thursday']);
  });

  it('offers the camp types the API lists, and keeps an activity’s retired one, marked', async () => {
    // Admins edit the list: 'Sailing' was added, 'Virtual' (this activity's) retired.
    server.use(apiRoute('get', '/api/v1/camp_types', () => ({ camp_types: ['Day', 'Sailing'] })));
    renderForm({ activity: { ...ACTIVITY, camp_type: 'Virtual' } });
    await userEvent.click(screen.getByRole('combobox', { name: /^Camp type/ }));
    const list = await screen.findByRole('listbox');
    expect(await within(list).findByRole('option', { name: 'Sailing' })).toBeTruthy();
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Day', 'Sailing', 'Virtual (retired)']);
  });

  it('sends the days chosen in week order, and asks for at least one', async () => {
    const { onSubmit } = renderForm({ activity: { ...ACTIVITY, age_level: [6, 9] } });
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
      await userEvent.click(button(day));
    }
    expect(await screen.findByText(MEETING_DAYS_MESSAGES.required)).toBeTruthy();
    expect(button('Save changes').disabled).toBe(true);
    await userEvent.click(button('Thursday'));
    await userEvent.click(button('Tuesday'));
    await waitFor(() => expect(screen.queryByText(MEETING_DAYS_MESSAGES.required)).toBeNull());
    await userEvent.click(button('Save changes'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ meeting_days: ['tue', 'thu'] });
  });

  it('says when no meeting day falls between the dates', async () => {
    renderForm({ activity: { ...ACTIVITY, age_level: [6, 9] } });
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']) {
      await userEvent.click(button(day));
    }
    // Jun 7-11, 2027 is Monday to Friday: a Saturday-only activity never meets.
    expect(await screen.findByText(MEETING_DAYS_MESSAGES.outsideDates)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2027-06-12' } });
    await waitFor(() => expect(screen.queryByText(MEETING_DAYS_MESSAGES.outsideDates)).toBeNull());
  });

  it('puts server messages on their fields', async () => {
    const onSubmit = vi.fn(() =>
      Promise.reject(new ApiError(422, { errors: { skill_development: ['Invalid option'] } })),
    );
    renderForm({ activity: { ...ACTIVITY, age_level: [6, 9] }, onSubmit });
    await userEvent.type(box(/^Details/), 'x');
    await userEvent.click(button('Save changes'));
    expect(await screen.findByText('Invalid option')).toBeTruthy();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
