import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** A label and its value; an empty value reads 'not specified' (the spec's wording). */
export type DetailRow = readonly [label: string, value: ReactNode];

/**
 * Label/value pairs as a definition list: two columns on desktop, one on phones, long values
 * wrapping anywhere so nothing scrolls sideways at 375 px.
 */
export function DetailsList({ rows, muted = false }: { rows: DetailRow[]; muted?: boolean }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' },
        columnGap: 2,
        rowGap: { xs: 0.2, sm: 1 },
        m: 0,
        '& dt': { fontWeight: 700, mt: { xs: 1, sm: 0 } },
        '& dd': {
          m: 0,
          overflowWrap: 'anywhere',
          whiteSpace: 'pre-line',
          ...(muted ? { color: 'text.secondary' } : {}),
        },
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value === null || value === undefined || value === '' ? 'not specified' : value}</dd>
        </Box>
      ))}
    </Box>
  );
}
