import { describe, expect, it } from 'vitest';
import {
  formatAges,
  formatDuration,
  formatGrades,
  formatSeats,
  mediaItems,
  paymentStatusLabel,
  youtubeId,
} from './activity-format';

describe('activity-format', () => {
  it('humanises payment statuses and gives Booking Not Available no label', () => {
    expect(paymentStatusLabel('booking_available')).toBe('Booking Available');
    expect(paymentStatusLabel('available_for_payment')).toBe('Available For Payment');
    expect(paymentStatusLabel('easy_booking')).toBe('Easy Booking');
    expect(paymentStatusLabel('paid')).toBe('Paid');
    expect(paymentStatusLabel('booking_not_available')).toBeNull();
  });

  it('counts days inclusively, one day otherwise', () => {
    expect(formatDuration('2026-07-06', '2026-07-10')).toBe('5 days');
    expect(formatDuration('2026-07-06', '2026-07-06')).toBe('1 day');
    expect(formatDuration('2026-06-29', '2026-07-03')).toBe('5 days');
  });

  it('reads seats as available / total, or Yes without a limit', () => {
    expect(formatSeats(12, 20)).toBe('12 / 20');
    expect(formatSeats(0, 20)).toBe('0 / 20');
    expect(formatSeats(null, null)).toBe('Yes');
    expect(formatSeats(0, 0)).toBe('No');
  });

  it('words ages and grades (-1 Preschool, 0 Kindergarten)', () => {
    expect(formatAges(6, 10)).toBe('6-10');
    expect(formatAges(6, null)).toBe('6+');
    expect(formatAges(null, null)).toBeNull();
    expect(formatGrades(-1, 2)).toBe('Preschool – 2nd');
    expect(formatGrades(0, 0)).toBe('Kindergarten');
    expect(formatGrades(null, null)).toBeNull();
  });

  it('finds YouTube ids in the usual link shapes', () => {
    expect(youtubeId('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3')).toBe('dQw4w9WgXcQ');
    expect(youtubeId('https://youtu.be/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeId('https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeId('https://youtube.com/shorts/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeId('https://evil.example/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(youtubeId('https://www.youtube.com/watch?v=short')).toBeNull();
  });

  it('sorts media links into YouTube, gallery and plain links, dropping non-http ones', () => {
    expect(
      mediaItems([
        'https://youtu.be/dQw4w9WgXcQ',
        'https://cdn.example/a.JPG',
        'https://cdn.example/b.mp4',
        'https://camp.example/gallery',
        'javascript:alert(1)',
        null,
        'https://cdn.example/a.JPG',
      ]).map((m) => m.kind),
    ).toEqual(['youtube', 'image', 'video', 'link']);
  });
});
