import 'leaflet/dist/leaflet.css';
import { useEffect, useLayoutEffect, useRef } from 'react';
import L from 'leaflet';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';
import { Circle, CircleMarker, MapContainer, Popup, TileLayer, useMap } from 'react-leaflet';
import { Box } from '@mui/material';
import {
  DISTANCE_RADIUS_MAX,
  METERS_PER_MILE,
  type CatalogActivity,
} from '@camp/shared/catalog-search';
import { MAP_HEIGHT } from './map-size';

/** The map's zoom. */
export const MAP_ZOOM = 5;

// Leaflet finds its default marker images relative to its CSS, which Vite's bundling breaks.
L.Icon.Default.mergeOptions({ iconUrl, iconRetinaUrl, shadowUrl });

export interface ResultsMapProps {
  center: [number, number];
  radiusMiles: number | null;
  activities: CatalogActivity[];
  /** With no tile server (offline, tests) the markers sit on a plain background. */
  tileUrl: string | null;
  /**
   * Whether the map is on screen. The page keeps the map while another search's answer loads
   * (hidden, with the spinner in its stead): made once, only its markers change. Shown again,
   * it opens on the itinerary's point at its zoom with no popup open, as a new map would.
   */
  shown?: boolean;
}

/** The page's results around the itinerary's point (loaded only on the search route). */
export default function ResultsMap({
  center,
  radiusMiles,
  activities,
  tileUrl,
  shown = true,
}: ResultsMapProps) {
  return (
    <Box
      role="region"
      aria-label="Map of the results"
      sx={{
        height: MAP_HEIGHT,
        // Leaflet's panes and markers (z-index 400 and up, each on a layer of its own) stay
        // inside the map's own stacking context: a button's ripple elsewhere on the page is not
        // then drawn under them all, which made the browser give every marker a layer of its own
        // and the frame of that press slow to paint.
        isolation: 'isolate',
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'grey.100',
      }}
    >
      <MapContainer center={center} zoom={MAP_ZOOM} style={{ height: '100%', width: '100%' }}>
        {tileUrl && (
          <TileLayer
            url={tileUrl}
            attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
          />
        )}
        <CircleMarker center={center} radius={8} pathOptions={{ color: '#c62828' }}>
          <Popup>The itinerary&apos;s location</Popup>
        </CircleMarker>
        {radiusMiles !== null && radiusMiles < DISTANCE_RADIUS_MAX && (
          <Circle
            center={center}
            radius={radiusMiles * METERS_PER_MILE}
            pathOptions={{ fillOpacity: 0.05 }}
          />
        )}
        <ResultMarkers center={center} activities={activities} shown={shown} />
      </MapContainer>
    </Box>
  );
}

/**
 * A marker's popup: the activity's name in bold, its provider below (made at each opening).
 * Leaflet appends the content node to the popup's own: a fragment puts its nodes there directly,
 * as the React popup did (its type names an element only).
 */
function popupOf(activity: CatalogActivity): () => HTMLElement {
  return () => {
    const content = document.createDocumentFragment();
    const name = document.createElement('strong');
    name.textContent = activity.name;
    content.append(name, document.createElement('br'), activity.provider_name);
    return content as unknown as HTMLElement;
  };
}

/**
 * The results' markers, set on the kept map in place (no React element per marker): a marker
 * per placed activity, by id; an activity kept from the last answer keeps its marker (and an
 * open popup), moved and retitled if it changed.
 */
function ResultMarkers({
  center,
  activities,
  shown,
}: {
  center: [number, number];
  activities: CatalogActivity[];
  shown: boolean;
}) {
  const map = useMap();
  const markers = useRef(new Map<number, L.Marker>());
  // Before the frame that shows them: an answer's markers are never drawn after its cards.
  useLayoutEffect(() => {
    if (!shown) return;
    const placed = new Map<number, CatalogActivity>();
    for (const a of activities)
      if (a.latitude !== null && a.longitude !== null) placed.set(a.id, a);
    for (const [id, marker] of markers.current) {
      if (!placed.has(id)) {
        marker.remove();
        markers.current.delete(id);
      }
    }
    for (const [id, a] of placed) {
      const at: L.LatLngTuple = [a.latitude!, a.longitude!];
      const kept = markers.current.get(id);
      if (kept) {
        if (!kept.getLatLng().equals(at)) kept.setLatLng(at);
        const icon = kept.getElement();
        if (icon && icon.title !== a.name) {
          icon.title = a.name;
          icon.setAttribute('alt', a.name);
        }
        kept.getPopup()?.setContent(popupOf(a));
      } else {
        markers.current.set(
          id,
          L.marker(at, { title: a.name, alt: a.name }).bindPopup(popupOf(a)).addTo(map),
        );
      }
    }
  }, [map, activities, shown]);
  // Shown again (another search's answer): measured anew (it was hidden, or the window changed
  // while it was), on the itinerary's point at the map's zoom, no popup open.
  const wasShown = useRef(shown);
  useLayoutEffect(() => {
    if (shown && !wasShown.current) {
      map.closePopup();
      map.invalidateSize({ pan: false });
      map.setView(center, MAP_ZOOM, { animate: false });
    }
    wasShown.current = shown;
  }, [map, center, shown]);
  // A new point (another itinerary) recentres the map at once.
  const lastCenter = useRef(center);
  useEffect(() => {
    const [lat, lng] = lastCenter.current;
    if (lat !== center[0] || lng !== center[1]) map.setView(center, MAP_ZOOM, { animate: false });
    lastCenter.current = center;
  }, [map, center]);
  useEffect(() => {
    const kept = markers.current;
    return () => {
      for (const marker of kept.values()) marker.remove();
      kept.clear();
    };
  }, []);
  return null;
}
