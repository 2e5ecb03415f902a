import { useState, type ReactNode } from 'react';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
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
  SPECIALIST_ITINERARY_MESSAGES,
  isPlanningStatus,
  type ItineraryActivityCard,
  type SpecialistItinerary,
} from '@camp/shared/specialist-itinerary';
import { ITINERARY_STATUS_LABELS } from '@camp/shared/enums';
import { ClashConfirmDialog } from '../../../components/itineraries/clash-confirm-dialog';
import { PageContainer } from '../../../components/ui/page-container';
import { toast } from '../../../components/ui/toaster';
import { failureMessage } from '../../../lib/form-support';
import { itineraryQueryOptions } from '../api/itinerary';
import { useRemoveItineraryActivityMutation } from '../api/remove-itinerary-activity';
import { useSendItineraryMutation } from '../api/send-itinerary';
import { ItineraryBlock } from '../components/itinerary-block';
import {
  ChangeRequestsSection,
  InvitationsSection,
  PeopleSections,
  Questionnaire,
  ScheduleChecks,
  Section,
} from '../components/itinerary-sections';
import { MessageForm } from '../components/message-form';
import { formatListDate } from '../../../lib/format';
import { paths } from '../../../lib/paths';

export const DASHBOARD_PATH = paths.specialist.home;
export const SEARCH_PATH = paths.specialist.search;
export const NOT_FOUND_PATH = paths.notFound;
export const SEND_LABEL = 'Send itinerary to parent';
export const EDIT_LABEL = 'Edit itinerary';
export const START_LABEL = 'Start planning';
export {
  CHANGE_REQUESTS_TITLE,
  PENDING_LABEL,
  resolvedLabel,
  SCHEDULE_OK_TEXT,
  SCHEDULE_TITLE,
} from '../components/itinerary-sections';
export const itineraryPagePath = (id: number, approve = false) =>
  paths.specialist.itinerary(id, approve);
/** The catalog search opened from an itinerary, carrying the itinerary id. */
export const searchPathFor = (id: number) => paths.specialist.searchFor(id);

export interface ItineraryPageProps {
  /** The approve and cancel buttons with their confirm dialogs (the dashboard's, composed by the route). */
  statusActions?: (itinerary: SpecialistItinerary) => ReactNode;
  /** What else each activity carries (the note buttons and detail links, composed by the route). */
  activityTools?: (activity: ItineraryActivityCard, itineraryId: number) => ReactNode;
  /** Sections of other features above the message form (MIA's questions, composed by the route). */
  extraSections?: (itinerary: SpecialistItinerary) => ReactNode;
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

  // Invalid or missing data, and a load failure, go to notFound.
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
  const onSend = (acknowledgedClashes: number[][]) =>
    send.mutate(
      {
        id: it.id,
        alternate_request: it.status === 'alternate_request',
        acknowledged_clashes: acknowledgedClashes,
      },
      {
        onSuccess: () => {
          toast.success(SPECIALIST_ITINERARY_MESSAGES.itinerarySent);
          void navigate(DASHBOARD_PATH);
        },
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
        <PeopleSections itinerary={it} childName={childName} />
        <ChangeRequestsSection itinerary={it} />
        <InvitationsSection itinerary={it} />
        <Section title={`${childName}'s itinerary`}>
          {it.activity_dates && (
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              {formatListDate(it.activity_dates.start)} – {formatListDate(it.activity_dates.end)}
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
      <ClashConfirmDialog
        open={confirming}
        checks={it.schedule_checks}
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
