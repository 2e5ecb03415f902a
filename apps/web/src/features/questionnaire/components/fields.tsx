import { useId, type ReactNode } from 'react';
import {
  Box,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  TextField,
  type TextFieldProps,
} from '@mui/material';
import { useController, type Control, type FieldPathByValue } from 'react-hook-form';
import type { QuestionnaireFormValues } from '../form-values';

export type FormControlOf = Control<QuestionnaireFormValues>;

export interface Option {
  value: string;
  label: string;
}

/** Options from a list of strings that are their own labels. */
export const optionsOf = (values: readonly string[]): Option[] =>
  values.map((v) => ({ value: v, label: v }));

/**
 * A question answered with several controls: a fieldset whose legend is the question (with
 * MUI's asterisk when required), a hint and the error, both tied to it by aria-describedby.
 */
function QuestionFieldset({
  legend,
  required,
  hint,
  error,
  fullWidth,
  children,
}: {
  legend: string;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  fullWidth?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <FormControl
      component="fieldset"
      error={Boolean(error)}
      aria-describedby={describedBy || undefined}
      sx={fullWidth ? { width: '100%' } : undefined}
    >
      <FormLabel
        component="legend"
        required={required}
        sx={{ fontWeight: 600, color: 'text.primary', mb: 0.6 }}
      >
        {legend}
      </FormLabel>
      {hint && (
        <FormHelperText id={`${id}-hint`} sx={{ mx: 0, mt: 0, mb: 0.8 }}>
          {hint}
        </FormHelperText>
      )}
      {children}
      {error && (
        <FormHelperText id={`${id}-error`} sx={{ mx: 0 }}>
          {error}
        </FormHelperText>
      )}
    </FormControl>
  );
}

interface GroupProps<Name> {
  control: FormControlOf;
  name: Name;
  legend: string;
  required?: boolean;
  /** A line under the legend. */
  hint?: ReactNode;
}

/** A question with several answers: checkboxes (Tab between them, Space to tick). */
export function CheckboxGroupField({
  control,
  name,
  legend,
  options,
  required,
  hint,
  columns = 2,
}: GroupProps<FieldPathByValue<QuestionnaireFormValues, string[]>> & {
  options: readonly Option[];
  /** Columns from the small breakpoint up (phones: two for three, else one). */
  columns?: 1 | 2 | 3;
}) {
  const { field, fieldState } = useController({ control, name });
  const selected = field.value;
  const toggle = (value: string, checked: boolean) => {
    const next = checked ? [...selected, value] : selected.filter((v) => v !== value);
    // Keep the options' order, whatever order they were ticked in.
    field.onChange(options.map((o) => o.value).filter((v) => next.includes(v)));
  };
  return (
    <QuestionFieldset
      legend={legend}
      required={required}
      hint={hint}
      error={fieldState.error?.message}
      fullWidth
    >
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: {
            // Short labels (activities, camp kinds) fit two to a row even on a phone.
            xs: columns === 3 ? 'repeat(2, minmax(0, 1fr))' : '1fr',
            sm: `repeat(${columns}, minmax(0, 1fr))`,
          },
          columnGap: 2,
        }}
      >
        {options.map((option, index) => (
          <FormControlLabel
            key={option.value}
            label={option.label}
            control={
              <Checkbox
                checked={selected.includes(option.value)}
                onChange={(e) => toggle(option.value, e.target.checked)}
                onBlur={field.onBlur}
                slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }}
                name={field.name}
                value={option.value}
              />
            }
          />
        ))}
      </Box>
    </QuestionFieldset>
  );
}

/** A question with one answer from a short list: radio buttons (arrow keys move between them). */
export function RadioGroupField({
  control,
  name,
  legend,
  options,
  required,
  hint,
}: GroupProps<FieldPathByValue<QuestionnaireFormValues, string>> & {
  options: readonly Option[];
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <QuestionFieldset
      legend={legend}
      required={required}
      hint={hint}
      error={fieldState.error?.message}
    >
      <RadioGroup
        row
        name={field.name}
        value={field.value}
        onChange={(e) => field.onChange(e.target.value)}
        onBlur={field.onBlur}
      >
        {options.map((option, index) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            label={option.label}
            control={<Radio slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }} />}
          />
        ))}
      </RadioGroup>
    </QuestionFieldset>
  );
}

/** A yes/no question (null until answered). */
export function YesNoField({
  control,
  name,
  legend,
  hint,
}: GroupProps<FieldPathByValue<QuestionnaireFormValues, boolean | null>>) {
  const { field, fieldState } = useController({ control, name });
  const value = field.value === null ? '' : field.value ? 'yes' : 'no';
  return (
    <QuestionFieldset legend={legend} hint={hint} error={fieldState.error?.message}>
      <RadioGroup
        row
        name={field.name}
        value={value}
        onChange={(e) => field.onChange(e.target.value === 'yes')}
        onBlur={field.onBlur}
      >
        <FormControlLabel
          value="yes"
          label="Yes"
          control={<Radio slotProps={{ input: { ref: field.ref } }} />}
        />
        <FormControlLabel value="no" label="No" control={<Radio />} />
      </RadioGroup>
    </QuestionFieldset>
  );
}

/** A drop-down of options; the empty choice clears an optional answer. */
export function SelectField({
  control,
  name,
  label,
  options,
  required,
  emptyLabel = 'No preference',
  ...props
}: {
  control: FormControlOf;
  name: FieldPathByValue<QuestionnaireFormValues, string>;
  label: string;
  options: readonly Option[];
  required?: boolean;
  /** Label of the blank choice of an optional question. */
  emptyLabel?: string;
} & Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'select' | 'label'>) {
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  return (
    <TextField
      {...props}
      select
      label={label}
      required={required}
      name={field.name}
      inputRef={field.ref}
      value={field.value}
      onChange={(e) => field.onChange(e.target.value)}
      onBlur={field.onBlur}
      error={Boolean(error)}
      helperText={error ?? props.helperText}
      fullWidth
    >
      {!required && (
        <MenuItem value="">
          <em>{emptyLabel}</em>
        </MenuItem>
      )}
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
