import type { ReactNode } from 'react';
import { Alert, Box, Chip, Paper, Stack, Typography } from '@mui/material';
import { invitationText, type SpecialistItinerary } from '@camp/shared/specialist-itinerary';
import { formatDashboardDate } from '@camp/shared/specialist-dashboard';
import { ORDER_STATUS_LABELS } from '@camp/shared/enums';
import { ChildHealth } from './child-health';
import { gradeLabel } from './grade-label';

// The sections of the specialist's itinerary page that only show what the itinerary holds.

export const CHANGE_REQUESTS_TITLE = 'Change requests';
export const SCHEDULE_TITLE = 'Schedule checks';
export const SCHEDULE_OK_TEXT = 'No overlaps, impossible journeys or empty weeks.';
export const PENDING_LABEL = 'Pending';
export const resolvedLabel = (iso: string) => `Resolved ${formatDashboardDate(iso)}`;

export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' }, gap: 1 }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
            {value ?? 'not specified'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

const humanize = (key: string) => key.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());

function answerText(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (Array.isArray(value)) return value.length ? value.join(', ') : null;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

/**
 * The questionnaire's answers as the parent gave them: the point computed from the address (its
 * latitude and longitude) is for distances, not for reading, so the address stands for it.
 */
const QUESTIONNAIRE_HIDDEN: ReadonlySet<string> = new Set(['latitude', 'longitude']);
const QUESTIONNAIRE_LABELS: Readonly<Record<string, string>> = { address_street: 'Address' };

export function Questionnaire({ itinerary }: { itinerary: SpecialistItinerary }) {
  const fields = itinerary.questionnaire?.fields;
  const rows = fields
    ? Object.entries(fields)
        .filter(([k]) => !QUESTIONNAIRE_HIDDEN.has(k))
        .map(
          ([k, v]) =>
            [QUESTIONNAIRE_LABELS[k] ?? humanize(k), answerText(v)] as [string, string | null],
        )
        .filter(([, v]) => v !== null)
    : [];
  return rows.length ? <Facts rows={rows} /> : <Typography>No results</Typography>;
}

/**
 * The schedule checks the API computes (overlaps, impossible journeys, empty requested weeks),
 * each a finished sentence shown as it is.
 */
export function ScheduleChecks({ itinerary }: { itinerary: SpecialistItinerary }) {
  const checks = itinerary.schedule_checks;
  return (
    <Box component="section" aria-label={SCHEDULE_TITLE} sx={{ mb: 2 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {SCHEDULE_TITLE}
      </Typography>
      {checks.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {SCHEDULE_OK_TEXT}
        </Typography>
      ) : (
        <Stack component="ul" sx={{ m: 0, p: 0, listStyle: 'none', gap: 1 }}>
          {checks.map((c) => (
            // The list item wraps the alert: an alert's own role would hide the item's.
            <li key={`${c.kind}-${c.message}`}>
              <Alert severity={c.kind === 'gap' ? 'info' : 'warning'} sx={{ py: 0 }}>
                {c.message}
              </Alert>
            </li>
          ))}
        </Stack>
      )}
    </Box>
  );
}

/** Who the itinerary is for: the parent and the child. */
export function PeopleSections({
  itinerary: it,
  childName,
}: {
  itinerary: SpecialistItinerary;
  childName: string;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <Section title="Parent info">
        <Facts
          rows={[
            ['Name', it.parent.name || null],
            ['Email', it.parent.email],
            ['Phone', it.parent.phone_number],
            ['Package', it.parent.package_type],
            ['Order status', it.parent.order_status && ORDER_STATUS_LABELS[it.parent.order_status]],
          ]}
        />
      </Section>
      <Section title="Child info">
        <Facts
          rows={[
            ['Name', childName],
            ['Age', it.child?.age ?? null],
            ['Rising grade', gradeLabel(it.child?.rising_grade_level ?? null)],
          ]}
        />
        {it.child && <ChildHealth childId={it.child.id} />}
      </Section>
    </Box>
  );
}

/** The parent's change requests, each pending or resolved; nothing when there are none. */
export function ChangeRequestsSection({ itinerary: it }: { itinerary: SpecialistItinerary }) {
  if (it.change_requests.length === 0) return null;
  return (
    <Section title={CHANGE_REQUESTS_TITLE}>
      <Stack component="ul" sx={{ m: 0, p: 0, listStyle: 'none', gap: 2 }}>
        {it.change_requests.map((r) => (
          <Box
            component="li"
            key={r.id}
            data-testid="change-request"
            sx={{
              borderLeft: 3,
              borderColor: r.resolved_at ? 'divider' : 'warning.main',
              pl: 1.5,
            }}
          >
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {r.activity.name}
              </Typography>
              <Chip
                size="small"
                variant="outlined"
                label={r.resolved_at ? resolvedLabel(r.resolved_at) : PENDING_LABEL}
                // The border carries the colour; the text stays dark enough to read.
                sx={{
                  color: 'text.primary',
                  borderColor: r.resolved_at ? 'success.main' : 'warning.main',
                }}
              />
            </Box>
            <Typography variant="body2">Reasons: {r.reason.split(',').join(', ')}</Typography>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              Comment: {r.more_information}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              Sent {formatDashboardDate(r.created_at)}
            </Typography>
          </Box>
        ))}
      </Stack>
    </Section>
  );
}

/** The friends the parent invited and their answers; nothing when there are none. */
export function InvitationsSection({ itinerary: it }: { itinerary: SpecialistItinerary }) {
  if (it.parents_itineraries.length === 0) return null;
  return (
    <Section title={`${it.parent.first_name || it.parent_name}'s invitations`}>
      <Stack component="ul" sx={{ m: 0, pl: 2.5, gap: 1 }}>
        {it.parents_itineraries.map((p) => (
          <li key={p.id}>
            <Typography>
              {invitationText(p.status, it.parent.first_name || it.parent_name, p.friend_name)}
            </Typography>
            {p.comment && (
              <Typography variant="body2" color="text.secondary">
                “{p.comment}”
              </Typography>
            )}
          </li>
        ))}
      </Stack>
    </Section>
  );
}
