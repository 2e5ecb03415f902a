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
import { useDebounced } from '../hooks/use-debounced-value';
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
        // Kept mounted (hidden) while closed: opening it shows a form made before, instead of
        // making the modal, its form and a dozen fields in the press's frame.
        keepMounted
      >
        <DrawerBody
          open={open}
          applied={applied}
          vars={vars}
          {...rest}
          onClose={() => setOpen(false)}
        />
      </Drawer>
    </>
  );
}

function DrawerBody({
  open,
  applied,
  planned,
  vars,
  center,
  onApply,
  onClose,
}: DrawerProps & { open: boolean; onClose: () => void }) {
  const [draft, setDraft] = useState<Filters>(applied);
  const [settled, settle] = useDebounced(draft, SEARCH_DEBOUNCE_MS, sameFilters);
  // Each opening starts from the URL's filters, settled (counted at once): an edit left
  // unapplied at the last closing, or a chip removed since, is not carried over.
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) {
      setDraft(applied);
      settle(applied);
    }
  }
  // Counted only while open (a closed drawer asks nothing; the page's own query answers the same
  // filters meanwhile).
  const count = useQuery({ ...searchQueryOptions({ ...settled, ...planned }), enabled: open });
  // The count of these filters or none: not while an edit settles, nor the last filters' count
  // kept while these load.
  const shown =
    sameFilters(draft, settled) && !count.isPlaceholderData && count.data
      ? countText(count.data.count, count.data.count_exact)
      : undefined;
  // The form, a dozen fields, is made in a render that input can interrupt, once, after the page's
  // first render (the drawer is kept mounted): an opening only shows it.
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
