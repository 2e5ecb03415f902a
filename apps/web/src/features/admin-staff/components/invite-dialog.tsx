import { MenuItem } from '@mui/material';
import { useForm } from 'react-hook-form';
import { staffInviteSchema, type StaffInviteInput } from '@camp/shared/staff';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormTextField } from '../../../components/ui/form-text-field';
import { toast } from '../../../components/ui/toaster';
import { applyServerErrors, sharedResolver } from '../../../lib/form-support';
import { useInviteStaff } from '../api/staff';

interface Values {
  name: string;
  email: string;
  role: string;
}

const DEFAULTS: Values = { name: '', email: '', role: 'Specialist' };

/**
 * Invites a specialist or an administrator: the API creates the account without a password and
 * mails a link to choose one. The API's refusals show under their fields.
 */
export function InviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const invite = useInviteStaff();
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, StaffInviteInput>({
    resolver: sharedResolver<Values, typeof staffInviteSchema>(staffInviteSchema),
    defaultValues: DEFAULTS,
  });
  const close = () => {
    reset(DEFAULTS);
    onClose();
  };
  const submit = handleSubmit(async (values) => {
    try {
      const member = await invite.mutateAsync(values);
      toast.success(`We sent ${member.email} a link to choose a password.`, 'Invitation sent');
      close();
    } catch (err) {
      applyServerErrors(err, setError, ['name', 'email', 'role']);
    }
  });
  return (
    <FormDialog
      id="invite-staff-title"
      title="Invite a team member"
      submitLabel="Send invitation"
      submitting={isSubmitting}
      serverError={errors.root?.server?.message}
      onSubmit={submit}
      onClose={close}
      open={open}
    >
      <FormTextField control={control} name="name" label="Full name" required />
      <FormTextField
        control={control}
        name="email"
        label="Email"
        type="email"
        autoComplete="off"
        required
      />
      <FormTextField control={control} name="role" label="Role" select required>
        <MenuItem value="Specialist">Specialist</MenuItem>
        <MenuItem value="Admin">Administrator</MenuItem>
      </FormTextField>
    </FormDialog>
  );
}
