import { Box, Button, Dialog, DialogActions, DialogContent, Typography } from '@mui/material';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { Link as RouterLink } from 'react-router-dom';
import { DialogTitleBar } from './dialog-title-bar';

export interface UpgradeDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The upgrade gate: shown instead of a premium-only page to a parent without Premium. */
export function UpgradeDialog({ open, onClose }: UpgradeDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="upgrade-dialog-title"
      aria-describedby="upgrade-dialog-text"
      maxWidth="xs"
      fullWidth
    >
      <Box sx={{ display: 'flex', justifyContent: 'center', pt: 3 }}>
        <Box
          sx={{
            width: 64,
            height: 64,
            borderRadius: '50%',
            bgcolor: 'secondary.light',
            color: 'primary.dark',
            display: 'grid',
            placeItems: 'center',
          }}
        >
          <WorkspacePremiumIcon fontSize="large" />
        </Box>
      </Box>
      <DialogTitleBar id="upgrade-dialog-title" onClose={onClose} centered>
        Get more personal assistance!
      </DialogTitleBar>
      <DialogContent>
        <Typography id="upgrade-dialog-text" sx={{ textAlign: 'center', color: 'text.secondary' }}>
          Update your package and start delegating!
        </Typography>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'center', pb: 3 }}>
        <Button
          variant="contained"
          size="large"
          component={RouterLink}
          to="/packages"
          onClick={onClose}
        >
          Show more
        </Button>
      </DialogActions>
    </Dialog>
  );
}
