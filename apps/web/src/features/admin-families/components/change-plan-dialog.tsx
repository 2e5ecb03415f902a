import { useState } from 'react';
import { Alert, MenuItem, TextField } from '@mui/material';
import { FAMILY_PACKAGE_TARGETS, type FamilyDetails } from '@camp/shared/admin-families';
import type { PackageName } from '@camp/shared/enums';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/toaster';
import { failureMessage } from '../../../lib/form-support';
import { useChangeFamilyPackage } from '../api/families';
import { packageLabel } from './package-label';

type Target = (typeof FAMILY_PACKAGE_TARGETS)[number];
const labelOf = (t: Target) => (t === 'none' ? 'No plan (end it)' : packageLabel(t as PackageName));

/**
 * Changes the family's plan on its request, or ends it (downgrade to free): a renewing plan
 * moves to the other from its next renewal; the one-time plan or none stops the renewals.
 */
export function ChangePlanDialog({
  family,
  open,
  onClose,
}: {
  family: FamilyDetails;
  open: boolean;
  onClose: () => void;
}) {
  const current: Target = family.plan.package ?? 'none';
  const [target, setTarget] = useState<Target | ''>('');
  const change = useChangeFamilyPackage(family.parent.id);
  const close = () => {
    setTarget('');
    onClose();
  };
  const confirm = async () => {
    if (!target) return;
    try {
      await change.mutateAsync({ package: target });
      toast.success(
        target === 'none' ? 'The plan was ended.' : `The plan is now ${labelOf(target)}.`,
      );
      close();
    } catch (err) {
      toast.error(failureMessage(err));
    }
  };
  return (
    <ConfirmDialog
      open={open}
      title="Change the plan"
      description={`Now: ${packageLabel(family.plan.package)}. Nothing is charged or refunded; a renewing subscription renews on the new plan at its price.`}
      confirmText={target === 'none' ? 'End the plan' : 'Change plan'}
      destructive={target === 'none'}
      busy={change.isPending}
      confirmDisabled={!target}
      maxWidth="sm"
      onConfirm={() => void confirm()}
      onClose={close}
    >
      <TextField
        select
        fullWidth
        label="New plan"
        value={target}
        onChange={(e) => setTarget(e.target.value as Target)}
        sx={{ mt: 2 }}
      >
        {FAMILY_PACKAGE_TARGETS.filter((t) => t !== current).map((t) => (
          <MenuItem key={t} value={t}>
            {labelOf(t)}
          </MenuItem>
        ))}
      </TextField>
      {target === 'none' && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          The family keeps no plan until it buys one again; renewals stop now.
        </Alert>
      )}
    </ConfirmDialog>
  );
}
