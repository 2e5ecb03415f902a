import { useDeferredValue, useState } from 'react';
import { Box, Button, CircularProgress, Drawer, Typography } from '@mui/material';
import TuneIcon from '@mui/icons-material/Tune';
import { useQuery } from '@tanstack/react-query';
import {
  SEARCH_DEBOUNCE_MS,
  type CatalogSearchQuery,
  type CatalogSearchVars,
} from '@camp/shared/catalog-search';
import { searchQueryOptions } from '../api/search-activities';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { countText, filterChips, hasFilters, sameFilters, type Filters } from '../search-state';
import { SearchFilters } from './search-filters';

interface DrawerProps {
  applied: Filters;
  /** The itinerary and order, so the count shares the page's cache entry until a change. */
  planned: Partial<CatalogSearchQuery>;
  vars: CatalogSearchVars | undefined;
  center: [number, number] | null;
  onApply: (filters: Filters) => void;
}

/** Phones: the filters in a bottom drawer; Apply shows how many results its filters give. */
export function FilterDrawer({ applied, vars, ...rest }: DrawerProps) {
  const [open, setOpen] = useState(false);
  const active = hasFilters(applied);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<TuneIcon />}
        onClick={() => setOpen(true)}
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
        {/* Mounted while open: each opening starts from the URL's filters and their count. */}
        <DrawerBody applied={applied} vars={vars} {...rest} onClose={() => setOpen(false)} />
      </Drawer>
    </>
  );
}

function DrawerBody({
  applied,
  planned,
  vars,
  center,
  onApply,
  onClose,
}: DrawerProps & { onClose: () => void }) {
  const [draft, setDraft] = useState<Filters>(applied);
  const settled = useDebouncedValue(draft, SEARCH_DEBOUNCE_MS, sameFilters);
  const count = useQuery(searchQueryOptions({ ...settled, ...planned }));
  // The count of these filters or none: not while an edit settles, nor the last filters' count
  // kept while these load.
  const shown =
    sameFilters(draft, settled) && !count.isPlaceholderData && count.data
      ? countText(count.data.count, count.data.count_exact)
      : undefined;
  // The drawer opens at once (the press paints): the form, a dozen fields, follows in a render
  // that input can interrupt.
  const formReady = useDeferredValue(true, false);
  return (
    <>
      <Box sx={{ p: 2, overflowY: 'auto' }}>
        <Typography id="filters-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
          Filters
        </Typography>
        {formReady ? (
          <SearchFilters value={draft} onChange={setDraft} vars={vars} center={center} />
        ) : (
          <Box sx={{ display: 'flex', justifyContent: 'center', minHeight: '50vh', pt: 4 }}>
            <CircularProgress aria-label="Loading the filters" />
          </Box>
        )}
      </Box>
      <Box sx={{ p: 2, display: 'flex', gap: 1, borderTop: 1, borderColor: 'divider' }}>
        <Button onClick={() => setDraft({})}>Clear all</Button>
        <Button
          variant="contained"
          sx={{ flex: 1 }}
          onClick={() => {
            onApply(draft);
            onClose();
          }}
        >
          Apply ({shown ?? '…'})
        </Button>
      </Box>
    </>
  );
}
