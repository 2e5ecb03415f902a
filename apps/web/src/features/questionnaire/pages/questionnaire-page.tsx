import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { PageContainer } from '../../../components/ui/page-container';
import { UpgradeDialog } from '../../../components/premium/upgrade-dialog';
import { useSession } from '../../../lib/session';
import { updateQuestionnaire, useSubmitQuestionnaireMutation } from '../api/update-questionnaire';
import { useVisitorQuestionnaireMutation } from '../api/visitor-questionnaire';
import { ChildStep } from '../components/child-step';
import { QuestionnaireForm } from '../components/questionnaire-form';
import { SaveStatus } from '../components/save-status';
import { WelcomeDialog } from '../components/welcome-dialog';
import { parentDraftStore, visitorDraftStore } from '../draft-storage';
import {
  answersOf,
  draftPayload,
  formValuesFrom,
  type QuestionnaireFormValues,
} from '../form-values';
import { useAutosave } from '../hooks/use-autosave';
import {
  useCurrentQuestionnaire,
  type QuestionnaireRequest,
} from '../hooks/use-current-questionnaire';
import { paths } from '../../../lib/paths';

/** Navigation state another page may pass (the profile's "plan for another child" buttons). */
export interface QuestionnaireNavigationState {
  copyFrom?: number;
  blank?: boolean;
}

const positiveInt = (value: string | null | undefined): number | undefined => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : undefined;
};

/** A JSON copy: the form hands over live objects, and the draft must keep what was typed then. */
const snapshot = (values: QuestionnaireFormValues): QuestionnaireFormValues =>
  JSON.parse(JSON.stringify(values)) as QuestionnaireFormValues;

/**
 * /questionnaire: the native questionnaire (decisions 0017 and 0020). A visitor fills it in with their
 * name and e-mail at the end, which creates their account; a signed-in parent continues their
 * draft or starts one (`?copy_from=<id>` copies another child's family answers, `?new=1` starts
 * blank, `?child=<id>` starts one for a child's profile, its child answers filled in; without
 * these, a parent with children's profiles first chooses the child). The welcome dialog greets
 * first-time visitors of the page.
 */
export function QuestionnairePage() {
  const session = useSession();
  return (
    <PageContainer
      title="Plan your child's camps"
      documentTitle="Questionnaire"
      subtitle="Tell us about your child and your family's summer. A program specialist uses your answers to build a personalised plan."
      maxWidth="md"
    >
      <WelcomeDialog />
      {session ? <ParentQuestionnaire /> : <VisitorQuestionnaire />}
    </PageContainer>
  );
}

function VisitorQuestionnaire() {
  const [draft] = useState(() => visitorDraftStore.load());
  const [saved, setSaved] = useState(draft !== null);
  const submit = useVisitorQuestionnaireMutation();
  const onChange = useCallback((values: QuestionnaireFormValues, step: number) => {
    visitorDraftStore.save({ values: snapshot(values), step, unsynced: false });
    setSaved(true);
  }, []);
  return (
    <QuestionnaireForm
      visitor
      initialValues={draft?.values ?? formValuesFrom()}
      initialStep={draft?.step ?? 0}
      onChange={onChange}
      status={<SaveStatus status={saved ? 'local' : 'idle'} />}
      onSubmit={async (values) => {
        await submit.mutateAsync({
          parent: { name: values.name, email: values.email },
          fields: answersOf(values),
        });
      }}
    />
  );
}

/**
 * The signed-in parent's questionnaire. Unless the URL names a draft or a child, the "choose a
 * child" step comes first (it passes on by itself when there is nothing to choose).
 */
function ParentQuestionnaire() {
  const [search] = useSearchParams();
  const location = useLocation();
  const state = (location.state ?? null) as QuestionnaireNavigationState | null;
  const [asked] = useState<QuestionnaireRequest>(() => ({
    id: positiveInt(search.get('id')),
    copyFrom: state?.copyFrom ?? positiveInt(search.get('copy_from')),
    blank: state?.blank === true || search.get('new') === '1',
    child: positiveInt(search.get('child')),
  }));
  const [request, setRequest] = useState<QuestionnaireRequest | null>(() =>
    asked.id === undefined && asked.child === undefined ? null : asked,
  );
  if (request === null) return <ChildStep request={asked} onChoose={setRequest} />;
  return <ParentQuestionnaireFor request={request} />;
}

function ParentQuestionnaireFor({ request }: { request: QuestionnaireRequest }) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const current = useCurrentQuestionnaire(request);
  const readyId = current.kind === 'ready' ? current.id : null;

  useEffect(() => {
    // Name the questionnaire in the URL: a reload continues it instead of copying or starting
    // another one.
    if (readyId !== null && search.get('id') !== String(readyId)) {
      void navigate(`${paths.questionnaire}?id=${readyId}`, { replace: true });
    }
  }, [readyId, search, navigate]);

  if (current.kind === 'loading') {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label="Loading your questionnaire" />
      </Box>
    );
  }
  if (current.kind === 'limit') return <LimitReached message={current.message} />;
  if (current.kind === 'error') {
    return (
      <Alert severity="error" role="alert">
        {current.message}
      </Alert>
    );
  }
  return (
    <ParentQuestionnaireForm
      key={current.id}
      id={current.id}
      initialValues={current.values}
      initialStep={current.step}
      unsynced={current.unsynced}
    />
  );
}

function LimitReached({ message }: { message: string }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Alert
        severity="info"
        action={
          <Button component={RouterLink} to={paths.parent.packages} color="inherit" size="small">
            See packages
          </Button>
        }
      >
        {message}
      </Alert>
      <UpgradeDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

function ParentQuestionnaireForm({
  id,
  initialValues,
  initialStep,
  unsynced,
}: {
  id: number;
  initialValues: QuestionnaireFormValues;
  initialStep: number;
  unsynced: boolean;
}) {
  const lastValues = useRef(JSON.stringify(initialValues));
  const dirty = useRef(unsynced);
  const save = useCallback(
    (values: QuestionnaireFormValues) =>
      updateQuestionnaire(id, { fields: draftPayload(answersOf(values)) }),
    [id],
  );
  const onSaved = useCallback(
    (values: QuestionnaireFormValues) => {
      // The server has these values: the local copy is no longer ahead, unless typed on since.
      if (JSON.stringify(values) !== lastValues.current) return;
      dirty.current = false;
      const local = parentDraftStore(id).load();
      if (local) parentDraftStore(id).save({ ...local, unsynced: false });
    },
    [id],
  );
  const autosave = useAutosave(save, { onSaved });
  const { schedule } = autosave;

  useEffect(() => {
    // A copy restored from this browser that the server never got: send it now.
    if (unsynced) schedule(initialValues);
  }, [unsynced, initialValues, schedule]);

  const onChange = useCallback(
    (values: QuestionnaireFormValues, step: number) => {
      const copy = snapshot(values);
      const json = JSON.stringify(copy);
      const changed = json !== lastValues.current;
      lastValues.current = json;
      if (changed) dirty.current = true;
      parentDraftStore(id).save({ values: copy, step, unsynced: dirty.current });
      if (changed) schedule(copy);
    },
    [id, schedule],
  );

  const submit = useSubmitQuestionnaireMutation(id);
  return (
    <QuestionnaireForm
      visitor={false}
      initialValues={initialValues}
      initialStep={initialStep}
      onChange={onChange}
      status={<SaveStatus status={autosave.status} error={autosave.error} />}
      onSubmit={async (values) => {
        autosave.cancel();
        try {
          await submit.mutateAsync(answersOf(values));
        } catch (err) {
          // Not submitted: the draft still needs the latest answers (kept locally meanwhile).
          schedule(snapshot(values));
          throw err;
        }
      }}
    />
  );
}
