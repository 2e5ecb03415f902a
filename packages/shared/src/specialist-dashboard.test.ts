import { describe, expect, it } from 'vitest';
import {
  DASHBOARD_PAGE_SIZE,
  canApprove,
  canCancel,
  clampDashboardPage,
  dashboardQuerySchema,
  formatBusinessHours,
  formatDashboardDate,
} from './specialist-dashboard.js';

describe('formatDashboardDate', () => {
  it("renders 'MMM D, YYYY, H:mm A' on a 12-hour clock beside AM/PM", () => {
    expect(formatDashboardDate('2026-06-03T13:05:00Z', 'UTC')).toBe('Jun 3, 2026, 1:05 PM');
    expect(formatDashboardDate('2026-01-09T00:07:00Z', 'UTC')).toBe('Jan 9, 2026, 12:07 AM');
    expect(formatDashboardDate('2026-01-09T12:30:00Z', 'UTC')).toBe('Jan 9, 2026, 12:30 PM');
    expect(formatDashboardDate('2026-06-03T13:05:00Z', 'America/New_York')).toBe(
      'Jun 3, 2026, 9:05 AM',
    );
  });
});

describe('clampDashboardPage', () => {
  it('reads a bad or low page as 1 and a page past the end as the last', () => {
    expect(clampDashboardPage('abc', 25)).toEqual({ page: 1, pages: 3 });
    expect(clampDashboardPage('0', 25)).toEqual({ page: 1, pages: 3 });
    expect(clampDashboardPage('9', 25)).toEqual({ page: 3, pages: 3 });
    expect(clampDashboardPage('2', 25)).toEqual({ page: 2, pages: 3 });
    expect(clampDashboardPage('4', 0)).toEqual({ page: 1, pages: 1 });
    expect(DASHBOARD_PAGE_SIZE).toBe(10);
  });
});

describe('transitions', () => {
  it('approves only from accepted and cancels from every open status', () => {
    expect(canApprove('accepted')).toBe(true);
    expect(canApprove('review')).toBe(false);
    expect(canCancel('draft')).toBe(true);
    expect(canCancel('alternate_request')).toBe(true);
    expect(canCancel('approved')).toBe(false);
    expect(canCancel('canceled')).toBe(false);
  });
});

describe('dashboardQuerySchema', () => {
  it('defaults to the New tab, newest first, and refuses an unknown status', () => {
    expect(dashboardQuerySchema.parse({})).toEqual({ by_status: 'draft', sort: 'newest' });
    expect(dashboardQuerySchema.safeParse({ by_status: 'done' }).success).toBe(false);
  });
});

describe('formatBusinessHours', () => {
  it('rounds to a tenth', () => {
    expect(formatBusinessHours(1)).toBe('1 business hour');
    expect(formatBusinessHours(9.04)).toBe('9 business hours');
    expect(formatBusinessHours(12.36)).toBe('12.4 business hours');
  });
});
