import { useEffect } from 'react';
import { Alert, Box, Button, TextField } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { directorProfileSchema } from '@camp/shared/director-profile';
import { formatUsPhone } from '@camp/shared/phone';
import { toast } from '../../../components/ui/toaster';
import { updateSession } from '../../../lib/session';
import {
  useUpdateDirectorProfileMutation,
  type DirectorProfileResponse,
} from '../api/director-profile';
import { applyServerErrors, sharedResolver } from '../../../lib/form-support';

interface Values {
  first_name: string;
  last_name: string;
  contact_phone: string;
}

const FIELDS = ['first_name', 'last_name', 'contact_phone'] as const;
const formSchema = directorProfileSchema.pick({
  first_name: true,
  last_name: true,
  contact_phone: true,
});

const toValues = (p: DirectorProfileResponse): Values => ({
  first_name: p.first_name,
  last_name: p.last_name,
  contact_phone: p.contact_phone ? formatUsPhone(p.contact_phone) : '',
});

export const PROFILE_SAVED = { title: 'Success', message: 'Your profile successfully updated.' };

/**
 * The director's profile form: first name, last name, contact phone; the e-mail is shown
 * read-only and lowercased. Save stays disabled until something changed.
 */
export function DirectorProfileForm({ profile }: { profile: DirectorProfileResponse }) {
  const mutation = useUpdateDirectorProfileMutation();
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { isDirty, isSubmitting, errors },
  } = useForm<Values, unknown, Values>({
    resolver: sharedResolver<Values, typeof formSchema>(formSchema),
    mode: 'onTouched',
    defaultValues: toValues(profile),
  });

  // A refetch with other data (another tab saved) resets the untouched form.
  useEffect(() => {
    if (!isDirty) reset(toValues(profile));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the server data changes
  }, [profile]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await mutation.mutateAsync(values);
      reset(toValues(saved));
      updateSession({
        first_name: saved.first_name,
        last_name: saved.last_name,
        name: `${saved.first_name} ${saved.last_name}`.trim(),
      });
      toast.success(PROFILE_SAVED.message, PROFILE_SAVED.title);
    } catch (err) {
      applyServerErrors(err, setError, FIELDS);
    }
  });

  const textField = (name: (typeof FIELDS)[number], label: string, autoComplete: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          inputRef={field.ref}
          label={label}
          autoComplete={autoComplete}
          required
          fullWidth
          type={name === 'contact_phone' ? 'tel' : 'text'}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Profile">
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        }}
      >
        {textField('first_name', 'First name', 'given-name')}
        {textField('last_name', 'Last name', 'family-name')}
        <TextField
          label="Email"
          value={profile.email.toLowerCase()}
          fullWidth
          helperText="Your sign-in e-mail can't be changed here."
          // Read-only rather than disabled: it stays readable (AA contrast) and copyable.
          slotProps={{
            htmlInput: { readOnly: true, 'aria-readonly': true },
            input: { sx: { bgcolor: 'grey.100' } },
          }}
        />
        {textField('contact_phone', 'Contact phone', 'tel')}
      </Box>
      {errors.root?.server && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errors.root.server.message}
        </Alert>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!isDirty || isSubmitting}
          sx={{ minWidth: { xs: '100%', sm: 160 } }}
        >
          Save
        </Button>
      </Box>
    </Box>
  );
}
