import type { Role } from './enums';

// Specialists see an activity's raw URL; everyone else gets the
// camp link with our tracking parameters (docs/decisions/0023-specialist-details-and-camp-links.md).

export const CAMP_LINK_TRACKING = {
  utm_source: 'campconcierge',
  utm_medium: 'referral',
  utm_campaign: 'itinerary',
} as const;

/**
 * The activity URL as `role` should see it. The URL's own query parameters and fragment are
 * kept; ours replace any utm_source/utm_medium/utm_campaign already there, so a link is never
 * attributed twice. A value that is not an absolute http(s) URL is returned as it is.
 */
export function campLink(url: string, role: Role | null | undefined): string {
  if (role === 'Specialist') return url;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return url;
  for (const [key, value] of Object.entries(CAMP_LINK_TRACKING)) {
    parsed.searchParams.set(key, value);
  }
  return parsed.toString();
}
