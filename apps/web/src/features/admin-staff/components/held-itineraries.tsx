import { useState } from 'react';
import { Alert, Box, Button, MenuItem, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { ITINERARY_STATUS_LABELS } from '@camp/shared/enums';
import {
  itineraryReassignmentSchema,
  type ItineraryReassignment,
  type StaffDetails,
  type StaffItinerary,
} from '@camp/shared/staff';
import { FormDialog } from '../../../components/ui/form-dialog';
import { ExportCsvButton } from '../../../components/ui/list-filter';
import { StatusChip } from '../../../components/ui/status-chip';
import { FormTextField } from '../../../components/ui/form-text-field';
import { toast } from '../../../components/ui/toaster';
import { applyServerErrors, sharedResolver } from '../../../lib/form-support';
import { formatDateTime } from '../../../lib/format';
import {
  activeSpecialistsQueryOptions,
  downloadHeldItinerariesCsv,
  useReassignItinerary,
} from '../api/staff';

const childOf = (it: StaffItinerary) => it.child_name ?? 'Child not named yet';

/** Chooses the specialist an itinerary goes to; the API's refusals show under the field. */
function ReassignDialog({
  itinerary,
  from,
  onClose,
}: {
  itinerary: StaffItinerary;
  from: StaffDetails;
  onClose: () => void;
}) {
  const specialists = useQuery(activeSpecialistsQueryOptions());
  const reassign = useReassignItinerary();
  const others = (specialists.data?.staff ?? []).filter((s) => s.id !== from.id);
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ specialist_id: string }, unknown, ItineraryReassignment>({
    resolver: sharedResolver<{ specialist_id: string }, typeof itineraryReassignmentSchema>(
      itineraryReassignmentSchema,
    ),
    defaultValues: { specialist_id: '' },
  });
  const submit = handleSubmit(async (body) => {
    try {
      await reassign.mutateAsync({ itineraryId: itinerary.id, body });
      const to = others.find((s) => s.id === body.specialist_id)?.name ?? 'the specialist';
      toast.success(`${childOf(itinerary)}’s itinerary is now with ${to}.`, 'Reassigned');
      onClose();
    } catch (err) {
      applyServerErrors(err, setError, ['specialist_id']);
    }
  });
  return (
    <FormDialog
      id="reassign-title"
      title={`Reassign ${childOf(itinerary)}’s itinerary`}
      submitLabel="Reassign"
      submitting={isSubmitting}
      serverError={errors.root?.server?.message}
      onSubmit={submit}
      onClose={onClose}
    >
      <Typography variant="body2" color="text.secondary">
        The specialist you choose takes over from {from.name}: they edit it from now on, and the
        parent’s questions for a specialist go to them.
      </Typography>
      <FormTextField
        control={control}
        name="specialist_id"
        label="New specialist"
        select
        required
        disabled={specialists.isPending}
      >
        {others.map((s) => (
          <MenuItem key={s.id} value={String(s.id)}>
            {s.name}
          </MenuItem>
        ))}
      </FormTextField>
      {specialists.isSuccess && others.length === 0 && (
        <Alert severity="info">There is no other active specialist to hand it to.</Alert>
      )}
    </FormDialog>
  );
}

/**
 * The itineraries a specialist is working on, overdue first, each with Reassign: an admin hands
 * one to another specialist when this one is away or overloaded.
 */
export function HeldItineraries({ details }: { details: StaffDetails }) {
  const [moving, setMoving] = useState<StaffItinerary | null>(null);
  const held = details.open_itineraries;
  return (
    <Box component="section" aria-labelledby="staff-held-title" sx={{ mt: 2.4 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography id="staff-held-title" variant="h6" component="h3" sx={{ flex: '1 1 auto' }}>
          Working on
        </Typography>
        {held.length > 0 && (
          <ExportCsvButton
            label="Export itineraries CSV"
            download={() => downloadHeldItinerariesCsv(details.id)}
          />
        )}
      </Box>
      {held.length === 0 ? (
        <Typography color="text.secondary">No itinerary in progress.</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {held.map((it) => (
            <Box
              component="li"
              key={it.id}
              sx={{
                border: 1,
                borderColor: 'divider',
                borderRadius: '12px',
                px: 1.6,
                py: 1.2,
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                gap: 1,
              }}
            >
              <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700 }}>{childOf(it)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {it.parent_name} · {ITINERARY_STATUS_LABELS[it.status]} · waiting since{' '}
                  {formatDateTime(it.waiting_since)}
                </Typography>
              </Box>
              {it.overdue && <StatusChip size="small" tone="warning" label="Overdue" />}
              <Button
                size="small"
                variant="outlined"
                onClick={() => setMoving(it)}
                aria-label={`Reassign ${childOf(it)}’s itinerary`}
              >
                Reassign
              </Button>
            </Box>
          ))}
        </Box>
      )}
      {moving && (
        <ReassignDialog itinerary={moving} from={details} onClose={() => setMoving(null)} />
      )}
    </Box>
  );
}
