import { useEffect } from 'react';
import { Alert, Box, Button, TextField } from '@mui/material';
import { useForm } from 'react-hook-form';
import type { Session } from '@camp/shared/auth';
import { formatUsPhone } from '@camp/shared/phone';
import { parentProfileSchema } from '@camp/shared/profile';
import { FormTextField } from '../../../components/ui/form-text-field';
import { applyServerErrors, sharedResolver } from '../../../lib/form-support';
import { useUpdateProfileMutation, type ProfileUpdate } from '../api/update-profile';

interface Values {
  name: string;
  phone_number: string;
  address: string;
  zip_code: string;
}

const FIELDS = ['name', 'phone_number', 'address', 'zip_code'] as const;
const formSchema = parentProfileSchema.omit({ email: true });

const toValues = (s: Session): Values => ({
  name: s.name,
  phone_number: s.phone_number ? formatUsPhone(s.phone_number) : '',
  address: s.address ?? '',
  zip_code: s.zip_code ?? '',
});

/**
 * The parent's details: full name, e-mail (read-only, lowercased), US phone, address and ZIP
 * code. Save stays disabled until something changed and every field is valid; server errors
 * land on their fields.
 */
export function ProfileForm({ session }: { session: Session }) {
  const mutation = useUpdateProfileMutation();
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { isDirty, isValid, isSubmitting, errors },
  } = useForm<Values, unknown, ProfileUpdate>({
    resolver: sharedResolver<Values, typeof formSchema>(formSchema),
    mode: 'onTouched',
    defaultValues: toValues(session),
  });

  // Another tab (or the session check on start) brought new values: an untouched form follows.
  useEffect(() => {
    if (!isDirty) reset(toValues(session));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the stored values change
  }, [session.name, session.phone_number, session.address, session.zip_code]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await mutation.mutateAsync(values);
      reset(toValues(saved));
    } catch (err) {
      applyServerErrors(err, setError, FIELDS);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Your details">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField
          control={control}
          name="name"
          label="Full name"
          autoComplete="name"
          required
        />
        <TextField
          label="Email"
          value={session.email.toLowerCase()}
          fullWidth
          helperText="Your sign-in e-mail can't be changed."
          // Read-only rather than disabled: it stays readable (AA contrast) and copyable.
          slotProps={{
            htmlInput: { readOnly: true, 'aria-readonly': true },
            input: { sx: { bgcolor: 'grey.100' } },
          }}
        />
        <FormTextField
          control={control}
          name="phone_number"
          label="Phone number"
          type="tel"
          autoComplete="tel-national"
          placeholder="(919) 555-0123"
          hint="A US number"
          required
        />
        <FormTextField
          control={control}
          name="zip_code"
          label="Zip Code"
          autoComplete="postal-code"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          required
        />
        <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
          <FormTextField
            control={control}
            name="address"
            label="Address"
            autoComplete="street-address"
            required
          />
        </Box>
      </Box>
      {errors.root?.server && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {errors.root.server.message}
        </Alert>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!isDirty || !isValid}
          loading={isSubmitting}
          sx={{ minWidth: { xs: '100%', sm: 160 } }}
        >
          Save changes
        </Button>
      </Box>
    </Box>
  );
}
