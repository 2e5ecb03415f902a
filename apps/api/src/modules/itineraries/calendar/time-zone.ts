import tzlookup from '@photostructure/tz-lookup';
import { geocodeZip } from '../../../lib/geocode.js';

interface Place {
  latitude: number | null;
  longitude: number | null;
}

const lookup = (p: Place): string | null => {
  if (p.latitude === null || p.longitude === null) return null;
  try {
    return tzlookup(p.latitude, p.longitude);
  } catch {
    // Coordinates out of range: no zone rather than a broken feed.
    return null;
  }
};

/**
 * The IANA time zone an activity's daily times are in (docs/decisions/0049): the product serves
 * the US, where one family's camps can span zones, so the zone comes from where the activity
 * takes place: its own coordinates, else its program's, else the program's ZIP code (offline
 * table). Null when none is known: the feed then writes floating local times.
 */
export function activityTimeZone(activity: Place, provider: Place & { zipCode: string }) {
  return (
    lookup(activity) ??
    lookup(provider) ??
    lookup(
      geocodeZip(provider.zipCode) ?? {
        latitude: null,
        longitude: null,
      },
    )
  );
}
