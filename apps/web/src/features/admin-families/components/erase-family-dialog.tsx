import { useState } from 'react';
import { TextField } from '@mui/material';
import type { FamilyDetails } from '@camp/shared/admin-families';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-client';
import { failureMessage } from '../../../lib/form-support';
import { useEraseFamily } from '../api/families';

/**
 * Erases the family on its request: enabled only once the parent's e-mail is typed again. The
 * account and personal data go; orders, payments and refunds stay, anonymised.
 */
export function EraseFamilyDialog({
  family,
  open,
  onClose,
  onErased,
}: {
  family: FamilyDetails;
  open: boolean;
  onClose: () => void;
  onErased: () => void;
}) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const erase = useEraseFamily(family.parent.id);
  const matches = typed.trim().toLowerCase() === family.parent.email.toLowerCase();
  const close = () => {
    setTyped('');
    setError(null);
    onClose();
  };
  const confirm = async () => {
    try {
      const done = await erase.mutateAsync({ email: typed.trim() });
      toast.success(done.message);
      onErased();
    } catch (err) {
      const field = err instanceof ApiError ? err.fieldErrors.email?.[0] : undefined;
      if (field) setError(`E-mail ${field}`);
      else toast.error(failureMessage(err));
    }
  };
  return (
    <ConfirmDialog
      open={open}
      title={`Erase ${family.parent.name}’s family?`}
      description="The account, the children’s names and every personal detail are erased for good; orders, payments and refunds stay for the accounts, anonymised. Type the parent’s e-mail to confirm."
      confirmText="Erase the family"
      destructive
      busy={erase.isPending}
      confirmDisabled={!matches}
      maxWidth="sm"
      onConfirm={() => void confirm()}
      onClose={close}
    >
      <TextField
        fullWidth
        label="Parent’s e-mail"
        value={typed}
        autoComplete="off"
        onChange={(e) => {
          setTyped(e.target.value);
          setError(null);
        }}
        error={error !== null}
        helperText={error ?? `Type ${family.parent.email}`}
        sx={{ mt: 2 }}
      />
    </ConfirmDialog>
  );
}
