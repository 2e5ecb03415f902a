import { useState } from 'react';
import { Checkbox, FormControlLabel } from '@mui/material';
import { ORDER_MESSAGES } from '@camp/shared/order';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-client';
import { useSetProcessedMutation } from '../api/processed';

export interface ProcessedCheckboxProps {
  orderId: number;
  processed: boolean;
  /** Id of the element that names the order (read with the checkbox by screen readers). */
  describedBy?: string;
}

/**
 * The order's 'Processed' checkbox: unticking is immediate;
 * ticking first asks 'You have already processed this Parent/Order, are you sure?'.
 */
export function ProcessedCheckbox({ orderId, processed, describedBy }: ProcessedCheckboxProps) {
  const [confirming, setConfirming] = useState(false);
  const mutation = useSetProcessedMutation();
  const shown = mutation.isPending ? (mutation.variables?.processed ?? processed) : processed;

  const save = (next: boolean) => {
    mutation.mutate(
      { itinerary_activity_id: orderId, processed: next },
      {
        onSettled: () => setConfirming(false),
        onError: (err) =>
          toast.error(err instanceof ApiError ? err.message : 'Something went wrong', 'Error'),
      },
    );
  };

  return (
    <>
      <FormControlLabel
        label="Processed"
        sx={{ mr: 0, '& .MuiFormControlLabel-label': { fontWeight: 700, fontSize: '0.9rem' } }}
        control={
          <Checkbox
            checked={shown}
            disabled={mutation.isPending}
            onChange={(e) => {
              if (e.target.checked) setConfirming(true);
              else save(false);
            }}
            slotProps={{ input: { 'aria-describedby': describedBy } }}
          />
        }
      />
      <ConfirmDialog
        open={confirming}
        title={ORDER_MESSAGES.confirmProcessed.trim()}
        confirmText="Yes, processed"
        cancelText="Cancel"
        busy={mutation.isPending}
        onConfirm={() => save(true)}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
