import { Alert, Box, Button, Dialog, DialogActions, DialogContent, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { taxonomyRenameSchema, type TaxonomyRename } from '@camp/shared/taxonomy';
import { DialogTitleBar } from '../../../components/ui/dialog-title-bar';
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
    <Dialog
      open
      onClose={isSubmitting ? undefined : onClose}
      aria-labelledby="taxonomy-name-title"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitleBar id="taxonomy-name-title" onClose={onClose}>
        {title}
      </DialogTitleBar>
      <Box component="form" noValidate onSubmit={(e) => void submit(e)} aria-label={title}>
        <DialogContent>
          <Stack spacing={2}>
            <FormTextField control={control} name="name" label="Name" required autoFocus />
            {errors.root?.server?.message && (
              <Alert severity="error" role="alert">
                {errors.root.server.message}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            {submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
