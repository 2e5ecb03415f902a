import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { PROMO_VIDEO_EMBED_URL } from '../content/company';

/** The promo video's player: YouTube's privacy-enhanced embed, in a dialog, only while open. */
export function PromoVideoDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="lg"
      fullWidth
      aria-label="Camp Concierge video"
      slotProps={{
        paper: {
          sx: {
            bgcolor: '#000',
            borderRadius: 1.5,
            overflow: 'hidden',
            m: { xs: 1, sm: 4 },
            width: { xs: 'calc(100% - 20px)', sm: 'calc(100% - 80px)' },
          },
        },
      }}
    >
      <IconButton
        onClick={onClose}
        aria-label="Close video"
        sx={{
          position: 'absolute',
          top: 8,
          right: 8,
          zIndex: 1,
          color: 'common.white',
          bgcolor: 'rgba(0,0,0,0.5)',
          '&:hover': { bgcolor: 'rgba(0,0,0,0.7)' },
        }}
      >
        <CloseIcon />
      </IconButton>
      <Box sx={{ position: 'relative', aspectRatio: '16 / 9', width: '100%' }}>
        {open && (
          <Box
            component="iframe"
            src={PROMO_VIDEO_EMBED_URL}
            title="Camp Concierge video"
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
          />
        )}
      </Box>
    </Dialog>
  );
}
