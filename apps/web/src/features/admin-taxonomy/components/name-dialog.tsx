import { useForm } from 'react-hook-form';
import { taxonomyRenameSchema, type TaxonomyRename } from '@camp/shared/taxonomy';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormTextField } from '../../../components/ui/form-text-field';
import { applyServerErrors, sharedResolver } from '../../../lib/form-support';

export interface NameDialogProps {
  title: string;
  submitLabel: string;
  initialName?: string;
  /** Saves the name; a refusal of the API shows under the field. */
  save: (name: string) => Promise<unknown>;
  onClose: () => void;
}

/** Asks for a name (a new interest or skill, or a new name); mounted only while open. */
export function NameDialog({
  title,
  submitLabel,
  initialName = '',
  save,
  onClose,
}: NameDialogProps) {
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ name: string }, unknown, TaxonomyRename>({
    resolver: sharedResolver<{ name: string }, typeof taxonomyRenameSchema>(taxonomyRenameSchema),
    defaultValues: { name: initialName },
  });
  const submit = handleSubmit(async ({ name }) => {
    try {
      await save(name);
      onClose();
    } catch (err) {
      applyServerErrors(err, setError, ['name']);
    }
  });
  return (
    <FormDialog
      id="taxonomy-name-title"
      title={title}
      submitLabel={submitLabel}
      submitting={isSubmitting}
      serverError={errors.root?.server?.message}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormTextField control={control} name="name" label="Name" required autoFocus />
    </FormDialog>
  );
}
