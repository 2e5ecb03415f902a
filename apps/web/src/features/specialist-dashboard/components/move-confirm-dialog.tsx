import { useQuery } from '@tanstack/react-query';
import { DASHBOARD_TEXT } from '@camp/shared/specialist-dashboard';
import { ClashConfirmDialog } from '../../../components/itineraries/clash-confirm-dialog';
import { scheduleChecksQueryOptions } from '../api/schedule-checks';

export interface PendingMove {
  /** The itinerary moved. */
  id: number;
  move: 'cancel' | 'approve';
  /** Which itinerary, in the dialog's text: 'Riley · Jamie Fox'. */
  label: string;
}

/**
 * The confirm dialogs of approve and cancel ('Repeal' as the cancel
 * dialog's cancel text), shared by the dashboard and the itinerary page. Approving lists the
 * itinerary's schedule clashes, read when the dialog opens, and waits for each to be kept.
 */
export function MoveConfirmDialog({
  pending,
  busy,
  onConfirm,
  onClose,
}: {
  pending: PendingMove | null;
  busy: boolean;
  /** Confirmed, with the clashes kept (approve; empty for cancel or without clashes). */
  onConfirm: (acknowledgedClashes: number[][]) => void;
  onClose: () => void;
}) {
  const approve = pending?.move === 'approve';
  const checks = useQuery({
    ...scheduleChecksQueryOptions(pending?.id ?? 0),
    enabled: approve,
  });
  return (
    <ClashConfirmDialog
      open={pending !== null}
      title={approve ? DASHBOARD_TEXT.approveConfirm : DASHBOARD_TEXT.cancelConfirm}
      description={pending?.label}
      confirmText={approve ? DASHBOARD_TEXT.approve : 'Cancel itinerary'}
      cancelText={approve ? 'Cancel' : DASHBOARD_TEXT.repeal}
      destructive={pending?.move === 'cancel'}
      busy={busy}
      // A failed read leaves the server to judge: it refuses an approval with a clash not kept.
      checks={approve ? (checks.data ?? []) : []}
      checksLoading={approve && checks.isPending && checks.fetchStatus !== 'idle'}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
