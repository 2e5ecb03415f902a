import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster, toast } from '../../../components/ui/toaster';
import { recordRequests, server } from '../../../test-server';
import { renderWithShell, stubMatchMedia } from '../../../test-utils';
import { parentProfileApi } from '../test-handlers';
import { REMINDERS_SAVED, RemindersSection } from './reminders-section';

afterEach(() => {
  server.resetHandlers();
  toast.clear();
});

describe('<RemindersSection />', () => {
  it('shows each kind on, and turns one off at once', async () => {
    stubMatchMedia((q) => q.includes('max-width'));
    server.use(
      parentProfileApi.reminders({
        reminders: { activity_week: true, activity_day: true, instalment: true },
      }),
      parentProfileApi.saveReminders((body) => ({ reminders: body })),
    );
    const seen = recordRequests();
    renderWithShell(
      <>
        <RemindersSection />
        <Toaster />
      </>,
      { path: '/profile' },
    );
    const week = await screen.findByRole('switch', { name: 'A week before an activity starts' });
    expect((week as HTMLInputElement).checked).toBe(true);
    await userEvent.click(week);
    expect(await screen.findByText(REMINDERS_SAVED)).toBeTruthy();
    expect((week as HTMLInputElement).checked).toBe(false);
    const put = seen.find((r) => r.method === 'PUT');
    expect(put?.body).toEqual({ activity_week: false, activity_day: true, instalment: true });
  });
});
