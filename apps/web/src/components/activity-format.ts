import dayjs from 'dayjs';
import { GRADE_LEVELS, type ActivityPaymentStatus } from '@camp/shared/enums';

// How the parent's activity card words an activity's fields (parent document, sections 2, 3, 4
// and 9): pure functions, so each rule has a unit test.

/** 'MMM D, YYYY' (section 9, lists). */
export const formatListDate = (iso: string): string => dayjs(iso).format('MMM D, YYYY');

export const formatDateRange = (start: string, end: string): string =>
  start === end ? formatListDate(start) : `${formatListDate(start)} – ${formatListDate(end)}`;

/** Section 9: a multi-day activity counts its days inclusively, otherwise '1 day'. */
export function formatDuration(start: string, end: string): string {
  const days = dayjs(end).diff(dayjs(start), 'day') + 1;
  return days <= 1 ? '1 day' : `${days} days`;
}

/**
 * Section 4: payment statuses are shown humanised ('Booking Available'); Booking Not Available
 * shows no chip at all (null).
 */
export function paymentStatusLabel(status: ActivityPaymentStatus): string | null {
  if (status === 'booking_not_available') return null;
  return status
    .split('_')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/** Ages as a range ('6-10'), one bound ('6+', 'up to 10'), or null when the activity has none. */
export function formatAges(min: number | null, max: number | null): string | null {
  if (min !== null && max !== null) return min === max ? String(min) : `${min}-${max}`;
  if (min !== null) return `${min}+`;
  if (max !== null) return `up to ${max}`;
  return null;
}

const gradeName = (value: number): string =>
  GRADE_LEVELS.find((g) => g.value === value)?.label ?? String(value);

/** Grades by name ('Preschool – 2nd'; -1 is Preschool, 0 Kindergarten), or null. */
export function formatGrades(start: number | null, end: number | null): string | null {
  if (start !== null && end !== null) {
    return start === end ? gradeName(start) : `${gradeName(start)} – ${gradeName(end)}`;
  }
  if (start !== null) return `${gradeName(start)} and up`;
  if (end !== null) return `up to ${gradeName(end)}`;
  return null;
}

/**
 * Section 3: seats read 'available / total' when the activity counts them; an activity without
 * a seat limit reads Yes (there are seats), one with none left No.
 */
export function formatSeats(available: number | null, total: number | null): string {
  if (total === null || available === null) return 'Yes';
  if (total === 0) return available > 0 ? 'Yes' : 'No';
  return `${available} / ${total}`;
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
