import { Button } from '@mui/material';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { Link as RouterLink } from 'react-router-dom';
import { IconDialog } from '../ui/icon-dialog';
import { paths } from '../../lib/paths';

export interface UpgradeDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The upgrade gate: shown instead of a premium-only page to a parent without Premium. */
export function UpgradeDialog({ open, onClose }: UpgradeDialogProps) {
  return (
    <IconDialog
      open={open}
      onClose={onClose}
      id="upgrade-dialog"
      icon={<WorkspacePremiumIcon fontSize="large" />}
      title="Get more personal assistance!"
      text="Update your package and start delegating!"
      actions={
        <Button
          variant="contained"
          size="large"
          component={RouterLink}
          to={paths.parent.packages}
          onClick={onClose}
        >
          Show more
        </Button>
      }
    />
  );
}
