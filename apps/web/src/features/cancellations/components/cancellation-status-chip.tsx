import { Chip } from '@mui/material';
import { CANCELLATION_STATUS_LABELS, type CancellationStatus } from '@camp/shared/refunds';

// Only the theme's colors whose white text passes AA contrast (warning and info do not).
const COLORS: Record<CancellationStatus, 'default' | 'success' | 'error'> = {
  pending: 'default',
  approved: 'default',
  refunded: 'success',
  declined: 'error',
  withdrawn: 'default',
};

/** A request's status, in words (never color alone). */
export function CancellationStatusChip({ status }: { status: CancellationStatus }) {
  return (
    <Chip
      size="small"
      variant={status === 'withdrawn' ? 'outlined' : 'filled'}
      color={COLORS[status]}
      label={CANCELLATION_STATUS_LABELS[status]}
    />
  );
}
