import { Link as RouterLink } from 'react-router-dom';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';

/** The spec's upgrade dialog: shown when a non-premium parent's next plan needs a package. */
export function UpgradeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="upgrade-dialog-title"
      maxWidth="xs"
      fullWidth
    >
      <IconButton
        aria-label="Close"
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <Box sx={{ textAlign: 'center', pt: 4 }}>
        <Box
          aria-hidden="true"
          sx={{
            width: 64,
            height: 64,
            mx: 'auto',
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: '#fdf1d3',
            color: '#9a6b00',
          }}
        >
          <WorkspacePremiumIcon fontSize="large" />
        </Box>
      </Box>
      <DialogTitle id="upgrade-dialog-title" sx={{ textAlign: 'center', fontWeight: 800, pb: 0.5 }}>
        Get more personal assistance!
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ textAlign: 'center' }}>
          Update your package and start delegating!
        </DialogContentText>
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
