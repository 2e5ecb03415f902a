import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeActivityCard } from '../../test-itineraries';
import { renderWithShell } from '../../test-utils';
import { ParentActivityCard } from './parent-activity-card';

const field = (card: HTMLElement, label: string) =>
  within(card).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('<ParentActivityCard />', () => {
  it('shows the days a class meets with its hours, and counts only those days', () => {
    renderWithShell(
      <ParentActivityCard
        activity={makeActivityCard({
          name: 'Chess Club',
          // Sunday Dec 6, 2026 to Saturday Jan 30, 2027: 16 Tuesdays and Thursdays.
          start_date: '2026-12-06',
          end_date: '2027-01-30',
          meeting_days: ['tue', 'thu'],
          start_time: '16:00',
          end_time: '17:30',
        })}
      />,
    );
    const card = screen.getByRole('article', { name: 'Chess Club' });
    expect(field(card, 'Meets')).toBe('Tue, Thu · 04:00 PM – 05:30 PM');
    expect(field(card, 'Dates')).toBe('Dec 6, 2026 – Jan 30, 2027 (16 days)');
  });

  it('shows every field of the card', () => {
    renderWithShell(
      <ParentActivityCard
        activity={makeActivityCard({
          instructor: 'Ms. Lee',
          what_to_bring: 'A water bottle\nSunscreen',
          waiver_form_url: 'https://w.example/f.pdf',
        })}
        paymentStatus="available_for_payment"
      />,
    );
    const card = screen.getByRole('article', { name: 'Robotics Camp' });
    expect(within(card).getByRole('heading', { level: 3, name: 'Robotics Camp' })).toBeTruthy();
    expect(within(card).getByText('Oak City Makers Lab')).toBeTruthy();
    expect(within(card).getByText('Available For Payment')).toBeTruthy();
    expect(field(card, 'Dates')).toBe('Jul 6, 2026 – Jul 10, 2026 (5 days)');
    expect(field(card, 'Meets')).toBe('Mon–Fri · 09:00 AM – 03:00 PM');
    expect(field(card, 'Ages')).toBe('8-12');
    expect(field(card, 'Grade')).toBe('3rd – 6th');
    expect(field(card, 'Camp type')).toBe('Day');
    expect(field(card, 'Price')).toBe('$330 (incl. $30 fee)');
    expect(field(card, 'Available seats')).toBe('12 / 20');
    expect(field(card, 'Location')).toBe('1 Glenwood Ave, Raleigh, NC');
    expect(field(card, 'Instructor')).toBe('Ms. Lee');
    expect(field(card, 'What to bring')).toBe('A water bottle\nSunscreen');
    expect(within(card).getByText('Build and race robots.')).toBeTruthy();
    const open = within(card).getByRole('link', { name: /Open camp page/ });
    expect(open.getAttribute('href')).toBe(makeActivityCard().url);
    expect(open.getAttribute('target')).toBe('_blank');
    expect(
      within(card)
        .getByRole('link', { name: /Waiver form/ })
        .getAttribute('href'),
    ).toBe('https://w.example/f.pdf');
    // Not approved: no Cancellation Policy.
    expect(within(card).queryByText('Cancellation Policy')).toBeNull();
  });

  it('shows no chip for Booking Not Available, and Yes for seats without a limit', () => {
    renderWithShell(
      <ParentActivityCard
        activity={makeActivityCard({ total_seats: null, available_seats: null })}
        paymentStatus="booking_not_available"
      />,
    );
    const card = screen.getByRole('article');
    expect(within(card).queryByText(/Booking/)).toBeNull();
    expect(field(card, 'Available seats')).toBe('Yes');
  });

  it('plays a YouTube link inline and opens gallery images larger', async () => {
    renderWithShell(
      <ParentActivityCard
        activity={makeActivityCard({
          media_link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
          optional_media_link: 'https://cdn.example/robots.jpg',
        })}
      />,
    );
    const frame = screen.getByTitle('Robotics Camp: video');
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    const gallery = screen.getByRole('list', { name: 'Robotics Camp: gallery' });
    await userEvent.click(
      within(gallery).getByRole('button', { name: 'Open image 1 of Robotics Camp' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Robotics Camp: media' });
    expect(within(dialog).getByRole('img', { name: 'Robotics Camp' }).getAttribute('src')).toBe(
      'https://cdn.example/robots.jpg',
    );
  });

  it('has a collapsible Cancellation Policy once the itinerary is approved', async () => {
    renderWithShell(<ParentActivityCard activity={makeActivityCard()} approved />);
    const toggle = screen.getByRole('button', { name: 'Cancellation Policy' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Full refund until June 1.')).toBeTruthy();
  });
});
