import { TextField, type TextFieldProps } from '@mui/material';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

type BaseProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'>;

export interface FormTextFieldProps<Values extends FieldValues, Output = Values> extends BaseProps {
  control: Control<Values, unknown, Output>;
  name: Path<Values>;
}

/** A react-hook-form text field showing the shared schema's (or the server's) message. */
export function FormTextField<Values extends FieldValues, Output = Values>({
  control,
  name,
  helperText,
  ...props
}: FormTextFieldProps<Values, Output>) {
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  return (
    <TextField
      {...props}
      name={field.name}
      inputRef={field.ref}
      value={(field.value as string | undefined) ?? ''}
      onChange={(e) => field.onChange(e.target.value)}
      onBlur={field.onBlur}
      error={Boolean(error)}
      helperText={error ?? helperText}
      fullWidth
    />
  );
}
