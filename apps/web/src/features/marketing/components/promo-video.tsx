import { useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import PlayArrowRoundedIcon from '@mui/icons-material/PlayArrowRounded';
import { VideoPoster } from '../illustrations/video-poster';
import { visuallyHidden } from './styles';
import { lazyOnOpen } from '../../../components/ui/lazy-on-open';

/** The player's dialog loads when the visitor first presses play. */
const PromoVideoDialog = lazyOnOpen(() =>
  import('./promo-video-dialog').then((m) => m.PromoVideoDialog),
);

/**
 * The promo video: a self-hosted poster; the YouTube player (privacy-enhanced domain) loads only
 * when the visitor presses play, inside a dialog, so the home page makes no third-party request.
 */
export function PromoVideo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <ButtonBase
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        sx={{
          position: 'relative',
          display: 'block',
          width: '100%',
          aspectRatio: '16 / 9',
          borderRadius: 2,
          overflow: 'hidden',
          boxShadow: '0 20px 50px rgba(14, 62, 59, 0.25)',
          '&:hover .play, &:focus-visible .play': {
            transform: 'translate(-50%, -50%) scale(1.08)',
          },
          '&:focus-visible': { outline: '4px solid #f6c453', outlineOffset: 4 },
        }}
      >
        <VideoPoster />
        <Box component="span" sx={visuallyHidden}>
          Play video: Meet Camp Concierge. How a questionnaire becomes a summer full of plans
        </Box>
        <Box
          className="play"
          sx={{
            position: 'absolute',
            top: '50%',
            left: '50%',
            transform: 'translate(-50%, -50%)',
            width: { xs: 72, md: 96 },
            height: { xs: 72, md: 96 },
            borderRadius: '50%',
            bgcolor: 'secondary.main',
            color: 'primary.dark',
            display: 'grid',
            placeItems: 'center',
            boxShadow: '0 0 0 12px rgba(246,196,83,0.3)',
            transition: 'transform 200ms ease',
          }}
        >
          <PlayArrowRoundedIcon sx={{ fontSize: { xs: 44, md: 60 } }} />
        </Box>
        <Box
          aria-hidden="true"
          sx={{
            // On phones the poster is too small for a caption beside the play button.
            display: { xs: 'none', sm: 'block' },
            // The hidden text above names the button; this caption is for the eyes only.
            position: 'absolute',
            left: 0,
            right: 0,
            bottom: 0,
            p: { sm: 2, md: 3 },
            textAlign: 'left',
            color: 'common.white',
            background: 'linear-gradient(0deg, rgba(8,26,27,0.8) 0%, rgba(8,26,27,0) 100%)',
          }}
        >
          <Typography sx={{ fontWeight: 800, fontSize: { xs: '1rem', md: '1.3rem' } }}>
            Meet Camp Concierge
          </Typography>
          <Typography sx={{ fontSize: { xs: '0.85rem', md: '1rem' }, opacity: 0.9 }}>
            How a questionnaire becomes a summer full of plans
          </Typography>
        </Box>
      </ButtonBase>
      <PromoVideoDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
