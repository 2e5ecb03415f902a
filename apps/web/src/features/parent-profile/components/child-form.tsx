import { useEffect } from 'react';
import { Alert, Box, Button, MenuItem, Paper, Typography } from '@mui/material';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { useForm } from 'react-hook-form';
import {
  QUESTIONNAIRE_AGES,
  RISING_GRADE_LEVELS,
  questionnaireStepSchemas,
  type Questionnaire,
} from '@camp/shared/questionnaire';
import { FormTextField } from '../../../components/ui/form-text-field';
import { applyServerErrors, sharedResolver } from '../../../lib/form-support';
import { useUpdateChildMutation, type ChildUpdate } from '../api/children';

interface Values {
  child_first_name: string;
  age: string;
  rising_grade_level: string;
}

const FIELDS = ['child_first_name', 'age', 'rising_grade_level'] as const;
/** The questionnaire's own rules for these fields, with the spec's messages. */
const formSchema = questionnaireStepSchemas.child;

const toValues = (q: Questionnaire): Values => ({
  child_first_name: q.fields.child_first_name ?? '',
  age: q.fields.age === null ? '' : String(q.fields.age),
  rising_grade_level:
    q.fields.rising_grade_level === null ? '' : String(q.fields.rising_grade_level),
});

/** Why a child's form is locked: once approved, the child profile cannot be changed. */
export function lockedReason(q: Questionnaire, name: string): string {
  return q.itinerary_status === 'canceled'
    ? `${name}'s itinerary was canceled, so these details can no longer be changed.`
    : `${name}'s itinerary is approved, so these details are final. Contact your program specialist if something has changed.`;
}

/**
 * One child's form: name, age and rising grade (the questionnaire's 'About your child' step).
 * Locked, with the reason, once the child's itinerary is approved or canceled (`editable`).
 */
export function ChildForm({ questionnaire }: { questionnaire: Questionnaire }) {
  const mutation = useUpdateChildMutation(questionnaire.id);
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { isDirty, isValid, isSubmitting, errors },
  } = useForm<Values, unknown, ChildUpdate>({
    resolver: sharedResolver<Values, typeof formSchema>(formSchema),
    mode: 'onTouched',
    defaultValues: toValues(questionnaire),
  });

  useEffect(() => {
    if (!isDirty) reset(toValues(questionnaire));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the server data changes
  }, [questionnaire]);

  const locked = !questionnaire.editable;
  const name = questionnaire.fields.child_first_name || 'Your child';
  const headingId = `child-${questionnaire.id}-title`;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await mutation.mutateAsync(values);
      reset(toValues(saved));
    } catch (err) {
      applyServerErrors(err, setError, FIELDS);
    }
  });

  return (
    <Paper
      variant="outlined"
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 2.4 }, borderRadius: '14px', bgcolor: locked ? 'grey.50' : undefined }}
    >
      <Typography
        id={headingId}
        variant="h5"
        component="h3"
        sx={{ mb: 2, display: 'flex', alignItems: 'center', gap: 1, overflowWrap: 'anywhere' }}
      >
        {name}
        {locked && <LockOutlinedIcon fontSize="small" aria-hidden />}
      </Typography>
      {locked && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {lockedReason(questionnaire, name)}
        </Alert>
      )}
      <Box
        component="fieldset"
        disabled={locked}
        sx={{
          border: 0,
          m: 0,
          p: 0,
          minWidth: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' },
        }}
      >
        <FormTextField
          control={control}
          name="child_first_name"
          label="Child's first name"
          required
          disabled={locked}
        />
        <FormTextField control={control} name="age" label="Age" select required disabled={locked}>
          {QUESTIONNAIRE_AGES.map((age) => (
            <MenuItem key={age} value={String(age)}>
              {age}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField
          control={control}
          name="rising_grade_level"
          label="Rising grade"
          select
          disabled={locked}
        >
          <MenuItem value="">
            <em>Not specified</em>
          </MenuItem>
          {RISING_GRADE_LEVELS.map((g) => (
            <MenuItem key={g.value} value={String(g.value)}>
              {g.label}
            </MenuItem>
          ))}
        </FormTextField>
      </Box>
      {errors.root?.server && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {errors.root.server.message}
        </Alert>
      )}
      {!locked && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
          <Button
            type="submit"
            variant="outlined"
            disabled={!isDirty || !isValid}
            loading={isSubmitting}
            aria-label={`Save changes for ${name}`}
            sx={{ minWidth: { xs: '100%', sm: 140 } }}
          >
            Save changes
          </Button>
        </Box>
      )}
    </Paper>
  );
}
