import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { PageContainer } from '../../../components/ui/page-container';
import { LoadError, LoadingBlock } from '../../../components/ui/paged-list';
import { paths } from '../../../lib/paths';
import { childProfileQueryOptions, useSaveChildProfile } from '../api/child-profiles';
import { ChildProfileForm } from '../components/child-profile-form';

const BACK = { to: paths.parent.children, label: 'Back to Children' };

/** /profile/children/new: a new child's profile. */
export function NewChildPage() {
  const navigate = useNavigate();
  const save = useSaveChildProfile();
  return (
    <PageContainer title="Add a child" backLink={BACK} maxWidth="md">
      <ChildProfileForm
        submitLabel="Add child"
        onSave={async (values) => {
          await save.mutateAsync(values);
          void navigate(paths.parent.children);
        }}
      />
    </PageContainer>
  );
}

/** /profile/children/:id: one child's profile, to keep up to date (always open to the family). */
export function EditChildPage() {
  const { id } = useParams();
  const childId = Number(id);
  const navigate = useNavigate();
  const query = useQuery({ ...childProfileQueryOptions(childId), enabled: childId > 0 });
  const save = useSaveChildProfile(childId);
  const name = query.data?.first_name;
  return (
    <PageContainer
      title={name ? `${name}'s profile` : 'Child profile'}
      backLink={BACK}
      maxWidth="md"
    >
      {query.isPending && <LoadingBlock label="Loading the child's profile" />}
      {query.isError && <LoadError error={query.error} onRetry={() => void query.refetch()} />}
      {query.isSuccess && (
        <ChildProfileForm
          key={query.data.id}
          child={query.data}
          submitLabel="Save changes"
          onSave={async (values) => {
            await save.mutateAsync(values);
            void navigate(paths.parent.children);
          }}
        />
      )}
    </PageContainer>
  );
}
