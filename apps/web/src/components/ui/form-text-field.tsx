import { useState, type ReactNode } from 'react';
import { IconButton, InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useHydrated } from './use-hydrated';

type BaseProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'>;

export interface FormTextFieldProps<Values extends FieldValues, Output = Values> extends BaseProps {
  control: Control<Values, unknown, Output>;
  name: Path<Values>;
  /** Applied to every keystroke (the spec lower-cases e-mails as typed). */
  transform?: (value: string) => string;
  /** Shown under the field while it has no error. */
  hint?: ReactNode;
}

/**
 * A react-hook-form text field. Errors appear once the field is touched (the forms use
 * `mode: 'onTouched'`) or after a submit, and server errors as soon as they are set. Required
 * fields carry MUI's asterisk; native validation is off on the forms (noValidate), so the
 * messages are always the spec's.
 */
export function FormTextField<Values extends FieldValues, Output = Values>({
  control,
  name,
  transform,
  hint,
  helperText,
  ...props
}: FormTextFieldProps<Values, Output>) {
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  // Read-only until the pre-rendered page is hydrated: what is typed before then would be
  // the browser's alone (the form's state does not have it), and a submit would not reach
  // the app.
  const hydrated = useHydrated();
  const slotProps = hydrated
    ? props.slotProps
    : {
        ...props.slotProps,
        htmlInput: { ...(props.slotProps?.htmlInput as object | undefined), readOnly: true },
      };
  return (
    <TextField
      {...props}
      slotProps={slotProps}
      name={field.name}
      inputRef={field.ref}
      value={(field.value as string | undefined) ?? ''}
      onChange={(e) => field.onChange(transform ? transform(e.target.value) : e.target.value)}
      onBlur={field.onBlur}
      error={Boolean(error)}
      helperText={error ?? helperText ?? hint}
      fullWidth
    />
  );
}

/** Password input with a show/hide toggle ('Show password', 'Show confirm password', ...). */
export function PasswordField<Values extends FieldValues, Output = Values>(
  props: FormTextFieldProps<Values, Output>,
) {
  const [visible, setVisible] = useState(false);
  const what = typeof props.label === 'string' ? props.label.toLowerCase() : 'password';
  return (
    <FormTextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={`${visible ? 'Hide' : 'Show'} ${what}`}
                aria-pressed={visible}
                onClick={() => setVisible((v) => !v)}
                onMouseDown={(e) => e.preventDefault()}
                edge="end"
                size="small"
              >
                {visible ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

export const lowerCase = (value: string) => value.toLowerCase();
