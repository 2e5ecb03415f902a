import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';
import { Circle, CircleMarker, MapContainer, Marker, Popup, TileLayer } from 'react-leaflet';
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
}

/** The page's results around the itinerary's point (loaded only on the search route). */
export default function ResultsMap({ center, radiusMiles, activities, tileUrl }: ResultsMapProps) {
  const placed = activities.filter((a) => a.latitude !== null && a.longitude !== null);
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
        {placed.map((a) => (
          <Marker key={a.id} position={[a.latitude!, a.longitude!]} title={a.name} alt={a.name}>
            <Popup>
              <strong>{a.name}</strong>
              <br />
              {a.provider_name}
            </Popup>
          </Marker>
        ))}
      </MapContainer>
    </Box>
  );
}
