import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogContent,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { ITINERARY_STATUSES, ITINERARY_STATUS_LABELS } from '@camp/shared/enums';
import type { StaffDetails, StaffMember } from '@camp/shared/staff';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DetailsList } from '../../../components/ui/details-list';
import { DialogTitleBar } from '../../../components/ui/dialog-title-bar';
import { toast } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import {
  staffDetailsQueryOptions,
  useChangeStaffRole,
  useStaffAction,
  type StaffAction,
} from '../api/staff';
import { HeldItineraries } from './held-itineraries';
import { STATUS_LABELS } from './staff-filters';
import { roleLabel } from './staff-grid';

/** The API's refusal as one sentence: its _base message, else its first field message. */
function refusal(err: unknown): string {
  if (!(err instanceof ApiError)) return 'Something went wrong';
  const base = err.fieldErrors._base?.[0];
  return base ?? Object.values(err.fieldErrors)[0]?.[0] ?? err.message;
}

const DONE: Record<StaffAction, string> = {
  deactivation: 'Deactivated: every session of theirs has ended.',
  reactivation: 'Reactivated: they can sign in again.',
  invitation: 'A new invitation is on its way.',
  'password-reset': 'A password-reset link is on its way.',
};

/** A specialist's itineraries by status, as small tiles (two a row on a phone). */
function Workload({ details }: { details: StaffDetails }) {
  return (
    <Box component="section" aria-labelledby="staff-workload-title" sx={{ mt: 2.4 }}>
      <Typography id="staff-workload-title" variant="h6" component="h3" sx={{ mb: 1 }}>
        Itineraries by status
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
          gap: 1,
          m: 0,
        }}
      >
        {ITINERARY_STATUSES.map((s) => (
          <Box
            key={s}
            sx={{ border: 1, borderColor: 'divider', borderRadius: '12px', px: 1.4, py: 1 }}
          >
            <Typography component="dt" variant="body2" color="text.secondary">
              {ITINERARY_STATUS_LABELS[s]}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: '1.25rem' }}>
              {details.workload[s]}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/**
 * One staff member: their account, a specialist's itineraries by status, and what an admin can
 * do (resend the invitation, send a password reset, change the role, deactivate, reactivate).
 * Never offers an admin to deactivate themselves or to give up their own role.
 */
export function StaffDetailsDialog({
  member,
  selfId,
  onClose,
}: {
  member: StaffMember;
  selfId: number;
  onClose: () => void;
}) {
  const details = useQuery(staffDetailsQueryOptions(member.id));
  const shown = details.data ?? member;
  const action = useStaffAction();
  const role = useChangeStaffRole();
  const [confirm, setConfirm] = useState<'deactivation' | 'role' | null>(null);
  const self = member.id === selfId;
  const busy = action.isPending || role.isPending;
  const otherRole = shown.role === 'Admin' ? 'Specialist' : 'Admin';

  const run = async (what: StaffAction) => {
    try {
      await action.mutateAsync({ id: member.id, action: what });
      toast.success(DONE[what]);
    } catch (err) {
      toast.error(refusal(err));
    } finally {
      setConfirm(null);
    }
  };
  const changeRole = async () => {
    try {
      await role.mutateAsync({ id: member.id, role: otherRole });
      toast.success(
        `${shown.name} is now ${otherRole === 'Admin' ? 'an administrator' : 'a specialist'}.`,
      );
    } catch (err) {
      toast.error(refusal(err));
    } finally {
      setConfirm(null);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="staff-details-title" maxWidth="sm" fullWidth>
      <DialogTitleBar id="staff-details-title" onClose={onClose}>
        {shown.name}
      </DialogTitleBar>
      <DialogContent>
        <DetailsList
          rows={[
            ['E-mail', shown.email],
            ['Role', roleLabel(shown.role)],
            ['Status', STATUS_LABELS[shown.status]],
            [
              'Last sign-in',
              shown.last_sign_in_at ? formatDateTime(shown.last_sign_in_at) : 'Never',
            ],
            ['Added', formatDateTime(shown.created_at)],
            ...(shown.deactivated_at
              ? ([['Deactivated', formatDateTime(shown.deactivated_at)]] as const)
              : []),
          ]}
        />
        {self && (
          <Alert severity="info" sx={{ mt: 2 }}>
            This is your own account: you cannot deactivate it or give up your administrator role.
          </Alert>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.2, mt: 2.4 }}>
          {shown.status === 'invited' && (
            <Button variant="contained" disabled={busy} onClick={() => void run('invitation')}>
              Resend invitation
            </Button>
          )}
          {shown.status === 'active' && (
            <Button variant="outlined" disabled={busy} onClick={() => void run('password-reset')}>
              Send password reset
            </Button>
          )}
          {shown.status === 'deactivated' && (
            <Button variant="contained" disabled={busy} onClick={() => void run('reactivation')}>
              Reactivate
            </Button>
          )}
          {!self && shown.status !== 'deactivated' && (
            <Button
              variant="outlined"
              color="error"
              disabled={busy}
              onClick={() => setConfirm('deactivation')}
            >
              Deactivate
            </Button>
          )}
          {!self && (
            <Button variant="outlined" disabled={busy} onClick={() => setConfirm('role')}>
              {otherRole === 'Admin' ? 'Make administrator' : 'Make specialist'}
            </Button>
          )}
        </Box>
        {shown.role === 'Specialist' &&
          (details.data ? (
            <>
              <Workload details={details.data} />
              <HeldItineraries details={details.data} />
            </>
          ) : details.isError ? (
            <Alert severity="warning" sx={{ mt: 2.4 }}>
              The itinerary counts could not be loaded.
            </Alert>
          ) : (
            <CircularProgress size={24} sx={{ mt: 2.4 }} aria-label="Loading the itineraries" />
          ))}
      </DialogContent>
      <ConfirmDialog
        open={confirm === 'deactivation'}
        title={`Deactivate ${shown.name}?`}
        description="They are signed out everywhere at once and can no longer sign in until an administrator reactivates the account."
        confirmText="Deactivate"
        destructive
        busy={busy}
        onConfirm={() => void run('deactivation')}
        onClose={() => setConfirm(null)}
      />
      <ConfirmDialog
        open={confirm === 'role'}
        title={
          otherRole === 'Admin'
            ? `Make ${shown.name} an administrator?`
            : `Make ${shown.name} a specialist?`
        }
        description="They are signed out and sign in again on the page of their new role."
        confirmText="Change role"
        busy={busy}
        onConfirm={() => void changeRole()}
        onClose={() => setConfirm(null)}
      />
    </Dialog>
  );
}
