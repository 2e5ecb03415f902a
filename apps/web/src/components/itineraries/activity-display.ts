import type { ChipProps } from '@mui/material';
import type { ActivityPaymentStatus } from '@camp/shared/enums';

// How an activity's card shows its payment status and its media links: pure functions, so each
// rule has a unit test. Its dates, ages, grades and seats are worded by lib/format.

/** The chip's look: paid filled green, a canceled place neutral, the rest outlined primary. */
export function paymentChipStyle(
  status: ActivityPaymentStatus,
): Pick<ChipProps, 'color' | 'variant'> {
  if (status === 'paid') return { color: 'success', variant: 'filled' };
  if (status === 'canceled') return { color: 'default', variant: 'outlined' };
  return { color: 'primary', variant: 'outlined' };
}

export type MediaItem =
  | { kind: 'youtube'; url: string; videoId: string }
  | { kind: 'image'; url: string }
  | { kind: 'video'; url: string }
  | { kind: 'link'; url: string };

const YOUTUBE_ID = /^[\w-]{11}$/;

/** The video id of a YouTube link (watch, youtu.be, embed, shorts), or null. */
export function youtubeId(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const host = parsed.hostname.replace(/^(www\.|m\.)/, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = parsed.pathname.slice(1).split('/')[0] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (parsed.pathname === '/watch') id = parsed.searchParams.get('v');
    else {
      const m = /^\/(?:embed|shorts|live)\/([^/]+)/.exec(parsed.pathname);
      id = m?.[1] ?? null;
    }
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

const IMAGE_EXT = /\.(?:jpe?g|png|gif|webp|avif|svg)$/i;
const VIDEO_EXT = /\.(?:mp4|webm|ogv|mov|m4v)$/i;

/**
 * An activity's media links as the card shows them: YouTube plays inline, images and videos
 * go to the gallery, anything else is a plain link. Only http(s) links are kept.
 */
export function mediaItems(links: readonly (string | null | undefined)[]): MediaItem[] {
  const items: MediaItem[] = [];
  for (const raw of links) {
    const url = raw?.trim();
    if (!url || !/^https?:\/\//i.test(url)) continue;
    if (items.some((i) => i.url === url)) continue;
    const videoId = youtubeId(url);
    const path = (() => {
      try {
        return new URL(url).pathname;
      } catch {
        return '';
      }
    })();
    if (videoId) items.push({ kind: 'youtube', url, videoId });
    else if (IMAGE_EXT.test(path)) items.push({ kind: 'image', url });
    else if (VIDEO_EXT.test(path)) items.push({ kind: 'video', url });
    else items.push({ kind: 'link', url });
  }
  return items;
}
