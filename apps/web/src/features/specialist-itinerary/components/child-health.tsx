import { useState } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { useQuery } from '@tanstack/react-query';
import { childProfileSchema, type ChildProfile } from '@camp/shared/child-profile';
import { formatUsPhone } from '@camp/shared/phone';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { failureMessage } from '../../../lib/form-support';

/** GET /api/v1/specialists/children/:id: audited, so only read when the specialist asks. */
function childProfileQuery(id: number, enabled: boolean) {
  return {
    queryKey: ['specialist', 'child-profile', id] as const,
    enabled,
    queryFn: async ({ signal }: { signal: AbortSignal }) =>
      childProfileSchema.parse(
        await apiFetch<unknown>(`/api/v1/specialists/children/${id}`, { signal }),
      ),
  };
}

const HEALTH_ROWS: [keyof ChildProfile['health'], string][] = [
  ['allergies', 'Allergies'],
  ['dietary_needs', 'Dietary needs'],
  ['medications', 'Medications'],
  ['medical_conditions', 'Medical conditions'],
  ['accessibility_needs', 'Accessibility needs'],
  ['doctor_name', 'Doctor'],
  ['doctor_phone', "Doctor's phone"],
  ['insurance_provider', 'Insurance'],
  ['insurance_policy_number', 'Policy number'],
];

function People({ title, people }: { title: string; people: ChildProfile['emergency_contacts'] }) {
  return (
    <Box>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      {people.length === 0 ? (
        <Typography color="text.secondary">None given</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {people.map((p) => (
            <li key={`${p.name}-${p.phone}`}>
              {p.name} ({p.relation}), {formatUsPhone(p.phone)}
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}

/**
 * The child's health and care details, for the specialist assigned to the family: shown on
 * request, as each read is recorded in the audit trail.
 */
export function ChildHealth({ childId }: { childId: number }) {
  const [asked, setAsked] = useState(false);
  const query = useQuery(childProfileQuery(childId, asked));
  if (!asked) {
    return (
      <Button
        variant="outlined"
        startIcon={<LockOutlinedIcon />}
        onClick={() => setAsked(true)}
        sx={{ mt: 2 }}
      >
        Show health and care details
      </Button>
    );
  }
  if (query.isPending) return <Typography sx={{ mt: 2 }}>Loading health details…</Typography>;
  if (query.isError) {
    return (
      <Alert severity="info" sx={{ mt: 2 }}>
        {query.error instanceof ApiError && query.error.status === 404
          ? 'Only the specialist assigned to this family can see the child’s health details.'
          : failureMessage(query.error)}
      </Alert>
    );
  }
  const child = query.data;
  const given = HEALTH_ROWS.filter(([key]) => child.health[key]);
  return (
    <Stack spacing={2} sx={{ mt: 2 }} aria-label="Health and care details" role="region">
      <Typography color="text.secondary" variant="body2">
        This view is recorded in the audit trail.
      </Typography>
      {given.length === 0 ? (
        <Typography color="text.secondary">No health details given.</Typography>
      ) : (
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1 }}>
          {given.map(([key, label]) => (
            <Box key={key} sx={{ display: 'contents' }}>
              <Typography component="dt" sx={{ fontWeight: 700 }}>
                {label}
              </Typography>
              <Typography
                component="dd"
                sx={{ m: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
              >
                {key === 'doctor_phone' ? formatUsPhone(child.health[key]!) : child.health[key]}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      <People title="Emergency contacts" people={child.emergency_contacts} />
      <People title="Authorised to pick up" people={child.authorized_pickups} />
    </Stack>
  );
}
