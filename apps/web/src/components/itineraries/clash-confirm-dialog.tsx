import { useId, useState } from 'react';
import {
  Alert,
  AlertTitle,
  Box,
  Checkbox,
  CircularProgress,
  FormControlLabel,
  Typography,
} from '@mui/material';
import type { ScheduleCheck } from '@camp/shared/schedule-check';
import { CLASH_MESSAGES, acknowledgementOf, clashesOf } from '@camp/shared/schedule-clash';
import { ConfirmDialog, type ConfirmDialogProps } from '../ui/confirm-dialog';

export interface ClashConfirmDialogProps extends Omit<
  ConfirmDialogProps,
  'onConfirm' | 'confirmDisabled' | 'children' | 'maxWidth'
> {
  /** The itinerary's schedule checks; its clashes are listed, the rest is left out. */
  checks: readonly ScheduleCheck[];
  /** The checks are still being read: confirming waits for them. */
  checksLoading?: boolean;
  /** Confirmed, with the activity id pairs of the clashes kept (empty without clashes). */
  onConfirm: (acknowledgedClashes: number[][]) => void;
}

/**
 * A confirm dialog for a move that fixes an itinerary's schedule (accept, send, approve): it
 * lists the schedule's clashes, and confirming waits until each one is explicitly kept ('Keep
 * both'). Without clashes it is the plain confirm dialog.
 */
export function ClashConfirmDialog({
  checks,
  checksLoading = false,
  onConfirm,
  open,
  ...props
}: ClashConfirmDialogProps) {
  const clashes = clashesOf(checks);
  const [kept, setKept] = useState<ReadonlySet<string>>(new Set());
  // Each opening asks again: what was kept last time is forgotten once the dialog closes.
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (!open) setKept(new Set());
  }
  const allKept = clashes.every((c) => kept.has(c.message));
  return (
    <ConfirmDialog
      {...props}
      open={open}
      maxWidth={clashes.length ? 'sm' : 'xs'}
      confirmDisabled={checksLoading || !allKept}
      onConfirm={() => onConfirm(acknowledgementOf(clashes))}
    >
      {checksLoading ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 2 }} role="status">
          <CircularProgress size={18} aria-hidden />
          <Typography variant="body2">Checking the schedule…</Typography>
        </Box>
      ) : (
        clashes.length > 0 && (
          <ClashList
            clashes={clashes}
            kept={kept}
            onKeep={(message, keep) =>
              setKept((prev) => {
                const next = new Set(prev);
                if (keep) next.add(message);
                else next.delete(message);
                return next;
              })
            }
          />
        )
      )}
    </ConfirmDialog>
  );
}

function ClashList({
  clashes,
  kept,
  onKeep,
}: {
  clashes: ScheduleCheck[];
  kept: ReadonlySet<string>;
  onKeep: (message: string, keep: boolean) => void;
}) {
  const id = useId();
  return (
    <Alert
      severity="warning"
      role="group"
      aria-labelledby={`${id}-title`}
      sx={{ mt: 2, '& .MuiAlert-message': { width: '100%' } }}
    >
      <AlertTitle id={`${id}-title`}>{CLASH_MESSAGES.dialogTitle}</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {CLASH_MESSAGES.dialogHint}
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {clashes.map((c, i) => (
          <Box
            component="li"
            key={c.message}
            sx={{ py: 1, borderTop: i === 0 ? 0 : 1, borderColor: 'divider' }}
          >
            <Typography id={`${id}-clash-${i}`} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {c.message}
            </Typography>
            <FormControlLabel
              control={
                <Checkbox
                  checked={kept.has(c.message)}
                  onChange={(e) => onKeep(c.message, e.target.checked)}
                  slotProps={{ input: { 'aria-describedby': `${id}-clash-${i}` } }}
                />
              }
              label={CLASH_MESSAGES.keepBoth}
            />
          </Box>
        ))}
      </Box>
    </Alert>
  );
}
