import { useState, type ReactNode } from 'react';
import { Box, Button, InputAdornment, Link, Paper, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  ACCESSIBILITY_NEED,
  DAY_CAMP_DISTANCE_OPTIONS,
  DAY_CAMP_DURATIONS,
  FAVORITE_CAMP_NAME_FIELDS,
  HIGHEST_PRIORITIES,
  OVERNIGHT_CAMP_DISTANCE_OPTIONS,
  PERSONAL_SKILLS,
  PROFICIENCY_LEVELS,
  QUESTIONNAIRE_AGES,
  QUESTIONNAIRE_DATE_RANGES,
  QUESTIONNAIRE_INTEREST_GROUPS,
  QUESTIONNAIRE_SPECIAL_NEEDS,
  RISING_GRADE_LEVELS,
} from '@camp/shared/questionnaire';
import { FormTextField, lowerCase } from '../../../components/ui/form-text-field';
import { STORAGE_KEYS, writeStorage } from '../../../lib/storage';
import type { QuestionnaireFormValues } from '../form-values';
import {
  CheckboxGroupField,
  RadioGroupField,
  SelectField,
  YesNoField,
  optionsOf,
  type FormControlOf,
} from './fields';
import { paths } from '../../../lib/paths';
import { useCampTypes } from '../../../lib/camp-types';

/** Where a visitor whose e-mail already has an account signs in, then comes back. */
export const QUESTIONNAIRE_PATH = paths.questionnaire;

const numberOptions = (list: readonly { value: number; label: string }[]) =>
  list.map((o) => ({ value: String(o.value), label: o.label }));

/** A column of questions with the form's vertical rhythm. */
function Questions({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>{children}</Box>;
}

/** Two questions side by side from the small breakpoint up. */
function Pair({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2.5 }}>
      {children}
    </Box>
  );
}

function useControl(): FormControlOf {
  return useFormContext<QuestionnaireFormValues>().control;
}

export function ChildStep() {
  const control = useControl();
  return (
    <Questions>
      <FormTextField
        control={control}
        name="child_first_name"
        label="Child's first name"
        required
        slotProps={{ htmlInput: { autoComplete: 'off', maxLength: 255 } }}
      />
      <Pair>
        <SelectField
          control={control}
          name="age"
          label="Age"
          required
          options={QUESTIONNAIRE_AGES.map((a) => ({ value: String(a), label: String(a) }))}
        />
        <SelectField
          control={control}
          name="rising_grade_level"
          label="Rising grade"
          emptyLabel="Not in school yet / not sure"
          options={numberOptions(RISING_GRADE_LEVELS)}
          helperText="The grade your child starts next school year."
        />
      </Pair>
    </Questions>
  );
}

export function NeedsStep() {
  const control = useControl();
  const needs = useWatch({ control, name: 'special_needs' });
  return (
    <Questions>
      <CheckboxGroupField
        control={control}
        name="personal_skills"
        legend="Which personal skills would you like camp to build?"
        options={optionsOf(PERSONAL_SKILLS)}
      />
      <CheckboxGroupField
        control={control}
        name="special_needs"
        legend="Does your child have special needs?"
        hint="Tell us about food allergies and other needs in the comments at the Budget step."
        options={optionsOf(QUESTIONNAIRE_SPECIAL_NEEDS)}
        columns={3}
      />
      {needs.includes(ACCESSIBILITY_NEED) && (
        <FormTextField
          control={control}
          name="specify_accessibility"
          label="Accessibility needs"
          required
          multiline
          minRows={3}
          hint="For example: wheelchair access, a quiet space, an aide."
        />
      )}
    </Questions>
  );
}

export function InterestsStep() {
  const control = useControl();
  const chosen = useWatch({ control, name: 'interests' });
  const groups = QUESTIONNAIRE_INTEREST_GROUPS.filter((g) => chosen.includes(g.value));
  return (
    <Questions>
      <CheckboxGroupField
        control={control}
        name="interests"
        legend="What is your child interested in?"
        hint="Choose one or more; for each you pick the activities and your child's level below."
        required
        options={QUESTIONNAIRE_INTEREST_GROUPS.map((g) => ({ value: g.value, label: g.label }))}
      />
      {groups.map((group) => (
        <Paper
          key={group.value}
          component="section"
          aria-labelledby={`interest-${group.proficiencyField}`}
          variant="outlined"
          sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 3 }}
        >
          <Typography
            id={`interest-${group.proficiencyField}`}
            variant="h3"
            sx={{ fontSize: '1.15rem', mb: 1.5 }}
          >
            {group.label}
          </Typography>
          <Questions>
            {group.itemsField && (
              <CheckboxGroupField
                control={control}
                name={group.itemsField}
                legend={`Which ${group.label.toLowerCase()} activities?`}
                required
                options={optionsOf(group.items)}
                columns={3}
              />
            )}
            <RadioGroupField
              control={control}
              name={group.proficiencyField}
              legend={`Your child's level in ${group.label.toLowerCase()}`}
              required
              options={optionsOf(PROFICIENCY_LEVELS)}
            />
          </Questions>
        </Paper>
      ))}
    </Questions>
  );
}

const RANGE_NAMES = ['First', 'Second', 'Third', 'Fourth'] as const;

/**
 * The camp types a date range offers: the live list, plus any the answer already has that is no
 * longer offered (a retired camp type stays until the parent unticks it).
 */
function campTypeOptions(offered: readonly string[], chosen: readonly (string | undefined)[] = []) {
  const extra = chosen.filter((c): c is string => c !== undefined && !offered.includes(c));
  return optionsOf([...offered, ...extra]);
}

export function DatesStep() {
  const { control, setValue } = useFormContext<QuestionnaireFormValues>();
  const values = useWatch({ control });
  const campTypes = useCampTypes();
  const filled = QUESTIONNAIRE_DATE_RANGES.map((r) =>
    Boolean(values[r.start] || values[r.end] || values[r.campPreference]?.length),
  );
  const lastFilled = filled.lastIndexOf(true);
  const [shown, setShown] = useState(() => Math.max(1, lastFilled + 1));
  const count = Math.max(shown, lastFilled + 1);

  const removeLast = () => {
    const range = QUESTIONNAIRE_DATE_RANGES[count - 1]!;
    const opts = { shouldDirty: true, shouldValidate: false } as const;
    setValue(range.start, '', opts);
    setValue(range.end, '', opts);
    setValue(range.campPreference, [], opts);
    setShown(count - 1);
  };

  return (
    <Questions>
      <Typography sx={{ color: 'text.secondary' }}>
        When do you need camps? Add up to {QUESTIONNAIRE_DATE_RANGES.length} date ranges, each with
        the kinds of camp you would like for it.
      </Typography>
      {QUESTIONNAIRE_DATE_RANGES.slice(0, count).map((range, index) => {
        const hasStart = Boolean(values[range.start]);
        const hasEnd = Boolean(values[range.end]);
        return (
          <Paper
            key={range.start}
            component="section"
            aria-labelledby={`range-${index}`}
            variant="outlined"
            sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 3 }}
          >
            <Box
              sx={{
                display: 'flex',
                justifyContent: 'space-between',
                alignItems: 'center',
                gap: 1,
                mb: 1.5,
              }}
            >
              <Typography id={`range-${index}`} variant="h3" sx={{ fontSize: '1.15rem' }}>
                {RANGE_NAMES[index]} date range
              </Typography>
              {index > 0 && index === count - 1 && (
                <Button
                  size="small"
                  color="inherit"
                  startIcon={<DeleteOutlineIcon />}
                  onClick={removeLast}
                >
                  Remove
                </Button>
              )}
            </Box>
            <Questions>
              <Pair>
                <FormTextField
                  control={control}
                  name={range.start}
                  label="Start date"
                  type="date"
                  required={hasEnd}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
                <FormTextField
                  control={control}
                  name={range.end}
                  label="End date"
                  type="date"
                  required={hasStart}
                  slotProps={{
                    inputLabel: { shrink: true },
                    htmlInput: { min: (values[range.start] as string | undefined) || undefined },
                  }}
                />
              </Pair>
              <CheckboxGroupField
                control={control}
                name={range.campPreference}
                legend="Kinds of camp for these dates"
                options={campTypeOptions(campTypes.data ?? [], values[range.campPreference])}
                columns={3}
              />
            </Questions>
          </Paper>
        );
      })}
      {count < QUESTIONNAIRE_DATE_RANGES.length && (
        <Box>
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setShown(count + 1)}>
            Add another date range
          </Button>
        </Box>
      )}
    </Questions>
  );
}

const FAVORITE_CAMP_LABELS: Record<(typeof FAVORITE_CAMP_NAME_FIELDS)[number], string> = {
  camp_name: 'Favorite camp',
  name_of_second_camp: 'Second favorite camp',
  name_of_third_camp: 'Third favorite camp',
  name_of_fourth_camp: 'Fourth favorite camp',
};

export function PreferencesStep() {
  const control = useControl();
  const favorites = useWatch({ control, name: 'favorite_camps' });
  return (
    <Questions>
      <Typography variant="h3" sx={{ fontSize: '1.15rem' }}>
        Day camps
      </Typography>
      <Pair>
        <SelectField
          control={control}
          name="distance_preferences_day_camps"
          label="Distance to a day camp"
          options={numberOptions(DAY_CAMP_DISTANCE_OPTIONS)}
        />
        <FormTextField
          control={control}
          name="earliest_time_day_camp_drop_off"
          label="Earliest drop-off time"
          type="time"
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 900 } }}
        />
      </Pair>
      <CheckboxGroupField
        control={control}
        name="day_camp_duration_preferences"
        legend="How long should a camp day be?"
        options={optionsOf(DAY_CAMP_DURATIONS)}
      />
      <YesNoField
        control={control}
        name="early_drop_fee"
        legend="Would you pay a fee for early drop-off?"
      />
      <Typography variant="h3" sx={{ fontSize: '1.15rem', mt: 1 }}>
        Overnight camps
      </Typography>
      <SelectField
        control={control}
        name="distance_preferences_overnight_camps"
        label="Distance to an overnight camp"
        options={numberOptions(OVERNIGHT_CAMP_DISTANCE_OPTIONS)}
      />
      <YesNoField
        control={control}
        name="favorite_camps"
        legend="Does your child have favorite camps?"
      />
      {favorites === true && (
        <Pair>
          {FAVORITE_CAMP_NAME_FIELDS.map((name) => (
            <FormTextField
              key={name}
              control={control}
              name={name}
              label={FAVORITE_CAMP_LABELS[name]}
              required={name === 'camp_name'}
            />
          ))}
        </Pair>
      )}
    </Questions>
  );
}

export function BudgetStep() {
  const control = useControl();
  return (
    <Questions>
      <FormTextField
        control={control}
        name="amount_money"
        label="Budget for camps"
        hint="In whole US dollars, for all the camps together."
        slotProps={{
          input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
          htmlInput: { inputMode: 'numeric' },
        }}
        sx={{ maxWidth: { sm: 320 } }}
      />
      <RadioGroupField
        control={control}
        name="highest_priority"
        legend="What matters most when choosing a camp?"
        options={optionsOf(HIGHEST_PRIORITIES)}
      />
      <FormTextField
        control={control}
        name="other_interests"
        label="Other interests"
        hint="Anything your child loves that the lists did not cover."
        multiline
        minRows={2}
      />
      <FormTextField
        control={control}
        name="last_comments"
        label="Anything else we should know?"
        multiline
        minRows={3}
      />
    </Questions>
  );
}

export function AddressStep() {
  const control = useControl();
  return (
    <Questions>
      <Typography sx={{ color: 'text.secondary' }}>
        We look for camps near home, so we ask where you live.
      </Typography>
      <FormTextField
        control={control}
        name="address_street"
        label="Street address"
        required
        slotProps={{ htmlInput: { autoComplete: 'street-address' } }}
      />
      <FormTextField
        control={control}
        name="zip_code"
        label="ZIP code"
        required
        slotProps={{ htmlInput: { autoComplete: 'postal-code', inputMode: 'numeric' } }}
        sx={{ maxWidth: { sm: 240 } }}
      />
    </Questions>
  );
}

/** The visitor's last step: the account is created with this name and e-mail. */
export function ContactStep({ emailTaken }: { emailTaken: boolean }) {
  const control = useControl();
  return (
    <Questions>
      <Typography sx={{ color: 'text.secondary' }}>
        We will create your account and e-mail you a link. Open it to see your plan; you are signed
        in automatically.
      </Typography>
      <FormTextField
        control={control}
        name="name"
        label="Full name"
        required
        slotProps={{ htmlInput: { autoComplete: 'name' } }}
      />
      <Box>
        <FormTextField
          control={control}
          name="email"
          label="Email"
          type="email"
          required
          transform={lowerCase}
          slotProps={{ htmlInput: { autoComplete: 'email' } }}
        />
        {emailTaken && (
          <Typography sx={{ mt: 1 }}>
            Already have an account?{' '}
            <Link
              component={RouterLink}
              to={paths.signIn}
              // Back to the questionnaire after signing in, where the answers are carried over.
              onClick={() => writeStorage(STORAGE_KEYS.returnPath, QUESTIONNAIRE_PATH)}
              sx={{ fontWeight: 700, textDecoration: 'underline' }}
            >
              Sign in
            </Link>{' '}
            and your answers come with you.
          </Typography>
        )}
      </Box>
    </Questions>
  );
}
