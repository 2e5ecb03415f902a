import {
  createElement,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';
import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import SendIcon from '@mui/icons-material/Send';
import {
  FormProvider,
  useForm,
  type FieldPath,
  type Resolver,
  type UseFormWatch,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  questionnaireStepSchemas,
  questionnaireSubmitSchema,
  visitorQuestionnaireSchema,
  type QuestionnaireStepKey,
} from '@camp/shared/questionnaire';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-support';
import {
  answersOf,
  formSteps,
  type FormStep,
  type QuestionnaireFormField,
  type QuestionnaireFormValues,
} from '../form-values';
import {
  AddressStep,
  BudgetStep,
  ChildStep,
  ContactStep,
  DatesStep,
  InterestsStep,
  NeedsStep,
  PreferencesStep,
} from './questionnaire-steps';
import { StepIndicator } from './step-indicator';

const contactSchema = visitorQuestionnaireSchema.shape.parent;

function stepSchema(step: FormStep): z.ZodType {
  return step.key === 'contact' ? contactSchema : questionnaireStepSchemas[step.key];
}

/** The form-level fields a server answer can name (every question, and the visitor's contact). */
function allFields(steps: readonly FormStep[]): FieldPath<QuestionnaireFormValues>[] {
  return steps.flatMap((s) => s.fields as readonly FieldPath<QuestionnaireFormValues>[]);
}

/** Index of the first step that holds one of `fields`, or -1. */
function firstStepWith(steps: readonly FormStep[], fields: readonly string[]): number {
  return steps.findIndex((s) => s.fields.some((f: QuestionnaireFormField) => fields.includes(f)));
}

export interface QuestionnaireFormProps {
  visitor: boolean;
  initialValues: QuestionnaireFormValues;
  initialStep?: number;
  /** Every change of an answer or of the step (to keep the draft). */
  onChange: (values: QuestionnaireFormValues, step: number) => void;
  /** Sends the complete questionnaire; a rejection's field errors are shown on the fields. */
  onSubmit: (values: QuestionnaireFormValues) => Promise<void>;
  /** The draft's save state, shown by the buttons. */
  status?: ReactNode;
}

/**
 * After a step change (not on the first render: `moved` is set by the change), brings the new
 * step's heading into view and focus so keyboard and screen-reader users start at its top.
 */
function useStepHeadingFocus(step: number) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    window.scrollTo({ top: 0 });
    headingRef.current?.focus({ preventScroll: true });
  }, [step]);
  return { headingRef, moved };
}

/** Reports every change of the values to onChange, with the step it was made on. */
function useReportChanges(
  watch: UseFormWatch<QuestionnaireFormValues>,
  onChange: QuestionnaireFormProps['onChange'],
  stepRef: RefObject<number>,
) {
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  useEffect(() => {
    const sub = watch((values) =>
      onChangeRef.current(values as QuestionnaireFormValues, stepRef.current),
    );
    return () => sub.unsubscribe();
  }, [watch, stepRef]);
  return onChangeRef;
}

/**
 * The questionnaire as steps (decisions 0017 and 0020): a step indicator, one group of questions at a
 * time, Back and Next. Next validates the step with its shared step schema; errors show once a
 * field is touched or Next was pressed. The last step's button sends the whole questionnaire,
 * checked first with the full schema (rules across steps), and server errors are mapped back
 * onto the fields, opening the first step that has one.
 */
export function QuestionnaireForm({
  visitor,
  initialValues,
  initialStep = 0,
  onChange,
  onSubmit,
  status,
}: QuestionnaireFormProps) {
  const steps = useMemo(() => formSteps(visitor), [visitor]);
  const [step, setStep] = useState(() => Math.min(Math.max(initialStep, 0), steps.length - 1));
  const stepRef = useRef(step);
  const [emailTaken, setEmailTaken] = useState(false);

  // The resolver validates the current step only, so errors of steps not reached stay hidden.
  const resolver = useMemo<Resolver<QuestionnaireFormValues>>(
    () => (values, context, options) =>
      zodResolver(stepSchema(steps[stepRef.current]!) as never)(
        values,
        context,
        options as never,
      ) as ReturnType<Resolver<QuestionnaireFormValues>>,
    [steps],
  );
  const form = useForm<QuestionnaireFormValues>({
    mode: 'onTouched',
    defaultValues: initialValues,
    resolver,
  });
  const { handleSubmit, trigger, setError, clearErrors, getValues, watch, formState } = form;

  const onChangeRef = useReportChanges(watch, onChange, stepRef);

  const { headingRef, moved } = useStepHeadingFocus(step);

  const goTo = useCallback(
    (index: number) => {
      moved.current = true;
      stepRef.current = index;
      clearErrors();
      setStep(index);
      onChangeRef.current(getValues(), index);
    },
    [clearErrors, getValues, moved, onChangeRef],
  );

  const current = steps[step]!;
  const isLast = step === steps.length - 1;

  /** The full check before sending: rules across steps and the visitor's contact fields. */
  const checkAll = (values: QuestionnaireFormValues): boolean => {
    const issues = [
      ...(questionnaireSubmitSchema.safeParse(answersOf(values)).error?.issues ?? []),
      ...(visitor
        ? (contactSchema.safeParse({ name: values.name, email: values.email }).error?.issues ?? [])
        : []),
    ];
    if (issues.length === 0) return true;
    const fields = issues.map((i) => String(i.path[0]));
    const target = firstStepWith(steps, fields);
    if (target >= 0 && target !== step) goTo(target);
    for (const issue of issues) {
      setError(String(issue.path[0]) as FieldPath<QuestionnaireFormValues>, {
        type: 'validate',
        message: issue.message,
      });
    }
    return false;
  };

  const submitAll = async (values: QuestionnaireFormValues) => {
    if (!checkAll(values)) return;
    try {
      await onSubmit(values);
    } catch (err) {
      const fields = err instanceof ApiError ? Object.keys(err.fieldErrors) : [];
      const target = firstStepWith(steps, fields);
      if (target >= 0 && target !== step) goTo(target);
      applyServerErrors(err, setError, allFields(steps));
      setEmailTaken(visitor && fields.includes('email'));
    }
  };

  const next = async () => {
    const valid = await trigger(current.fields as FieldPath<QuestionnaireFormValues>[], {
      shouldFocus: true,
    });
    if (!valid) return;
    if (isLast) await submitAll(getValues());
    else goTo(step + 1);
  };

  const rootError = formState.errors.root?.server?.message;

  return (
    <FormProvider {...form}>
      <StepIndicator titles={steps.map((s) => s.title)} current={step} onSelect={goTo} />
      <Paper
        component="form"
        noValidate
        aria-labelledby="questionnaire-step-title"
        // Enter in a field is Next (and Submit on the last step).
        onSubmit={(e) =>
          void handleSubmit(
            () => next(),
            () => next(),
          )(e)
        }
        elevation={0}
        sx={(t) => ({
          p: { xs: 2, sm: 3.5, md: 4.5 },
          borderRadius: '24px',
          border: `1px solid ${t.palette.divider}`,
        })}
      >
        <fieldset disabled={formState.isSubmitting} style={fieldsetReset}>
          <Typography
            id="questionnaire-step-title"
            ref={headingRef}
            tabIndex={-1}
            variant="h2"
            sx={{ fontSize: { xs: '1.4rem', md: '1.7rem' }, mb: 2.5, outline: 'none' }}
          >
            {current.title}
          </Typography>
          {current.key === 'contact' ? (
            <ContactStep emailTaken={emailTaken} />
          ) : (
            createElement(STEP_BODIES[current.key])
          )}
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 3 }}>
            Questions marked with * are required.
          </Typography>
          {rootError && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {rootError}
            </Alert>
          )}
          <StepNavigation
            status={status}
            onBack={step > 0 ? () => goTo(step - 1) : null}
            submitting={formState.isSubmitting}
            isLast={isLast}
          />
        </fieldset>
      </Paper>
    </FormProvider>
  );
}

const fieldsetReset = { border: 0, margin: 0, padding: 0, minWidth: 0 } as const;

const STEP_BODIES: Record<QuestionnaireStepKey, ComponentType> = {
  child: ChildStep,
  needs: NeedsStep,
  interests: InterestsStep,
  dates: DatesStep,
  preferences: PreferencesStep,
  budget: BudgetStep,
  address: AddressStep,
};
/** The step's footer: the save status, Back (after the first step) and Next or Submit. */
function StepNavigation({
  status,
  onBack,
  submitting,
  isLast,
}: {
  status: QuestionnaireFormProps['status'];
  onBack: (() => void) | null;
  submitting: boolean;
  isLast: boolean;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        mt: 3,
        pt: 2.5,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ order: { xs: 2, sm: 0 }, width: { xs: '100%', sm: 'auto' } }}>{status}</Box>
      <Box sx={{ display: 'flex', gap: 1.5, ml: 'auto', width: { xs: '100%', sm: 'auto' } }}>
        {onBack && (
          <Button
            variant="outlined"
            size="large"
            startIcon={<ArrowBackIcon />}
            onClick={onBack}
            sx={{ flex: { xs: 1, sm: 'none' } }}
          >
            Back
          </Button>
        )}
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={submitting}
          endIcon={isLast ? <SendIcon /> : <ArrowForwardIcon />}
          sx={{ flex: { xs: 1, sm: 'none' }, minWidth: { sm: 160 } }}
        >
          {isLast ? 'Submit' : 'Next'}
        </Button>
      </Box>
    </Box>
  );
}
