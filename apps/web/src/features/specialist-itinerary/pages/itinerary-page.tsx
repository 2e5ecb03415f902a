import { useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import {
  Link as RouterLink,
  Navigate,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
import {
  SEND_CONFIRMATION,
  invitationText,
  isPlanningStatus,
  type ItineraryActivityCard,
  type SpecialistItinerary,
} from '@camp/shared/specialist-itinerary';
import { formatDashboardDate } from '@camp/shared/specialist-dashboard';
import { ITINERARY_STATUS_LABELS, ORDER_STATUS_LABELS } from '@camp/shared/enums';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageContainer } from '../../../components/page-container';
import { toast } from '../../../components/toaster';
import { failureMessage } from '../../../lib/form-support';
import { itineraryQueryOptions } from '../api/itinerary';
import { useRemoveItineraryActivityMutation } from '../api/remove-itinerary-activity';
import { useSendItineraryMutation } from '../api/send-itinerary';
import { ItineraryBlock } from '../components/itinerary-block';
import { MessageForm } from '../components/message-form';
import { formatDate, gradeLabel } from '../components/format';

export const DASHBOARD_PATH = '/specialist';
export const SEARCH_PATH = '/specialist/search';
export const NOT_FOUND_PATH = '/not-found';
export const SEND_LABEL = 'Send itinerary to parent';
export const EDIT_LABEL = 'Edit itinerary';
export const START_LABEL = 'Start planning';
export const CHANGE_REQUESTS_TITLE = 'Change requests';
export const SCHEDULE_TITLE = 'Schedule checks';
export const SCHEDULE_OK_TEXT = 'No overlaps, impossible journeys or empty weeks.';
export const PENDING_LABEL = 'Pending';
export const resolvedLabel = (iso: string) => `Resolved ${formatDashboardDate(iso)}`;
export const itineraryPagePath = (id: number, approve = false) =>
  `/specialist/itineraries/${id}${approve ? '?mode=approve' : ''}`;
/** The catalog search opened from an itinerary (section 2: "carrying the itinerary id"). */
export const searchPathFor = (id: number) => `${SEARCH_PATH}?itinerary_id=${id}`;

function Section({ title, children }: { title: string; children: ReactNode }) {
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

function Questionnaire({ itinerary }: { itinerary: SpecialistItinerary }) {
  const fields = itinerary.questionnaire?.fields;
  const rows = fields
    ? Object.entries(fields)
        .map(([k, v]) => [humanize(k), answerText(v)] as [string, string | null])
        .filter(([, v]) => v !== null)
    : [];
  return rows.length ? <Facts rows={rows} /> : <Typography>No results</Typography>;
}

export interface ItineraryPageProps {
  /** The approve and cancel buttons with their confirm dialogs (the dashboard's, composed by the route). */
  statusActions?: (itinerary: SpecialistItinerary) => ReactNode;
  /** What else each activity carries (the note buttons and detail links, composed by the route). */
  activityTools?: (activity: ItineraryActivityCard, itineraryId: number) => ReactNode;
  /** Sections of other features above the message form (MIA's questions, composed by the route). */
  extraSections?: (itinerary: SpecialistItinerary) => ReactNode;
}

/**
 * The schedule checks the API computes (overlaps, impossible journeys, empty requested weeks),
 * each a finished sentence shown as it is.
 */
function ScheduleChecks({ itinerary }: { itinerary: SpecialistItinerary }) {
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

/** itinerary/{id}: every section of the review page; `?mode=approve` offers sending. */
export function ItineraryPage({
  statusActions,
  activityTools,
  extraSections,
}: ItineraryPageProps = {}) {
  const params = useParams();
  const id = Number(params.id);
  const validId = Number.isInteger(id) && id > 0;
  const [search] = useSearchParams();
  const approve = search.get('mode') === 'approve';
  const navigate = useNavigate();
  const query = useQuery({ ...itineraryQueryOptions(id), enabled: validId });
  const remove = useRemoveItineraryActivityMutation();
  const send = useSendItineraryMutation();
  const [confirming, setConfirming] = useState(false);

  // Section 2: invalid or missing data (and a load failure, section 8) go to notFound.
  if (!validId || query.isError) return <Navigate to={NOT_FOUND_PATH} replace />;
  const backLink = approve
    ? { to: searchPathFor(id), label: 'Back to Search' }
    : { to: DASHBOARD_PATH, label: 'Back to Dashboard' };
  const it = query.data;
  if (!it) {
    return (
      <PageContainer title="Itinerary" backLink={backLink}>
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
          <CircularProgress aria-label="Loading itinerary" />
        </Box>
      </PageContainer>
    );
  }

  const planning = isPlanningStatus(it.status);
  const childName = it.child?.first_name ?? it.questionnaire?.fields.child_first_name ?? 'Child';
  const onSend = () =>
    send.mutate(
      { id: it.id, alternate_request: it.status === 'alternate_request' },
      {
        onSuccess: () => void navigate(DASHBOARD_PATH),
        onError: (err) => {
          setConfirming(false);
          toast.error(failureMessage(err), 'Error');
        },
      },
    );
  const planAction = approve ? (
    planning && (
      <Button variant="contained" onClick={() => setConfirming(true)}>
        {SEND_LABEL}
      </Button>
    )
  ) : planning ? (
    <Button variant="contained" component={RouterLink} to={searchPathFor(it.id)}>
      {it.status === 'alternate_request' ? EDIT_LABEL : START_LABEL}
    </Button>
  ) : null;
  const moveActions = statusActions?.(it);
  const actions =
    planAction || moveActions ? (
      <>
        {planAction}
        {moveActions}
      </>
    ) : null;

  return (
    <PageContainer
      title={`${childName}'s itinerary`}
      subtitle={`Status: ${ITINERARY_STATUS_LABELS[it.status]}`}
      backLink={backLink}
      actions={actions || undefined}
    >
      <Stack sx={{ gap: 3 }}>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <Section title="Parent info">
            <Facts
              rows={[
                ['Name', it.parent.name || null],
                ['Email', it.parent.email],
                ['Phone', it.parent.phone_number],
                ['Package', it.parent.package_type],
                [
                  'Order status',
                  it.parent.order_status && ORDER_STATUS_LABELS[it.parent.order_status],
                ],
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
          </Section>
        </Box>
        {it.change_requests.length > 0 && (
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
        )}
        {it.parents_itineraries.length > 0 && (
          <Section title={`${it.parent.first_name || it.parent_name}'s invitations`}>
            <Stack component="ul" sx={{ m: 0, pl: 2.5, gap: 1 }}>
              {it.parents_itineraries.map((p) => (
                <li key={p.id}>
                  <Typography>
                    {invitationText(
                      p.status,
                      it.parent.first_name || it.parent_name,
                      p.friend_name,
                    )}
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
        )}
        <Section title={`${childName}'s itinerary`}>
          {it.activity_dates && (
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              {formatDate(it.activity_dates.start)} – {formatDate(it.activity_dates.end)}
            </Typography>
          )}
          <ScheduleChecks itinerary={it} />
          <ItineraryBlock
            itinerary={it}
            activityTools={activityTools && ((a) => activityTools(a, it.id))}
            removingId={remove.isPending ? remove.variables : null}
            onRemove={
              planning
                ? (itemId) =>
                    remove.mutate(itemId, {
                      onError: (err) => toast.error(failureMessage(err), 'Error'),
                    })
                : undefined
            }
          />
        </Section>
        <Section title="Questionnaires">
          <Questionnaire itinerary={it} />
        </Section>
        {extraSections?.(it)}
        <Section title="Message to the parent">
          {it.status === 'draft' || it.status === 'canceled' ? (
            <Alert severity="info">Assign the itinerary to yourself to message the parent.</Alert>
          ) : null}
          <MessageForm
            key={it.message ?? ''}
            itineraryId={it.id}
            message={it.message}
            disabled={it.status === 'draft' || it.status === 'canceled'}
          />
        </Section>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={SEND_LABEL}
        description={SEND_CONFIRMATION}
        confirmText="Send"
        busy={send.isPending}
        onConfirm={onSend}
        onClose={() => setConfirming(false)}
      />
    </PageContainer>
  );
}
