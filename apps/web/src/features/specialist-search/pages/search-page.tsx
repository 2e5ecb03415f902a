import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Drawer,
  Paper,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import TuneIcon from '@mui/icons-material/Tune';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import {
  SEARCH_DEBOUNCE_MS,
  type CatalogActivity,
  type CatalogSearchQuery,
  type CatalogSort,
} from '@camp/shared/catalog-search';
import { PageContainer } from '../../../components/page-container';
import { ListPagination } from '../../../components/paged-list';
import { ApiError } from '../../../lib/api-client';
import { usePublicConfig } from '../../../lib/public-config';
import { searchKeys } from '../api/keys';
import { searchQueryOptions } from '../api/search-activities';
import { ActivityCard } from '../components/activity-card';
import { SearchFilters } from '../components/search-filters';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import {
  filterChips,
  filtersKey,
  hasFilters,
  ITINERARY_PARAM,
  readSearch,
  writeSearch,
  type Filters,
} from '../search-state';

const ResultsMap = lazy(() => import('../components/results-map'));

export const PAGE_TITLE = "Kids' Camps";
export const NO_FILTER_HINT = 'You have not selected any filter';
export const EMPTY_TEXT = 'No results found.';
export const foundText = (count: number) => `Found ${count} courses`;
export const SORT_LABEL = 'Sort by';
/** The orders a planning page offers, in the select's order. */
export const SORT_OPTIONS: readonly { value: CatalogSort; label: string }[] = [
  { value: 'date', label: 'Soonest first' },
  { value: 'match', label: 'Best match' },
];

/** What the page needs when it plans an itinerary (composed by the route from its feature). */
export interface SearchPlanning {
  itineraryId: number;
  addedActivityIds: ReadonlySet<number>;
  /** Resolves once added; rejects with the server's ApiError. */
  addActivity: (activityId: number) => Promise<unknown>;
}

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

const sameFilters = (a: Filters, b: Filters) => filtersKey(a) === filtersKey(b);

/** The `page` parameter the URL carries for a page: none for the first. */
const canonicalPage = (page: number): string | null => (page > 1 ? String(page) : null);

/** Reads the itinerary id of the page's URL (a positive whole number, else none). */
export function itineraryIdOf(params: URLSearchParams): number | null {
  const n = Number(params.get(ITINERARY_PARAM));
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/**
 * The specialist's catalog search (section 2, screen 4). The URL holds the applied filters and
 * page, so reload and back/forward restore them; edits apply 500 ms after the last change. On
 * phones the filters sit in a bottom drawer and apply with its button.
 */
export function SearchPage({ center = null, planning, side, cardTools }: SearchPageProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [params, setParams] = useSearchParams();
  const itineraryId = planning?.itineraryId ?? itineraryIdOf(params);
  const { filters: applied, page, sort: urlSort } = useMemo(() => readSearch(params), [params]);
  const appliedKey = filtersKey(applied);
  // With an itinerary every card carries its match with the child's questionnaire, and the
  // results can be ordered by it (docs/decisions/0025-match-sort.md).
  const sort: CatalogSort = itineraryId === null ? 'date' : urlSort;
  const planned: Partial<CatalogSearchQuery> =
    itineraryId === null ? {} : { itinerary_id: itineraryId, sort };

  const [draft, setDraft] = useState<Filters>(applied);
  const written = useRef(appliedKey);
  // The URL changed without the form (back/forward, a chip, 'Clear all'): the form follows.
  useEffect(() => {
    if (appliedKey !== written.current) {
      written.current = appliedKey;
      setDraft(applied);
    }
  }, [appliedKey, applied]);

  const apply = useCallback(
    (next: Filters, nextPage = 1, nextSort: CatalogSort = sort) => {
      written.current = filtersKey(next);
      setParams(writeSearch(next, nextPage, itineraryId, nextSort));
    },
    [setParams, itineraryId, sort],
  );
  const applyNow = (next: Filters) => {
    setDraft(next);
    apply(next);
  };

  const settled = useDebouncedValue(draft, SEARCH_DEBOUNCE_MS, sameFilters);
  useEffect(() => {
    if (!phone && filtersKey(settled) !== appliedKey) apply(settled);
    // Only a settled edit applies; appliedKey changing alone must not re-apply an old draft.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  const results = useQuery(searchQueryOptions({ ...applied, ...planned, page }));
  const data = results.data;
  // The URL shows the page being shown (section 4): an invalid page or one below 1 reads as 1
  // and a page past the last answers the last; the query string is rewritten to say so.
  const urlPage = params.get('page');
  const shownPage = data && !results.isPlaceholderData ? data.page : page;
  useEffect(() => {
    if (urlPage !== canonicalPage(shownPage)) {
      setParams(writeSearch(applied, shownPage, itineraryId, sort), { replace: true });
    }
  }, [urlPage, shownPage, applied, itineraryId, sort, setParams]);

  const chips = filterChips(applied, data?.vars);

  const filtersPanel = (
    <SearchFilters value={draft} onChange={setDraft} vars={data?.vars} center={center} />
  );

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
            {filtersPanel}
          </Paper>
        )}
        <Box component="section" aria-label="Results" sx={{ minWidth: 0 }}>
          {phone && (
            <FilterDrawer
              applied={applied}
              planned={planned}
              vars={data?.vars}
              center={center}
              onApply={applyNow}
            />
          )}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
            {chips.length === 0 ? (
              <Typography color="text.secondary">{NO_FILTER_HINT}</Typography>
            ) : (
              <>
                {chips.map((c) => (
                  <Chip
                    key={c.id}
                    label={c.label}
                    onDelete={() => applyNow(c.without(applied))}
                    // The chip is one button: Delete or Backspace removes the filter.
                    aria-label={`${c.label}, remove filter`}
                  />
                ))}
                <Button size="small" onClick={() => applyNow({})}>
                  Clear all
                </Button>
              </>
            )}
          </Box>
          {results.isError ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void results.refetch()}>
                  Retry
                </Button>
              }
            >
              {results.error instanceof ApiError ? results.error.message : 'The search failed.'}
            </Alert>
          ) : !data ? (
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
              <CircularProgress aria-label="Loading activities" />
            </Box>
          ) : (
            <>
              <Box
                sx={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  gap: 1.5,
                  mb: 2,
                }}
              >
                {/* The status inside the heading: a role on the h2 itself would hide the heading
                    (the cards' h3 would then follow the page's h1). */}
                <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
                  <span role="status">{foundText(data.count)}</span>
                </Typography>
                {itineraryId !== null && (
                  <TextField
                    select
                    size="small"
                    label={SORT_LABEL}
                    value={sort}
                    // A new order starts from its first page.
                    onChange={(e) => apply(applied, 1, e.target.value as CatalogSort)}
                    // Native: the phone's own picker, and a plain labelled select to assistive tech.
                    slotProps={{ select: { native: true } }}
                    sx={{ minWidth: 170 }}
                  >
                    {SORT_OPTIONS.map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </TextField>
                )}
              </Box>
              {center && (
                <Box sx={{ mb: 3 }}>
                  <MapSlot
                    center={center}
                    radius={applied.by_distance?.radius ?? null}
                    data={data.activities}
                  />
                </Box>
              )}
              {data.activities.length === 0 ? (
                <Typography sx={{ py: 4, textAlign: 'center' }}>{EMPTY_TEXT}</Typography>
              ) : (
                <ResultList
                  activities={data.activities}
                  planning={planning}
                  tools={cardTools && ((a) => cardTools(a, itineraryId))}
                />
              )}
              <ListPagination
                page={data.page}
                pages={data.pages}
                onChange={(p) => apply(applied, p)}
              />
            </>
          )}
        </Box>
        <Box
          component="aside"
          aria-label="Itinerary"
          sx={{ gridColumn: { md: '1 / -1', lg: 'auto' } }}
        >
          {side}
        </Box>
      </Box>
    </PageContainer>
  );
}

function MapSlot({
  center,
  radius,
  data,
}: {
  center: [number, number];
  radius: number | null;
  data: Parameters<typeof ResultsMap>[0]['activities'];
}) {
  const config = usePublicConfig();
  if (config.isPending) return null;
  return (
    <Suspense fallback={<CircularProgress aria-label="Loading the map" />}>
      <ResultsMap
        center={center}
        radiusMiles={radius}
        activities={data}
        tileUrl={config.data?.tile_url || null}
      />
    </Suspense>
  );
}

function ResultList({
  activities,
  planning,
  tools,
}: {
  activities: CatalogActivity[];
  planning?: SearchPlanning;
  tools?: (activity: CatalogActivity) => ReactNode;
}) {
  const queryClient = useQueryClient();
  const [pendingId, setPendingId] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<number, string>>({});
  const add = async (activityId: number) => {
    if (!planning) return;
    setPendingId(activityId);
    setErrors(({ [activityId]: _, ...rest }) => rest);
    try {
      await planning.addActivity(activityId);
    } catch (err) {
      const message =
        err instanceof ApiError
          ? (err.fieldErrors.activity_id?.[0] ?? err.message)
          : 'The activity could not be added.';
      setErrors((e) => ({ ...e, [activityId]: message }));
    } finally {
      setPendingId(null);
      // Seats changed either way: show the catalog as it is now.
      void queryClient.invalidateQueries({ queryKey: searchKeys.all });
    }
  };
  return (
    <Box
      component="ul"
      aria-label="Activities"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', xl: '1fr 1fr' },
      }}
    >
      {activities.map((a) => (
        <li key={a.id}>
          <ActivityCard
            activity={a}
            tools={tools?.(a)}
            add={
              planning && {
                added: planning.addedActivityIds.has(a.id),
                pending: pendingId === a.id,
                error: errors[a.id] ?? null,
                onAdd: () => void add(a.id),
              }
            }
          />
        </li>
      ))}
    </Box>
  );
}

/** Phones: the filters in a bottom drawer; Apply shows how many results its filters give. */
function FilterDrawer({
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
