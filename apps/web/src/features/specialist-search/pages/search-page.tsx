import { useCallback, useDeferredValue, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Box, Button, Paper, useMediaQuery, useTheme } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import type { CatalogActivity, CatalogSearchQuery, CatalogSort } from '@camp/shared/catalog-search';
import { PageContainer } from '../../../components/ui/page-container';
import { searchQueryOptions } from '../api/search-activities';
import { FilterDrawer } from '../components/filter-drawer';
import { FilterChipsBar, SearchResults, type SearchPlanning } from '../components/search-results';
import { FiltersPanel, type FiltersPanelHandle } from '../components/filters-panel';
import { useSameValue } from '../hooks/use-same-value';
import {
  filterChips,
  ITINERARY_PARAM,
  readSearch,
  writeSearch,
  type Filters,
} from '../search-state';

export const PAGE_TITLE = "Kids' Camps";
export {
  EMPTY_TEXT,
  foundText,
  NO_FILTER_HINT,
  SORT_LABEL,
  SORT_OPTIONS,
  type SearchPlanning,
} from '../components/search-results';

export interface SearchPageProps {
  /** The itinerary's point: the distance filter's centre and the map's. */
  center?: [number, number] | null;
  /** Present while the itinerary can be changed: cards get 'Add'. */
  planning?: SearchPlanning;
  /** The side panel: the itinerary, or the way to the dashboard. */
  side: ReactNode;
  /** What else each card carries (the route adds the note buttons and detail links). */
  cardTools?: (activity: CatalogActivity, itineraryId: number | null) => ReactNode;
}

const ITINERARY_PANEL_ID = 'search-itinerary';

/**
 * On a phone the itinerary comes after every card: a button kept at the bottom of the screen
 * while the results scroll by takes the specialist (and the focus) there, with its count.
 */
function JumpToItinerary({ count }: { count: number | undefined }) {
  return (
    <Box
      sx={{
        position: 'sticky',
        bottom: 16,
        zIndex: 2,
        display: 'flex',
        justifyContent: 'center',
        mt: 2,
        pointerEvents: 'none',
      }}
    >
      <Button
        variant="contained"
        sx={{ pointerEvents: 'auto', borderRadius: 999, boxShadow: 3 }}
        onClick={() => {
          const panel = document.getElementById(ITINERARY_PANEL_ID);
          panel?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
          panel?.focus({ preventScroll: true });
        }}
      >
        {count === undefined ? 'Itinerary' : `Itinerary (${count})`}
      </Button>
    </Box>
  );
}

/** The `page` parameter the URL carries for a page: none for the first. */
const canonicalPage = (page: number): string | null => (page > 1 ? String(page) : null);

/** Reads the itinerary id of the page's URL (a positive whole number, else none). */
export function itineraryIdOf(params: URLSearchParams): number | null {
  const n = Number(params.get(ITINERARY_PARAM));
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/**
 * The specialist's catalog search. The URL holds the applied filters and
 * page, so reload and back/forward restore them; edits apply 500 ms after the last change. On
 * phones the filters sit in a bottom drawer and apply with its button.
 *
 * Typing renders the form alone: the form keeps its own state (FiltersPanel, the drawer), each
 * field is memoised on its own values, and the results, chips and cards are memoised on the
 * URL's answer. Whatever is shown describes the URL's filters: an answer for other filters is
 * never shown as this one's; the results render after their answer, in a render input can
 * interrupt, a spinner holding their place meanwhile.
 */
export function SearchPage({ center = null, planning, side, cardTools }: SearchPageProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [params, setParams] = useSearchParams();
  const itineraryId = planning?.itineraryId ?? itineraryIdOf(params);
  const { filters: applied, page, sort: urlSort } = useMemo(() => readSearch(params), [params]);
  // With an itinerary every card carries its match with the child's questionnaire, and the
  // results can be ordered by it (docs/decisions/0025-match-sort.md).
  const sort: CatalogSort = itineraryId === null ? 'date' : urlSort;
  const planned = useMemo<Partial<CatalogSearchQuery>>(
    () => (itineraryId === null ? {} : { itinerary_id: itineraryId, sort }),
    [itineraryId, sort],
  );

  const apply = useCallback(
    (next: Filters, nextPage = 1, nextSort: CatalogSort = sort) => {
      setParams(writeSearch(next, nextPage, itineraryId, nextSort));
    },
    [setParams, itineraryId, sort],
  );
  // Filters applied from outside the form (a chip, 'Clear all', the phone's drawer): the form
  // shows them at once.
  const panel = useRef<FiltersPanelHandle>(null);
  const applyFilters = useCallback(
    (next: Filters) => {
      panel.current?.reset(next);
      apply(next);
    },
    [apply],
  );

  const options = searchQueryOptions({ ...applied, ...planned, page });
  const results = useQuery(options);
  const data = results.data;
  // The URL shows the page being shown: an invalid page or one below 1 reads as 1
  // and a page past the last answers the last; the query string is rewritten to say so.
  const urlPage = params.get('page');
  const shownPage = data && !results.isPlaceholderData ? data.page : page;
  useEffect(() => {
    if (urlPage !== canonicalPage(shownPage)) {
      setParams(writeSearch(applied, shownPage, itineraryId, sort), { replace: true });
    }
  }, [urlPage, shownPage, applied, itineraryId, sort, setParams]);

  // The last answer's while the next loads: they are the catalog's, not the results' (the same
  // object while they do not change).
  const vars = useSameValue(data?.vars);
  const chips = useMemo(() => filterChips(applied, vars), [applied, vars]);
  // The URL's answer or none (the last filters' answer, kept by the query while the URL's
  // loads, is never shown as this one's).
  const answer = results.isPlaceholderData ? undefined : data;
  // The answer is drawn in a render input can interrupt (the query's store updates render at
  // once, so a key pressed while ten cards and the map are made would wait for them). Until
  // that render is done the screen keeps what it shows only if it is this same search's answer
  // (a refetch: the same cards, the same elements); for other filters, the spinner.
  const search = options.queryKey[2];
  const keyed = useMemo(() => answer && { search, answer }, [search, answer]);
  const drawn = useDeferredValue(keyed);
  const shown = drawn?.search === search ? drawn.answer : undefined;

  return (
    <PageContainer title={PAGE_TITLE} maxWidth="xl">
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: '280px minmax(0, 1fr)',
            lg: '280px minmax(0, 1fr) 340px',
          },
          alignItems: 'start',
        }}
      >
        {!phone && (
          <Paper component="section" aria-label="Filters" variant="outlined" sx={{ p: 2 }}>
            <FiltersPanel
              ref={panel}
              applied={applied}
              vars={vars}
              center={center}
              onApply={apply}
            />
          </Paper>
        )}
        <Box component="section" aria-label="Results" sx={{ minWidth: 0 }}>
          {phone && (
            <FilterDrawer
              applied={applied}
              planned={planned}
              vars={vars}
              center={center}
              onApply={applyFilters}
            />
          )}
          <FilterChipsBar chips={chips} applied={applied} onApply={applyFilters} />
          <SearchResults
            data={shown}
            error={results.isError ? results.error : null}
            onRetry={results.refetch}
            applied={applied}
            sort={sort}
            itineraryId={itineraryId}
            center={center}
            planning={planning}
            cardTools={cardTools}
            onApply={apply}
          />
          {phone && <JumpToItinerary count={planning?.addedActivityIds.size} />}
        </Box>
        <Box
          component="aside"
          id={ITINERARY_PANEL_ID}
          tabIndex={-1}
          aria-label="Itinerary"
          sx={{ gridColumn: { md: '1 / -1', lg: 'auto' }, scrollMarginTop: 72 }}
        >
          {side}
        </Box>
      </Box>
    </PageContainer>
  );
}
