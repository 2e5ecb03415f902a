import { SectionCard } from '../../../components/ui/section-card';
import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { CancellationRequest } from '@camp/shared/refunds';
import { LoadError, LoadingBlock, ListPagination } from '../../../components/ui/paged-list';
import { formatCents } from '../../../lib/format';
import { cancellationRequestsQueryOptions } from '../api/cancellation-requests';
import { CancellationStatusChip } from './cancellation-status-chip';
import { DecisionDialog } from './decision-dialog';

/**
 * Cancellation requests with Approve / Decline on the pending ones: a director's (their
 * programs') above their orders, every one on the admin page (decision 0064).
 */
export function CancellationRequestsPanel({
  area,
  hideWhenEmpty = false,
}: {
  area: 'camp_directors' | 'admins';
  hideWhenEmpty?: boolean;
}) {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, error } = useQuery(
    cancellationRequestsQueryOptions(area, page),
  );
  const [deciding, setDeciding] = useState<{
    request: CancellationRequest;
    decision: 'approve' | 'decline';
  } | null>(null);
  if (hideWhenEmpty && data?.cancellation_requests.length === 0) return null;

  return (
    <SectionCard title="Cancellation requests" sx={{ mb: 3 }}>
      {isPending ? (
        <LoadingBlock label="Loading cancellation requests" />
      ) : isError ? (
        <LoadError error={error} />
      ) : data.cancellation_requests.length === 0 ? (
        <Typography color="text.secondary">There are no cancellation requests.</Typography>
      ) : (
        <>
          <Box
            component="ul"
            aria-label="Cancellation requests"
            sx={{ p: 0, m: 0, display: 'grid', gap: 2 }}
          >
            {data.cancellation_requests.map((r) => (
              <Box
                component="li"
                key={r.id}
                sx={{
                  listStyle: 'none',
                  display: 'grid',
                  gap: 0.5,
                  pb: 2,
                  borderBottom: 1,
                  borderColor: 'divider',
                }}
              >
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                  <Typography sx={{ fontWeight: 600 }}>
                    {r.activity_name}
                    {r.provider_name ? ` · ${r.provider_name}` : ''}
                  </Typography>
                  <CancellationStatusChip status={r.status} />
                </Box>
                <Typography variant="body2">
                  {r.parent_name ?? 'A parent'}
                  {r.child_name ? ` for ${r.child_name}` : ''} · paid {formatCents(r.paid_cents)}
                  {r.start_date ? ` · starts ${r.start_date}` : ''}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  Reason: {r.reason}
                </Typography>
                {r.status === 'refunded' && (
                  <Typography variant="body2">
                    Refunded {formatCents(r.refund_amount_cents ?? 0)}
                  </Typography>
                )}
                {r.status === 'pending' && (
                  <Box sx={{ display: 'flex', gap: 1, mt: 0.5 }}>
                    <Button
                      variant="contained"
                      size="small"
                      onClick={() => setDeciding({ request: r, decision: 'approve' })}
                      aria-label={`Approve the cancellation of ${r.activity_name} for ${r.parent_name ?? 'a parent'}`}
                    >
                      Approve
                    </Button>
                    <Button
                      variant="outlined"
                      color="error"
                      size="small"
                      onClick={() => setDeciding({ request: r, decision: 'decline' })}
                      aria-label={`Decline the cancellation of ${r.activity_name} for ${r.parent_name ?? 'a parent'}`}
                    >
                      Decline
                    </Button>
                  </Box>
                )}
              </Box>
            ))}
          </Box>
          <ListPagination page={page} pages={data.pagy.pages} onChange={setPage} />
        </>
      )}
      {deciding && (
        <DecisionDialog
          area={area}
          request={deciding.request}
          decision={deciding.decision}
          onClose={() => setDeciding(null)}
        />
      )}
    </SectionCard>
  );
}
