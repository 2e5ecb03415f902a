import { useQuery } from '@tanstack/react-query';
import { Alert, AlertTitle, Box, Container } from '@mui/material';
import { Outlet } from 'react-router-dom';
import type { ProviderStandingView } from '@camp/shared/provider-standing';
import { apiFetch } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';

export const directorStandingQuery = {
  queryKey: ['director-standing'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiFetch<ProviderStandingView>('/api/v1/camp_directors/standing', { signal }),
};

/**
 * The operator's word on the director's account, above every page of their area: a suspension
 * with its reason, a termination (final), or a notice of termination with its date. Nothing
 * while the account is in good standing.
 */
export function StandingBanner() {
  const { data } = useQuery(directorStandingQuery);
  if (!data || data.standing === 'active') return null;
  const notice = data.terminates_at && data.standing !== 'terminated' && (
    <>Your account will be terminated on {formatDateTime(data.terminates_at)} (30 days’ notice).</>
  );
  return (
    <Container maxWidth="lg" sx={{ pt: 2, width: '100%' }}>
      {data.standing === 'suspended' && (
        <Alert severity="error" role="alert">
          <AlertTitle>Your account is suspended</AlertTitle>
          Your programs and activities are not offered to families. <strong>Reason:</strong>{' '}
          {data.suspension_reason}
          {notice && <Box sx={{ mt: 1 }}>{notice}</Box>}
        </Alert>
      )}
      {data.standing === 'terminating' && (
        <Alert severity="warning" role="alert">
          <AlertTitle>Notice of termination</AlertTitle>
          {notice}
        </Alert>
      )}
      {data.standing === 'terminated' && (
        <Alert severity="error" role="alert">
          <AlertTitle>Your account is terminated</AlertTitle>
          Your programs and activities are no longer offered to families.
          {data.suspension_reason && (
            <>
              {' '}
              <strong>Reason:</strong> {data.suspension_reason}
            </>
          )}
        </Alert>
      )}
    </Container>
  );
}

/** The director area's pages under the standing banner. */
export function DirectorArea() {
  return (
    <>
      <StandingBanner />
      <Outlet />
    </>
  );
}
