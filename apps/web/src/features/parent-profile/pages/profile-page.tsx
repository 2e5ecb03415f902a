import { Stack } from '@mui/material';
import { PageContainer } from '../../../components/ui/page-container';
import { useSession } from '../../../lib/session';
import { ChangePasswordForm } from '../components/change-password-form';
import { ChildrenSection } from '../components/children-section';
import { DeleteAccountSection } from '../components/delete-account-section';
import { ProfileForm } from '../components/profile-form';
import { RemindersSection } from '../components/reminders-section';
import { ProfileTabs } from '../../../components/parent-profile/profile-tabs';
import { SectionCard } from '../components/section-card';
import { SubscriptionSection } from '../components/subscription-section';

/**
 * /profile: the parent's details, children, password, reminder e-mails, subscription
 * and account deletion, under the profile tabs.
 */
export function ProfilePage() {
  const session = useSession();
  if (!session) return null;
  return (
    <PageContainer
      title="Profile"
      subtitle={`Hello, ${session.first_name || session.name}. Keep your family's details up to date.`}
      maxWidth="md"
    >
      <ProfileTabs session={session} />
      <Stack spacing={3}>
        <SectionCard id="details" title="Your details">
          <ProfileForm session={session} />
        </SectionCard>
        <ChildrenSection session={session} />
        <SectionCard
          id="password"
          title="Change Password"
          intro={
            session.current_password_required
              ? undefined
              : 'Your account has a temporary password or none yet. Choose your own here.'
          }
        >
          <ChangePasswordForm currentRequired={session.current_password_required} />
        </SectionCard>
        <RemindersSection />
        <SubscriptionSection session={session} />
        <DeleteAccountSection userId={session.id} />
      </Stack>
    </PageContainer>
  );
}
