import { useState } from 'react';
import { Alert, Box, Button, Paper, TextField, Typography } from '@mui/material';
import {
  PROVIDER_STANDING_MESSAGES,
  SUSPENSION_REASON_MAX,
  TERMINATION_NOTICE_DAYS,
  type AdminProviderDetail,
  type ProviderStanding,
} from '@camp/shared/provider-standing';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { StatusChip, type StatusChipTone } from '../../../components/ui/status-chip';
import { toast } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-client';
import { failureMessage } from '../../../lib/form-support';
import { formatDateTime } from '../../../lib/format';
import { useStandingAction, type StandingAction } from '../api/provider-admin';

export const STANDING_LABELS: Record<ProviderStanding, string> = {
  active: 'Active',
  suspended: 'Suspended',
  terminating: 'Under notice of termination',
  terminated: 'Terminated',
};

const TONES: Record<ProviderStanding, StatusChipTone> = {
  active: 'success',
  suspended: 'warning',
  terminating: 'warning',
  terminated: 'default',
};

const CONFIRMS: Record<
  Exclude<StandingAction, 'suspend'>,
  { title: string; description: string; confirm: string; destructive?: boolean }
> = {
  reinstate: {
    title: 'Reinstate this provider?',
    description: 'Their programs and activities return to the catalog and the banner goes away.',
    confirm: 'Reinstate',
  },
  terminate: {
    title: `Give ${TERMINATION_NOTICE_DAYS} days’ notice of termination?`,
    description: `The provider is terminated ${TERMINATION_NOTICE_DAYS} days from now unless the notice is cancelled before. Until then nothing changes for families; the director sees the date.`,
    confirm: 'Give notice',
    destructive: true,
  },
  'cancel-termination': {
    title: 'Cancel the notice of termination?',
    description: 'The provider stays on Camp Concierge; the director no longer sees the notice.',
    confirm: 'Cancel the notice',
  },
};

/**
 * The provider's standing with the operator and its actions: suspend at once (with the reason
 * the director sees), reinstate, give 30 days' notice of termination, cancel that notice.
 */
export function StandingSection({ provider: p }: { provider: AdminProviderDetail }) {
  const action = useStandingAction(p.user_id);
  const [confirming, setConfirming] = useState<Exclude<StandingAction, 'suspend'> | null>(null);
  const [suspending, setSuspending] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const validated = p.status === 'validated';
  const terminated = p.standing === 'terminated';

  const run = (which: StandingAction, done: () => void) => {
    action.mutate(
      { action: which, ...(which === 'suspend' ? { reason } : {}) },
      {
        onSuccess: () => {
          toast.success(
            {
              suspend: 'The provider is suspended.',
              reinstate: 'The provider is reinstated.',
              terminate: 'Notice of termination given.',
              'cancel-termination': 'The notice of termination is cancelled.',
            }[which],
          );
          done();
        },
        onError: (err) => {
          const field = err instanceof ApiError ? err.fieldErrors.reason?.[0] : undefined;
          if (which === 'suspend' && field) {
            setReasonError(field);
            return;
          }
          done();
          toast.error(failureMessage(err), 'Error');
        },
      },
    );
  };

  const confirm = confirming ? CONFIRMS[confirming] : null;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="standing-heading"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: '18px', mb: 3 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
        <Typography id="standing-heading" variant="h5" component="h2" sx={{ fontWeight: 800 }}>
          Standing
        </Typography>
        <StatusChip tone={TONES[p.standing]} label={STANDING_LABELS[p.standing]} />
      </Box>
      {p.standing === 'suspended' || p.suspension_reason ? (
        <Alert severity="warning" sx={{ mb: 1.5 }}>
          Suspended {p.suspended_at ? formatDateTime(p.suspended_at) : ''}: {p.suspension_reason}
        </Alert>
      ) : null}
      {p.terminates_at && !terminated && (
        <Alert severity="info" sx={{ mb: 1.5 }}>
          Notice given {p.termination_notice_at ? formatDateTime(p.termination_notice_at) : ''};
          terminated on {formatDateTime(p.terminates_at)} unless cancelled before.
        </Alert>
      )}
      {terminated && p.terminated_at && (
        <Alert severity="error" sx={{ mb: 1.5 }}>
          Terminated {formatDateTime(p.terminated_at)}. Their programs are out of the catalog for
          good.
        </Alert>
      )}
      {!validated && (
        <Typography color="text.secondary">
          Only a validated provider can be suspended or terminated.
        </Typography>
      )}
      {validated && !terminated && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {p.standing === 'suspended' ? (
            <Button variant="contained" onClick={() => setConfirming('reinstate')}>
              Reinstate
            </Button>
          ) : (
            <Button
              variant="contained"
              color="error"
              onClick={() => {
                setReason('');
                setReasonError(null);
                setSuspending(true);
              }}
            >
              Suspend now
            </Button>
          )}
          {p.terminates_at ? (
            <Button variant="outlined" onClick={() => setConfirming('cancel-termination')}>
              Cancel the notice of termination
            </Button>
          ) : (
            <Button variant="outlined" color="error" onClick={() => setConfirming('terminate')}>
              Terminate with {TERMINATION_NOTICE_DAYS} days’ notice
            </Button>
          )}
        </Box>
      )}

      <ConfirmDialog
        open={confirming !== null}
        title={confirm?.title ?? ''}
        description={confirm?.description}
        confirmText={confirm?.confirm}
        destructive={confirm?.destructive}
        busy={action.isPending}
        onConfirm={() => confirming && run(confirming, () => setConfirming(null))}
        onClose={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={suspending}
        title="Suspend this provider now?"
        description="Their programs and activities leave the catalog at once and parents’ unpaid checkouts for them are cancelled. The director sees the reason."
        confirmText="Suspend"
        destructive
        busy={action.isPending}
        onConfirm={() => {
          if (!reason.trim()) {
            setReasonError(PROVIDER_STANDING_MESSAGES.reasonRequired);
            return;
          }
          run('suspend', () => setSuspending(false));
        }}
        onClose={() => setSuspending(false)}
      >
        <TextField
          label="Reason (breach or abuse)"
          required
          fullWidth
          multiline
          minRows={3}
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            setReasonError(null);
          }}
          error={Boolean(reasonError)}
          helperText={reasonError ?? 'The director sees this reason.'}
          slotProps={{ htmlInput: { maxLength: SUSPENSION_REASON_MAX } }}
          sx={{ mt: 2 }}
        />
      </ConfirmDialog>
    </Paper>
  );
}
