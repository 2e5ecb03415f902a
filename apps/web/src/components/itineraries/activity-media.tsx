import { useState } from 'react';
import { Box, ButtonBase, Dialog, IconButton, Link, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PlayCircleOutlinedIcon from '@mui/icons-material/PlayCircleOutlined';
import { mediaItems, type MediaItem } from './activity-display';
import { visuallyHidden } from '../ui/visually-hidden';

/**
 * An activity's media preview: a YouTube link plays inline (the
 * privacy-enhanced player, loaded lazily), images and videos form a gallery whose tiles open a
 * larger view, and any other link opens in a new tab.
 */
export function ActivityMedia({ links, title }: { links: (string | null)[]; title: string }) {
  const items = mediaItems(links);
  const [open, setOpen] = useState<MediaItem | null>(null);
  if (items.length === 0) return null;
  const youtube = items.filter(
    (i): i is Extract<MediaItem, { kind: 'youtube' }> => i.kind === 'youtube',
  );
  const gallery = items.filter((i) => i.kind === 'image' || i.kind === 'video');
  const other = items.filter((i) => i.kind === 'link');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {youtube.map((item) => (
        <Box
          key={item.url}
          sx={{
            position: 'relative',
            width: '100%',
            aspectRatio: '16 / 9',
            borderRadius: 2,
            overflow: 'hidden',
            bgcolor: 'grey.900',
          }}
        >
          <Box
            component="iframe"
            src={`https://www.youtube-nocookie.com/embed/${item.videoId}`}
            title={`${title}: video`}
            loading="lazy"
            allow="encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
          />
        </Box>
      ))}
      {gallery.length > 0 && (
        <Box
          component="ul"
          aria-label={`${title}: gallery`}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}
        >
          {gallery.map((item, index) => (
            <li key={item.url}>
              <ButtonBase
                onClick={() => setOpen(item)}
                aria-label={`Open ${item.kind === 'image' ? 'image' : 'video'} ${index + 1} of ${title}`}
                sx={{
                  width: 96,
                  height: 72,
                  borderRadius: 1.5,
                  overflow: 'hidden',
                  bgcolor: 'grey.200',
                  position: 'relative',
                }}
              >
                {item.kind === 'image' ? (
                  <Box
                    component="img"
                    src={item.url}
                    alt=""
                    loading="lazy"
                    sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
                  />
                ) : (
                  <>
                    <Box
                      component="video"
                      src={item.url}
                      preload="metadata"
                      muted
                      sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
                    />
                    <PlayCircleOutlinedIcon
                      sx={{ position: 'absolute', color: 'common.white', fontSize: 36 }}
                    />
                  </>
                )}
              </ButtonBase>
            </li>
          ))}
        </Box>
      )}
      {other.map((item) => (
        <Link
          key={item.url}
          href={item.url}
          target="_blank"
          rel="noopener noreferrer"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}
        >
          Media <OpenInNewIcon fontSize="inherit" aria-hidden />
          <Typography component="span" sx={visuallyHidden}>
            (opens in a new tab)
          </Typography>
        </Link>
      ))}
      <Dialog
        open={open !== null}
        onClose={() => setOpen(null)}
        maxWidth="md"
        fullWidth
        slotProps={{ paper: { 'aria-label': `${title}: media` } }}
      >
        <IconButton
          onClick={() => setOpen(null)}
          aria-label="Close"
          sx={{
            position: 'absolute',
            top: 8,
            right: 8,
            zIndex: 1,
            bgcolor: 'rgba(255,255,255,0.85)',
            '&:hover': { bgcolor: 'common.white' },
          }}
        >
          <CloseIcon />
        </IconButton>
        {open?.kind === 'image' && (
          <Box
            component="img"
            src={open.url}
            alt={`${title}`}
            sx={{ width: '100%', display: 'block' }}
          />
        )}
        {open?.kind === 'video' && (
          <Box
            component="video"
            src={open.url}
            controls
            autoPlay
            sx={{ width: '100%', display: 'block' }}
          />
        )}
      </Dialog>
    </Box>
  );
}
