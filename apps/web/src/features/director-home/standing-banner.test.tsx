import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { ProviderStandingView } from '@camp/shared/provider-standing';
import { renderWithShell } from '../../test-utils';
import { apiRoute, server } from '../../test-server';
import { StandingBanner } from './standing-banner';

const active: ProviderStandingView = {
  standing: 'active',
  suspended_at: null,
  suspension_reason: null,
  termination_notice_at: null,
  terminates_at: null,
  terminated_at: null,
};

const standing = (view: ProviderStandingView) =>
  server.use(apiRoute('get', '/api/v1/camp_directors/standing', view));

describe('StandingBanner', () => {
  it('shows a suspension with its reason', async () => {
    standing({
      ...active,
      standing: 'suspended',
      suspended_at: '2026-11-28T09:00:00Z',
      suspension_reason: 'Unsafe equipment',
    });
    renderWithShell(<StandingBanner />);
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain('Your account is suspended');
    expect(banner.textContent).toContain('Unsafe equipment');
  });

  it('shows a notice of termination with its date', async () => {
    standing({
      ...active,
      standing: 'terminating',
      termination_notice_at: '2026-11-28T09:00:00Z',
      terminates_at: '2026-12-28T09:00:00Z',
    });
    renderWithShell(<StandingBanner />);
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain('Notice of termination');
    expect(banner.textContent).toMatch(/Dec 28, 2026/);
  });

  it('shows nothing in good standing', async () => {
    let asked = false;
    server.use(
      apiRoute('get', '/api/v1/camp_directors/standing', () => {
        asked = true;
        return active;
      }),
    );
    renderWithShell(<StandingBanner />);
    await expect.poll(() => asked).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
