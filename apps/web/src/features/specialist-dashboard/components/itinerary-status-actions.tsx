import { useState } from 'react';
import { Button } from '@mui/material';
import type { ItineraryStatus } from '@camp/shared/enums';
import { canApprove, canCancel, DASHBOARD_TEXT } from '@camp/shared/specialist-dashboard';
import { useMoveItinerary } from '../api/actions';
import { MoveConfirmDialog, type PendingMove } from './move-confirm-dialog';

/**
 * Approve (accepted → approved) and cancel for one itinerary, each through the dashboard's
 * confirm dialog and mutation; `onMoved` lets the page holding it refetch its own view.
 */
export function ItineraryStatusActions({
  id,
  status,
  label,
  onMoved,
}: {
  id: number;
  status: ItineraryStatus;
  label: string;
  onMoved?: () => void;
}) {
  const move = useMoveItinerary();
  const [pending, setPending] = useState<PendingMove | null>(null);
  if (!canApprove(status) && !canCancel(status)) return null;
  return (
    <>
      {canApprove(status) && (
        <Button
          variant="contained"
          color="success"
          onClick={() => setPending({ id, move: 'approve', label })}
        >
          {DASHBOARD_TEXT.approve}
        </Button>
      )}
      {canCancel(status) && (
        <Button
          variant="outlined"
          color="error"
          onClick={() => setPending({ id, move: 'cancel', label })}
        >
          {DASHBOARD_TEXT.cancel}
        </Button>
      )}
      <MoveConfirmDialog
        pending={pending}
        busy={move.isPending}
        onConfirm={(acknowledgedClashes) =>
          pending &&
          move.mutate(
            { id, move: pending.move, acknowledgedClashes },
            { onSuccess: () => onMoved?.(), onSettled: () => setPending(null) },
          )
        }
        onClose={() => setPending(null)}
      />
    </>
  );
}
