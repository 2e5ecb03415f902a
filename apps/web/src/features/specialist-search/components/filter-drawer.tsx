import { useState } from 'react';
import { Box, Button, Drawer, Typography } from '@mui/material';
import TuneIcon from '@mui/icons-material/Tune';
import { useQuery } from '@tanstack/react-query';
import { SEARCH_DEBOUNCE_MS, type CatalogSearchQuery } from '@camp/shared/catalog-search';
import { searchQueryOptions } from '../api/search-activities';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { filterChips, hasFilters, sameFilters, type Filters } from '../search-state';
import { SearchFilters } from './search-filters';

/** Phones: the filters in a bottom drawer; Apply shows how many results its filters give. */
export function FilterDrawer({
  applied,
  planned,
  vars,
  center,
  onApply,
}: {
  applied: Filters;
  /** The itinerary and order, so the count shares the page's cache entry until a change. */
  planned: Partial<CatalogSearchQuery>;
  vars: Parameters<typeof SearchFilters>[0]['vars'];
  center: [number, number] | null;
  onApply: (filters: Filters) => void;
}) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Filters>(applied);
  const settled = useDebouncedValue(draft, SEARCH_DEBOUNCE_MS, sameFilters);
  const count = useQuery({ ...searchQueryOptions({ ...settled, ...planned }), enabled: open });
  const active = hasFilters(applied);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<TuneIcon />}
        onClick={() => {
          setDraft(applied);
          setOpen(true);
        }}
        sx={{ mb: 2 }}
        fullWidth
      >
        Filters{active ? ` (${filterChips(applied, vars).length})` : ''}
      </Button>
      <Drawer
        anchor="bottom"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{
          paper: { sx: { maxHeight: '90vh', borderTopLeftRadius: 12, borderTopRightRadius: 12 } },
        }}
        aria-labelledby="filters-title"
      >
        <Box sx={{ p: 2, overflowY: 'auto' }}>
          <Typography id="filters-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
            Filters
          </Typography>
          <SearchFilters value={draft} onChange={setDraft} vars={vars} center={center} />
        </Box>
        <Box sx={{ p: 2, display: 'flex', gap: 1, borderTop: 1, borderColor: 'divider' }}>
          <Button onClick={() => setDraft({})}>Clear all</Button>
          <Button
            variant="contained"
            sx={{ flex: 1 }}
            onClick={() => {
              onApply(draft);
              setOpen(false);
            }}
          >
            Apply ({count.data?.count ?? '…'})
          </Button>
        </Box>
      </Drawer>
    </>
  );
}
