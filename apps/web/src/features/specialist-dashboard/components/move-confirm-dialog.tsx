import { DASHBOARD_TEXT } from '@camp/shared/specialist-dashboard';
import { ConfirmDialog } from '../../../components/confirm-dialog';

export interface PendingMove {
  move: 'cancel' | 'approve';
  /** Which itinerary, in the dialog's text: 'Riley · Jamie Fox'. */
  label: string;
}

/**
 * The confirm dialogs of approve and cancel (second document, section 2: 'Repeal' as the cancel
 * dialog's cancel text), shared by the dashboard and the itinerary page.
 */
export function MoveConfirmDialog({
  pending,
  busy,
  onConfirm,
  onClose,
}: {
  pending: PendingMove | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const approve = pending?.move === 'approve';
  return (
    <ConfirmDialog
      open={pending !== null}
      title={approve ? DASHBOARD_TEXT.approveConfirm : DASHBOARD_TEXT.cancelConfirm}
      description={pending?.label}
      confirmText={approve ? DASHBOARD_TEXT.approve : 'Cancel itinerary'}
      cancelText={approve ? 'Cancel' : DASHBOARD_TEXT.repeal}
      destructive={pending?.move === 'cancel'}
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
