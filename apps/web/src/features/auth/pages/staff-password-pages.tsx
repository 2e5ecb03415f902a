import { useEffect, useState } from 'react';
import { Alert } from '@mui/material';
import { useNavigate, useParams } from 'react-router-dom';
import { toast } from '../../../components/ui/toaster';
import { WorkingCard } from '../../../components/ui/status-card';
import { paths } from '../../../lib/paths';
import { useStaffPasswordMutation } from '../api/staff-passwords';
import { staffTokenStore } from '../auth-storage';
import { AuthPageLayout } from '../components/auth-page-layout';
import { NewPasswordForm } from '../components/new-password-form';

/**
 * /staff/set-password/:token, the link in a staff invitation or reset mail: keeps the token in
 * local storage (out of the address bar and history) and opens the form.
 */
export function StaffPasswordLinkPage() {
  const { token } = useParams();
  const navigate = useNavigate();
  useEffect(() => {
    if (token) staffTokenStore.set(token);
    void navigate(paths.staffSetPassword, { replace: true });
  }, [token, navigate]);
  return <WorkingCard title="Opening your link…" />;
}

/**
 * /staff/set-password: a specialist or an admin chooses a password (first time from an
 * invitation, or after a reset an admin sent), then signs in on their role's page.
 */
export function StaffPasswordPage() {
  const navigate = useNavigate();
  const [token] = useState(() => staffTokenStore.get());
  const mutation = useStaffPasswordMutation();

  return (
    <AuthPageLayout
      audience="specialist"
      title="Choose your password"
      intro="Set the password you will sign in to Camp Concierge with."
    >
      {token ? (
        <NewPasswordForm
          label="Choose your password"
          submitLabel="Save password"
          save={(values) => mutation.mutateAsync({ ...values, token })}
          onSaved={async ({ role }) => {
            staffTokenStore.clear();
            toast.success('Your password is set. Sign in with it now.', 'Password saved');
            await navigate(role === 'Admin' ? paths.admin.signIn : paths.specialist.signIn, {
              replace: true,
            });
          }}
        />
      ) : (
        <Alert severity="info">
          Open the link from the e-mail an administrator sent you. If it no longer works, ask them
          for a new one.
        </Alert>
      )}
    </AuthPageLayout>
  );
}
