import type { ReactNode } from 'react';
import { Alert, Box, CircularProgress, Paper } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import type { DirectorActivity } from '@camp/shared/director-activity';
import { PageContainer } from '../../../components/ui/page-container';
import { toast } from '../../../components/ui/toaster';
import { activityEditQuery } from '../api/activity-edit';
import {
  activityInterestOptionsQuery,
  withChosenTags,
  type ActivityInterestOption,
} from '../api/interest-options';
import { EMPTY_FILTERS, programActivitiesQuery } from '../api/program-activities';
import { useCreateActivityMutation } from '../api/create-activity';
import { useUpdateActivityMutation } from '../api/update-activity';
import { useDuplicateActivityMutation } from '../api/duplicate-activity';
import { ActivityForm } from '../components/activity-form';
import { failureMessage } from '../../../lib/form-support';
import { UploadActivityButton } from '../components/import-activities-dialog';
import { paths } from '../../../lib/paths';

const positiveId = (raw: string | undefined): number | null => {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** The program page, on its Activities tab. */
const programPath = (programId: number) => paths.director.programActivities(programId);

function Loading() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label="Loading" />
    </Box>
  );
}

function FormFrame({
  title,
  programId,
  actions,
  children,
}: {
  title: string;
  programId: number;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <PageContainer
      title={title}
      backLink={{ to: programPath(programId), label: 'Back to Program' }}
      actions={actions}
      maxWidth="md"
    >
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, borderRadius: 3 }}>
        {children}
      </Paper>
    </PageContainer>
  );
}

/** /camp-director/program/:id/create-activity */
export function CreateActivityPage() {
  const programId = positiveId(useParams().id);
  if (programId === null) return <Navigate to={paths.director.programs} replace />;
  return <CreateActivity programId={programId} />;
}

function CreateActivity({ programId }: { programId: number }) {
  const navigate = useNavigate();
  const program = useQuery(programActivitiesQuery(programId, EMPTY_FILTERS));
  const options = useQuery(activityInterestOptionsQuery());
  const create = useCreateActivityMutation(programId);
  const location = program.data?.activity_provider.location;
  return (
    <FormFrame
      title="Create activity"
      programId={programId}
      actions={<UploadActivityButton programId={programId} />}
    >
      {program.isError || options.isError ? (
        <Alert severity="error">{failureMessage(program.error ?? options.error)}</Alert>
      ) : location === undefined || !options.data ? (
        <Loading />
      ) : (
        <ActivityForm
          mode="create"
          location={location}
          interestOptions={options.data}
          onSubmit={async (body) => {
            await create.mutateAsync(body);
            toast.success('The activity was successfully created');
            await navigate(programPath(programId));
          }}
        />
      )}
    </FormFrame>
  );
}

function useActivityForPage(): {
  programId: number | null;
  activityId: number | null;
} {
  const params = useParams();
  return { programId: positiveId(params.id), activityId: positiveId(params.activityId) };
}

function LoadedActivity({
  title,
  programId,
  activityId,
  children,
}: {
  title: string;
  programId: number;
  activityId: number;
  children: (activity: DirectorActivity, options: ActivityInterestOption[]) => ReactNode;
}) {
  const activity = useQuery(activityEditQuery(activityId));
  const options = useQuery(activityInterestOptionsQuery());
  return (
    <FormFrame title={title} programId={programId}>
      {activity.isError || options.isError ? (
        <Alert severity="error">{failureMessage(activity.error ?? options.error)}</Alert>
      ) : !activity.data || !options.data ? (
        <Loading />
      ) : (
        children(activity.data, options.data)
      )}
    </FormFrame>
  );
}

/** /camp-director/program/:id/edit-activity/:activityId */
export function EditActivityPage() {
  const { programId, activityId } = useActivityForPage();
  if (programId === null || activityId === null) {
    return <Navigate to={paths.director.programs} replace />;
  }
  return <EditActivity programId={programId} activityId={activityId} />;
}

function EditActivity({ programId, activityId }: { programId: number; activityId: number }) {
  const navigate = useNavigate();
  const update = useUpdateActivityMutation(activityId);
  return (
    <LoadedActivity title="Edit activity" programId={programId} activityId={activityId}>
      {(activity, options) => (
        <ActivityForm
          key={activity.id}
          mode="edit"
          activity={activity}
          location={activity.location}
          interestOptions={withChosenTags(options, activity)}
          onSubmit={async (body) => {
            await update.mutateAsync(body);
            toast.success('The activity was successfully edited');
            await navigate(programPath(programId));
          }}
        />
      )}
    </LoadedActivity>
  );
}

/** /camp-director/program/:id/duplicate-activity/:activityId (the original's id). */
export function DuplicateActivityPage() {
  const { programId, activityId } = useActivityForPage();
  if (programId === null || activityId === null) {
    return <Navigate to={paths.director.programs} replace />;
  }
  return <DuplicateActivity programId={programId} activityId={activityId} />;
}

function DuplicateActivity({ programId, activityId }: { programId: number; activityId: number }) {
  const navigate = useNavigate();
  const duplicate = useDuplicateActivityMutation(activityId);
  return (
    <LoadedActivity title="Duplicate activity" programId={programId} activityId={activityId}>
      {(activity, options) => (
        <ActivityForm
          key={activity.id}
          mode="duplicate"
          activity={activity}
          location={activity.location}
          interestOptions={withChosenTags(options, activity)}
          onSubmit={async (body) => {
            await duplicate.mutateAsync(body);
            toast.success('The activity was successfully duplicated');
            await navigate(programPath(programId));
          }}
        />
      )}
    </LoadedActivity>
  );
}
