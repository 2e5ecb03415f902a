import { useEffect, useId, useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent } from '@mui/material';
import { useForm } from 'react-hook-form';
import { specialistNoteSchema, type SpecialistNoteInput } from '@camp/shared/note';
import { DialogTitleBar } from '../../../components/ui/dialog-title-bar';
import { FormTextField } from '../../../components/ui/form-text-field';
import { applyServerErrors, sharedResolver } from '../../../lib/form-support';
import { useUpdateNoteMutation, type NoteTarget } from '../api/update-note';

type NoteValues = { specialist_notes: string | null | undefined };

/** The 'Leave a note' dialog: one field, Send; the toast comes from the mutation. */
export function NoteDialog({
  open,
  onClose,
  target,
  note,
}: {
  open: boolean;
  onClose: () => void;
  target: NoteTarget;
  note: string | null;
}) {
  const titleId = useId();
  const save = useUpdateNoteMutation(target);
  const form = useForm<SpecialistNoteInput, unknown, NoteValues>({
    resolver: sharedResolver<SpecialistNoteInput, typeof specialistNoteSchema>(
      specialistNoteSchema,
    ),
    defaultValues: { specialist_notes: note ?? '' },
  });
  const { reset } = form;
  useEffect(() => {
    if (open) reset({ specialist_notes: note ?? '' });
  }, [open, note, reset]);
  const rootError = form.formState.errors.root?.server?.message;
  const onSubmit = form.handleSubmit((values) =>
    save
      .mutateAsync(values.specialist_notes ?? null)
      .then(onClose)
      .catch((err: unknown) => applyServerErrors(err, form.setError, ['specialist_notes'])),
  );
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitleBar id={titleId} onClose={onClose}>
        Leave a note
      </DialogTitleBar>
      <form noValidate onSubmit={onSubmit}>
        <DialogContent sx={{ pt: 1 }}>
          {rootError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {rootError}
            </Alert>
          )}
          <FormTextField
            control={form.control}
            name="specialist_notes"
            label="Note"
            multiline
            minRows={5}
            fullWidth
            autoFocus
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 3 }}>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            Send
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/**
 * Whether the dialog has been opened: a list of cards carries two note buttons per card, and a
 * dialog (its form and mutation) is made only once its button is first pressed, then kept so
 * it can close with its transition.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/** The 'Note' button: 'Note *' once a note exists, opening the dialog. */
export function NoteButton({
  target,
  note,
  name,
  label = 'Note',
  size,
}: {
  target: NoteTarget;
  note: string | null;
  /** For the accessible name: 'Note for Oak Grove Camp'. */
  name: string;
  /** The visible label ('Activity note' on a card); an asterisk is added once a note exists. */
  label?: string;
  size?: 'small' | 'medium';
}) {
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  const hasNote = Boolean(note);
  return (
    <>
      <Button
        variant="outlined"
        size={size}
        onClick={() => setOpen(true)}
        aria-label={`${label} for ${name}${hasNote ? ' (has a note)' : ''}`}
      >
        {hasNote ? `${label} *` : label}
      </Button>
      {opened && (
        <NoteDialog open={open} onClose={() => setOpen(false)} target={target} note={note} />
      )}
    </>
  );
}
