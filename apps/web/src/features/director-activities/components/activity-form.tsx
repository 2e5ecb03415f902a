import { useMemo, useState, type ReactNode } from 'react';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormHelperText,
  FormLabel,
  InputAdornment,
  Link,
  MenuItem,
  Slider,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
  type TextFieldProps,
} from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  useController,
  useForm,
  useWatch,
  type Control,
  type FieldError,
  type Path,
  type Resolver,
  type UseFormGetValues,
  type UseFormSetValue,
} from 'react-hook-form';
import {
  AGE_GRADE_DIALOG,
  AGE_LEVEL_DEFAULT,
  AGE_LEVEL_STEP,
  DUPLICATE_INHERITED_FIELDS,
  activitySchema,
  duplicateActivityUpdateSchema,
  mustAskForAgeOrGrade,
  type DuplicateInheritedField,
} from '@camp/shared/activity';
import { AGE_MAX, AGE_MIN, GRADE_LEVELS } from '@camp/shared/enums';
import { parseOptionalNumberInput } from '@camp/shared/number';
import {
  WEEKDAYS,
  WEEKDAY_LONG,
  WEEKDAY_SHORT,
  presetMeetingDays,
  sortWeekdays,
  type Weekday,
} from '@camp/shared/meeting-days';
import type { DirectorActivity } from '@camp/shared/director-activity';
import type { ActivityBody } from '../api/types';
import { useCampTypes } from '../../../lib/camp-types';
import type { ActivityInterestOption } from '../api/interest-options';
import { applyServerErrors } from '../../../lib/form-support';
import { visuallyHidden } from '../../../components/ui/visually-hidden';

/** The spec names the link but not its address; an AI writing assistant directors can use. */
export const DESCRIPTION_GENERATOR_URL = 'https://chatgpt.com/';

export type ActivityFormMode = 'create' | 'edit' | 'duplicate';

export const SUBMIT_LABELS: Record<ActivityFormMode, string> = {
  create: 'Create activity',
  edit: 'Save changes',
  duplicate: 'Duplicate',
};

type FormValues = Omit<ActivityBody, 'age_level'> & { age_level: [number, number] };

const FIELDS: readonly Path<FormValues>[] = [
  'name',
  'url',
  'date',
  'meeting_days',
  'price',
  'start_time',
  'end_time',
  'camp_type',
  'location',
  'media_link',
  'optional_media_link',
  'description',
  'other_info',
  'details',
  'what_to_bring',
  'instructor',
  'camp_info_title',
  'camp_info_time',
  'grade_level_start',
  'grade_level_end',
  'age_level',
  'interest_ids',
  'skill_development',
  'total_seats',
  'reserved_seats',
  'fee',
];

/**
 * Fields whose message depends on another field's value (the cross-field rules of the shared
 * schema report on one side only): when the key changes, the fields listed are validated again,
 * so a message such as 'Reserved seats can't be more than total seats' follows the total.
 */
const DEPENDENT_FIELDS: Partial<Record<Path<FormValues>, Path<FormValues>[]>> = {
  total_seats: ['reserved_seats'],
  grade_level_start: ['grade_level_end'],
  grade_level_end: ['grade_level_start'],
  date: ['meeting_days'],
};

const text = (v: string | number | null | undefined) =>
  v === null || v === undefined ? '' : String(v);

function initialValues(activity: DirectorActivity | undefined, location: string): FormValues {
  return {
    name: activity?.name ?? '',
    url: activity?.url ?? '',
    date: activity ? [activity.start_date, activity.end_date] : ['', ''],
    meeting_days: activity ? [...activity.meeting_days] : [],
    price: text(activity?.price),
    start_time: activity?.start_time ?? '',
    end_time: activity?.end_time ?? '',
    camp_type: activity?.camp_type ?? '',
    location,
    media_link: activity?.media_link ?? '',
    optional_media_link: text(activity?.optional_media_link),
    description: text(activity?.description),
    other_info: text(activity?.other_info),
    details: text(activity?.details),
    what_to_bring: text(activity?.what_to_bring),
    instructor: text(activity?.instructor),
    camp_info_title: text(activity?.camp_info_title),
    camp_info_time: text(activity?.camp_info_time),
    grade_level_start: text(activity?.grade_level_start),
    grade_level_end: text(activity?.grade_level_end),
    age_level: activity?.age_level ?? [AGE_LEVEL_DEFAULT[0], AGE_LEVEL_DEFAULT[1]],
    interest_ids: activity?.interest_ids ?? [],
    skill_development: activity?.skill_development ?? [],
    total_seats: text(activity?.total_seats),
    reserved_seats: activity && activity.reserved_seats > 0 ? String(activity.reserved_seats) : '',
    fee: activity && activity.fee > 0 ? String(activity.fee) : '',
  };
}

/** total − reserved, '0' when none are left; blank until the total is a number. */
function availableSeats(total: string, reserved: string): string {
  const t = parseOptionalNumberInput(total);
  const r = parseOptionalNumberInput(reserved);
  if (typeof t !== 'number' || Number.isNaN(t)) return '';
  const used = typeof r === 'number' && !Number.isNaN(r) ? r : 0;
  return String(Math.max(t - used, 0));
}

/**
 * The camp types offered (the live list), with the activity's own added where an admin retired
 * it: it is no longer offered for new choices, but the activity shows it (marked "retired") and
 * keeps it when saved.
 */
function campTypeChoices(offered: readonly string[] | undefined, own?: string) {
  // Until the list has loaded, the activity's own camp type is the one choice.
  if (!offered) return own ? [{ value: own, label: own }] : [];
  const choices = offered.map((c) => ({ value: c, label: c }));
  if (own && !offered.includes(own)) choices.push({ value: own, label: `${own} (retired)` });
  return choices;
}

export interface ActivityFormProps {
  mode: ActivityFormMode;
  /** The activity edited, or the original being duplicated. */
  activity?: DirectorActivity;
  /** The program's address, which the activity inherits (read-only). */
  location: string;
  interestOptions: ActivityInterestOption[];
  /** Sends the values; rejects with the server's ApiError so its messages reach the fields. */
  onSubmit: (body: ActivityBody) => Promise<unknown>;
}

/**
 * The director's activity form: validated on every change with the
 * shared schema, submit disabled until something changed, and a dialog when neither age nor
 * grade level is given. A duplicate (new or edited) shows its inherited fields locked.
 */
export function ActivityForm({
  mode,
  activity,
  location,
  interestOptions,
  onSubmit,
}: ActivityFormProps) {
  const locked = mode === 'duplicate' || activity?.duplicated_status === true;
  const isLocked = (field: DuplicateInheritedField) =>
    locked && (DUPLICATE_INHERITED_FIELDS as readonly string[]).includes(field);
  const resolver = useMemo(
    () =>
      zodResolver(
        (locked ? duplicateActivityUpdateSchema : activitySchema) as never,
      ) as unknown as Resolver<FormValues>,
    [locked],
  );
  const defaultValues = useMemo(() => initialValues(activity, location), [activity, location]);
  const {
    control,
    handleSubmit,
    getValues,
    setValue,
    setError,
    trigger,
    getFieldState,
    formState: { isDirty, isSubmitting, errors },
  } = useForm<FormValues>({ mode: 'onChange', resolver, defaultValues });
  // Ages count as given once the slider is moved, or when the activity already has them.
  const [ageTouched, setAgeTouched] = useState(Boolean(activity?.age_level));
  const [askAgeOrGrade, setAskAgeOrGrade] = useState(false);

  // Until the director ticks days themselves, a new activity's days follow its camp type
  // (Monday to Friday for a day camp; none for a class or after-school program, which pick
  // theirs). An activity being edited keeps its own.
  const [daysChosen, setDaysChosen] = useState(Boolean(activity));
  const campTypes = useCampTypes();
  const presetDaysFor = (campType: string) => {
    if (daysChosen) return;
    setValue('meeting_days', presetMeetingDays(campType), {
      shouldDirty: true,
      shouldValidate: getFieldState('meeting_days').invalid,
    });
  };

  // A dependent field is validated again only once it holds a value or shows a message: picking
  // a start grade must not flag the still-empty end grade before the director reaches it.
  const revalidateDependents = (name: Path<FormValues>) => {
    const dependents = (DEPENDENT_FIELDS[name] ?? []).filter(
      (dep) => text(getValues(dep) as string | null).trim() !== '' || getFieldState(dep).invalid,
    );
    if (dependents.length > 0) void trigger(dependents);
  };
  // Save waits while a field shows an error (the server's own message under the form does not
  // count: it is answered by changing something and trying again).
  const hasFieldErrors = Object.keys(errors).some((key) => key !== 'root');

  const submit = handleSubmit(async () => {
    const values = getValues();
    if (
      !locked &&
      mustAskForAgeOrGrade({
        ageLevelTouched: ageTouched,
        grade_level_start: values.grade_level_start,
        grade_level_end: values.grade_level_end,
      })
    ) {
      setAskAgeOrGrade(true);
      return;
    }
    try {
      await onSubmit({ ...values, age_level: ageTouched ? values.age_level : null });
    } catch (err) {
      applyServerErrors(err, setError, FIELDS);
    }
  });

  const serverError = errors.root?.server?.message;

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} aria-label="Activity form">
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          columnGap: 3,
          rowGap: 2.5,
        }}
      >
        <BasicsFields
          control={control}
          isLocked={isLocked}
          location={location}
          locationError={errors.location}
          onDatesChanged={revalidateDependents}
          onDaysChosen={() => setDaysChosen(true)}
          onCampType={presetDaysFor}
          campTypes={campTypeChoices(campTypes.data, activity?.camp_type)}
        />
        <DescriptionFields control={control} isLocked={isLocked} />
        <AudienceFields
          control={control}
          isLocked={isLocked}
          interestOptions={interestOptions}
          onGradeChanged={revalidateDependents}
          onAgeMoved={() => setAgeTouched(true)}
          getValues={getValues}
          setValue={setValue}
        />
        <SeatsFields control={control} onChanged={revalidateDependents} />
      </Box>

      {serverError && (
        <Alert severity="error" sx={{ mt: 3 }}>
          {serverError}
        </Alert>
      )}
      <Box sx={{ display: 'flex', justifyContent: { xs: 'stretch', sm: 'flex-end' }, mt: 4 }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!isDirty || isSubmitting || hasFieldErrors}
          sx={{ width: { xs: '100%', sm: 'auto' }, minWidth: 200 }}
        >
          {SUBMIT_LABELS[mode]}
        </Button>
      </Box>

      <AgeOrGradeDialog open={askAgeOrGrade} onClose={() => setAskAgeOrGrade(false)} />
    </Box>
  );
}

// ---- field groups ------------------------------------------------------------------------

type IsLocked = (field: DuplicateInheritedField) => boolean;

/** What the activity is, when and where it meets, and what it costs. */
function BasicsFields({
  control,
  isLocked,
  location,
  locationError,
  onDatesChanged,
  onDaysChosen,
  onCampType,
  campTypes,
}: {
  control: Control<FormValues>;
  campTypes: { value: string; label: string }[];
  isLocked: IsLocked;
  location: string;
  locationError: FieldError | undefined;
  onDatesChanged: (name: Path<FormValues>) => void;
  onDaysChosen: () => void;
  onCampType: (campType: string) => void;
}) {
  return (
    <>
      <Text control={control} name="name" label="Name" required disabled={isLocked('name')} />
      <Text
        control={control}
        name="url"
        label="Url"
        required
        transform={(v) => v.toLowerCase()}
        inputMode="url"
      />
      <DateRangeFields control={control} onChanged={onDatesChanged} />
      <MeetingDaysField control={control} onChosen={onDaysChosen} />
      <Text
        control={control}
        name="price"
        label="Price"
        required
        inputMode="decimal"
        adornment="$"
      />
      <Text control={control} name="start_time" label="Start time" required type="time" shrink />
      <Text control={control} name="end_time" label="End time" required type="time" shrink />
      <Text
        control={control}
        name="camp_type"
        label="Camp type"
        required
        select
        disabled={isLocked('camp_type')}
        onValue={onCampType}
      >
        {campTypes.map((c) => (
          <MenuItem key={c.value} value={c.value}>
            {c.label}
          </MenuItem>
        ))}
      </Text>
      <TextField
        label="Location"
        value={location}
        fullWidth
        slotProps={{ input: { readOnly: true } }}
        helperText={locationError?.message ?? 'From the program’s address'}
        error={Boolean(locationError)}
      />
      <Text
        control={control}
        name="media_link"
        label="Media link"
        required
        inputMode="url"
        disabled={isLocked('media_link')}
      />
      <Text
        control={control}
        name="optional_media_link"
        label="Optional media link"
        inputMode="url"
        disabled={isLocked('optional_media_link')}
      />
    </>
  );
}

/**
 * The activity's words and media: description, other info, details, what to bring, instructor
 * and fee.
 */
function DescriptionFields({
  control,
  isLocked,
}: {
  control: Control<FormValues>;
  isLocked: IsLocked;
}) {
  return (
    <>
      <Box sx={{ gridColumn: { md: '1 / -1' } }}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 0.5 }}>
          <Link
            href={DESCRIPTION_GENERATOR_URL}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 700 }}
          >
            Description Generator
            <OpenInNewIcon fontSize="inherit" aria-hidden />
            <Box component="span" sx={visuallyHidden}>
              (opens in a new tab)
            </Box>
          </Link>
        </Box>
        <Text
          control={control}
          name="description"
          label="Description"
          multiline
          minRows={4}
          disabled={isLocked('description')}
        />
      </Box>
      <Text
        control={control}
        name="other_info"
        label="Other info"
        multiline
        minRows={2}
        disabled={isLocked('other_info')}
      />
      <Text control={control} name="details" label="Details" multiline minRows={2} />
      <Text
        control={control}
        name="what_to_bring"
        label="What to bring"
        multiline
        minRows={2}
        helperText="Shown to parents and sent in their reminder e-mails"
      />
      <Text control={control} name="instructor" label="Instructor" />
      <Text control={control} name="camp_info_title" label="Camp info title" />
      <Text control={control} name="camp_info_time" label="Camp info time" />
      <Text
        control={control}
        name="fee"
        label="Fee"
        inputMode="decimal"
        adornment="$"
        disabled={isLocked('fee')}
      />
    </>
  );
}

/** Who it is for: grades, ages, interests and the skills of the chosen interests. */
function AudienceFields({
  control,
  isLocked,
  interestOptions,
  onGradeChanged,
  onAgeMoved,
  getValues,
  setValue,
}: {
  control: Control<FormValues>;
  isLocked: IsLocked;
  interestOptions: ActivityInterestOption[];
  onGradeChanged: (name: Path<FormValues>) => void;
  onAgeMoved: () => void;
  getValues: UseFormGetValues<FormValues>;
  setValue: UseFormSetValue<FormValues>;
}) {
  const interestIds = useWatch({ control, name: 'interest_ids' });
  const skillOptions = useMemo(
    () =>
      interestOptions
        .filter((i) => interestIds.includes(i.id))
        .flatMap((i) => i.skill_developments.map((s) => ({ ...s, group: i.name }))),
    [interestOptions, interestIds],
  );
  return (
    <>
      <Text
        control={control}
        name="grade_level_start"
        label="Grade level start"
        select
        onChanged={onGradeChanged}
        disabled={isLocked('grade_level_start')}
      >
        <MenuItem value="">
          <em>Not specified</em>
        </MenuItem>
        {GRADE_LEVELS.map((g) => (
          <MenuItem key={g.value} value={String(g.value)}>
            {g.label}
          </MenuItem>
        ))}
      </Text>
      <Text
        control={control}
        name="grade_level_end"
        label="Grade level end"
        select
        onChanged={onGradeChanged}
        disabled={isLocked('grade_level_end')}
      >
        <MenuItem value="">
          <em>Not specified</em>
        </MenuItem>
        {GRADE_LEVELS.map((g) => (
          <MenuItem key={g.value} value={String(g.value)}>
            {g.label}
          </MenuItem>
        ))}
      </Text>
      <AgeSlider control={control} disabled={isLocked('age_level')} onMoved={onAgeMoved} />
      <TagSelect
        control={control}
        name="interest_ids"
        label="Interests"
        options={interestOptions}
        disabled={isLocked('interest_ids')}
        onChanged={(ids) => {
          // Skills of a group no longer chosen go with it.
          const allowed = new Set(
            interestOptions
              .filter((i) => ids.includes(i.id))
              .flatMap((i) => i.skill_developments.map((s) => s.id)),
          );
          const skills = getValues('skill_development');
          const kept = skills.filter((id) => allowed.has(id));
          if (kept.length !== skills.length) {
            setValue('skill_development', kept, { shouldDirty: true, shouldValidate: true });
          }
        }}
      />
      <TagSelect
        control={control}
        name="skill_development"
        label="Skill development"
        options={skillOptions}
        groupBy={(o) => (o as (typeof skillOptions)[number]).group}
        disabled={isLocked('skill_development')}
        noOptionsText="Choose interests first"
      />
    </>
  );
}

/** Total and reserved seats, and the seats left for parents. */
function SeatsFields({
  control,
  onChanged,
}: {
  control: Control<FormValues>;
  onChanged: (name: Path<FormValues>) => void;
}) {
  const [total, reserved] = useWatch({ control, name: ['total_seats', 'reserved_seats'] });
  return (
    <>
      <Text
        control={control}
        name="total_seats"
        label="Total seats"
        inputMode="numeric"
        onChanged={onChanged}
      />
      <Text
        control={control}
        name="reserved_seats"
        label="Reserved seats"
        inputMode="numeric"
        onChanged={onChanged}
      />
      <TextField
        label="Available seats"
        value={availableSeats(total, reserved)}
        fullWidth
        slotProps={{ input: { readOnly: true } }}
        helperText="Total seats minus reserved seats"
      />
    </>
  );
}

function AgeOrGradeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="age-grade-dialog-title"
      aria-describedby="age-grade-dialog-text"
      maxWidth="xs"
    >
      <DialogTitle id="age-grade-dialog-title">{AGE_GRADE_DIALOG.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="age-grade-dialog-text">{AGE_GRADE_DIALOG.text}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button variant="contained" autoFocus onClick={onClose}>
          {AGE_GRADE_DIALOG.button}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

// ---- fields -----------------------------------------------------------------------------

type TextProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & {
  control: Control<FormValues>;
  name: Path<FormValues>;
  transform?: (value: string) => string;
  inputMode?: 'url' | 'decimal' | 'numeric';
  adornment?: string;
  /** Keep the label above the input (time and date inputs show a placeholder of their own). */
  shrink?: boolean;
  /** Called after each change (the form validates the fields that depend on this one). */
  onChanged?: (name: Path<FormValues>) => void;
  /** Called after each change with the new value. */
  onValue?: (value: string) => void;
  children?: ReactNode;
};

function Text({
  control,
  name,
  transform,
  inputMode,
  adornment,
  shrink,
  helperText,
  onChanged,
  onValue,
  children,
  ...props
}: TextProps) {
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  return (
    <TextField
      {...props}
      name={field.name}
      inputRef={field.ref}
      value={(field.value as string | undefined) ?? ''}
      onChange={(e) => {
        const value = transform ? transform(e.target.value) : e.target.value;
        field.onChange(value);
        onChanged?.(name);
        onValue?.(value);
      }}
      onBlur={field.onBlur}
      error={Boolean(error)}
      helperText={error ?? helperText}
      fullWidth
      slotProps={{
        htmlInput: inputMode ? { inputMode } : undefined,
        inputLabel: shrink ? { shrink: true } : undefined,
        input: adornment
          ? { startAdornment: <InputAdornment position="start">{adornment}</InputAdornment> }
          : undefined,
      }}
    >
      {children}
    </TextField>
  );
}

/** The date pair: two native date inputs; the pair's rule shows under them. */
function DateRangeFields({
  control,
  onChanged,
}: {
  control: Control<FormValues>;
  onChanged: (name: Path<FormValues>) => void;
}) {
  const { field, fieldState } = useController({ control, name: 'date' });
  const [start, end] = field.value;
  const error = fieldState.error?.message;
  return (
    <FormControl
      component="fieldset"
      error={Boolean(error)}
      sx={{ gridColumn: { md: '1 / -1' }, minWidth: 0 }}
    >
      <FormLabel component="legend" required sx={{ mb: 1 }}>
        Date
      </FormLabel>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        <TextField
          label="Start date"
          type="date"
          value={start}
          inputRef={field.ref}
          onChange={(e) => {
            field.onChange([e.target.value, end]);
            onChanged('date');
          }}
          onBlur={field.onBlur}
          error={Boolean(error)}
          slotProps={{ inputLabel: { shrink: true } }}
          fullWidth
        />
        <TextField
          label="End date"
          type="date"
          value={end}
          onChange={(e) => {
            field.onChange([start, e.target.value]);
            onChanged('date');
          }}
          onBlur={field.onBlur}
          error={Boolean(error)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: start || undefined } }}
          fullWidth
        />
      </Box>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}

/**
 * The days of the week the activity meets: seven toggle buttons (each announces its full day
 * name and whether it is pressed) in a fieldset named by its legend; the rule shows under them.
 */
function MeetingDaysField({
  control,
  onChosen,
}: {
  control: Control<FormValues>;
  onChosen: () => void;
}) {
  const { field, fieldState } = useController({ control, name: 'meeting_days' });
  const error = fieldState.error?.message;
  const helpId = 'meeting-days-help';
  return (
    <FormControl
      component="fieldset"
      error={Boolean(error)}
      sx={{ gridColumn: { md: '1 / -1' }, minWidth: 0 }}
    >
      <FormLabel component="legend" required sx={{ mb: 1 }}>
        Meeting days
      </FormLabel>
      <ToggleButtonGroup
        value={field.value}
        onChange={(_e, days: Weekday[]) => {
          onChosen();
          field.onChange(sortWeekdays(days));
        }}
        onBlur={field.onBlur}
        ref={field.ref}
        aria-describedby={helpId}
        color="primary"
        size="small"
        sx={{ flexWrap: 'wrap' }}
      >
        {WEEKDAYS.map((d) => (
          <ToggleButton
            key={d}
            value={d}
            aria-label={WEEKDAY_LONG[d]}
            sx={{ minWidth: 44, minHeight: 44, px: { xs: 1, sm: 2 }, fontWeight: 700 }}
          >
            {WEEKDAY_SHORT[d]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <FormHelperText id={helpId}>
        {error ?? 'The days of the week it meets between its start and end dates'}
      </FormHelperText>
    </FormControl>
  );
}

function AgeSlider({
  control,
  disabled,
  onMoved,
}: {
  control: Control<FormValues>;
  disabled: boolean;
  onMoved: () => void;
}) {
  const { field, fieldState } = useController({ control, name: 'age_level' });
  const [min, max] = field.value;
  const error = fieldState.error?.message;
  return (
    <FormControl error={Boolean(error)} disabled={disabled} sx={{ gridColumn: { md: '1 / -1' } }}>
      <Typography id="age-level-label" component="span" sx={{ fontWeight: 600 }}>
        Age level: {min === max ? min : `${min} – ${max}`}
      </Typography>
      <Box sx={{ px: 1.5 }}>
        <Slider
          getAriaLabel={(i) => (i === 0 ? 'Minimum age' : 'Maximum age')}
          value={[min, max]}
          min={AGE_MIN}
          max={AGE_MAX}
          step={AGE_LEVEL_STEP}
          marks={[
            { value: AGE_MIN, label: String(AGE_MIN) },
            { value: AGE_MAX, label: String(AGE_MAX) },
          ]}
          valueLabelDisplay="auto"
          disabled={disabled}
          onChange={(_e, value) => {
            if (!Array.isArray(value)) return;
            onMoved();
            field.onChange([value[0], value[1]]);
          }}
          onBlur={field.onBlur}
        />
      </Box>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}

interface TagOption {
  id: number;
  name: string;
}

function TagSelect({
  control,
  name,
  label,
  options,
  disabled,
  groupBy,
  noOptionsText,
  onChanged,
}: {
  control: Control<FormValues>;
  name: 'interest_ids' | 'skill_development';
  label: string;
  options: TagOption[];
  disabled: boolean;
  groupBy?: (option: TagOption) => string;
  noOptionsText?: string;
  onChanged?: (ids: number[]) => void;
}) {
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  const byId = new Map(options.map((o) => [o.id, o]));
  const value = field.value.map((id) => byId.get(id)).filter((o): o is TagOption => Boolean(o));
  return (
    <Autocomplete
      multiple
      disableCloseOnSelect
      options={options}
      groupBy={groupBy}
      value={value}
      disabled={disabled}
      noOptionsText={noOptionsText}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_e, chosen) => {
        const ids = chosen.map((o) => o.id);
        field.onChange(ids);
        onChanged?.(ids);
      }}
      onBlur={field.onBlur}
      renderValue={(chosen, getItemProps) =>
        chosen.map((o, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} label={o.name} size="small" {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required
          name={field.name}
          inputRef={field.ref}
          error={Boolean(error)}
          helperText={error}
        />
      )}
    />
  );
}
