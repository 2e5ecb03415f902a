import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { formatPrice as formatDollars } from '../../../lib/format';
import { paths } from '../../../lib/paths';

export const SEARCH_PATH = paths.specialist.search;

/** Back to the search, keeping the itinerary being planned. */
export function searchBackLink(itineraryId: string | null) {
  const id = Number(itineraryId);
  return {
    to: Number.isInteger(id) && id > 0 ? `${SEARCH_PATH}?itinerary_id=${id}` : SEARCH_PATH,
    label: 'Back to Search',
  };
}

/** USD without decimals; '-' when there is no price. */
export const formatPrice = (dollars: number | null) =>
  dollars === null ? '-' : formatDollars(dollars);

/** A label/value list; empty values are left out. */
export function Facts({ rows }: { rows: [string, ReactNode][] }) {
  const shown = rows.filter(([, v]) => v !== null && v !== undefined && v !== '');
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, gap: 1 }}
    >
      {shown.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Box
            component="dd"
            sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
          >
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
