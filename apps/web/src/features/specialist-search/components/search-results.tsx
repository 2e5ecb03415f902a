import { lazy, memo, Suspense, useCallback, useState, type ReactNode } from 'react';
import { Alert, Box, Button, Chip, CircularProgress, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import type {
  CatalogActivity,
  CatalogSearchResponse,
  CatalogSort,
} from '@camp/shared/catalog-search';
import { PG_INT_MAX } from '@camp/shared/number';
import { ListPagination } from '../../../components/ui/paged-list';
import { ApiError } from '../../../lib/api-client';
import { usePublicConfig } from '../../../lib/public-config';
import { searchKeys } from '../api/keys';
import { ActivityCard } from './activity-card';
import { MAP_HEIGHT } from './map-size';
import { countText, type filterChips, type Filters } from '../search-state';

// The search page's results: the filters applied as chips, the count and order, the map and the
// cards (with 'Add' while an itinerary is planned), and the pages.

const ResultsMap = lazy(() => import('./results-map'));
/** The hidden map's activities (none: it keeps its last markers until shown again). */
const NO_ACTIVITIES: CatalogActivity[] = [];

export const NO_FILTER_HINT = 'You have not selected any filter';
export const EMPTY_TEXT = 'No results found.';
export const foundText = (count: number, exact = true) =>
  `Found ${countText(count, exact)} courses`;

/** A page past any last page: the server counts every match and answers the last. */
const LAST_PAGE = PG_INT_MAX;
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

/** The applied filters as chips, each removable, and 'Clear all'; a hint when there are none. */
export const FilterChipsBar = memo(function FilterChipsBar({
  chips,
  applied,
  onApply,
}: {
  chips: ReturnType<typeof filterChips>;
  applied: Filters;
  onApply: (filters: Filters) => void;
}) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
      {chips.length === 0 ? (
        <Typography color="text.secondary">{NO_FILTER_HINT}</Typography>
      ) : (
        <>
          {chips.map((c) => (
            <Chip
              key={c.id}
              label={c.label}
              onDelete={() => onApply(c.without(applied))}
              // The chip is one button: Delete or Backspace removes the filter.
              aria-label={`${c.label}, remove filter`}
            />
          ))}
          <Button size="small" onClick={() => onApply({})}>
            Clear all
          </Button>
        </>
      )}
    </Box>
  );
});

/**
 * The results of the applied search: an error, a spinner while the URL's answer loads, or the
 * count, the map and the cards of that answer.
 * Memoised: the page renders again for every state of its query, these only for a new answer.
 */
export const SearchResults = memo(function SearchResults({
  data,
  error,
  onRetry,
  applied,
  sort,
  itineraryId,
  center,
  planning,
  cardTools,
  onApply,
}: {
  /** The answer for the URL's filters; none while it loads (never another filters' answer). */
  data: CatalogSearchResponse | undefined;
  /** The search's failure, if it failed. */
  error: unknown;
  onRetry: () => unknown;
  applied: Filters;
  sort: CatalogSort;
  itineraryId: number | null;
  center: [number, number] | null;
  planning?: SearchPlanning;
  cardTools?: (activity: CatalogActivity, itineraryId: number | null) => ReactNode;
  onApply: (filters: Filters, page?: number, sort?: CatalogSort) => void;
}) {
  // The map stays mounted whatever is shown (made once, its markers set in place for each
  // answer): hidden, the error or the spinner in its stead, until this search's answer is drawn.
  const map = center && (
    <Box key="map" sx={{ mb: 3, display: data && !error ? undefined : 'none' }}>
      <MapSlot
        center={center}
        radius={applied.by_distance?.radius ?? null}
        data={data && !error ? data.activities : NO_ACTIVITIES}
        shown={Boolean(data && !error)}
      />
    </Box>
  );
  if (error) {
    return (
      <>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void onRetry()}>
              Retry
            </Button>
          }
        >
          {error instanceof ApiError ? error.message : 'The search failed.'}
        </Alert>
        {map}
      </>
    );
  }
  if (!data) {
    // Below lg the side panel comes after the results: a screen's height held for them keeps it
    // below the fold, instead of in view and then pushed down when the results arrive.
    return (
      <>
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'center',
            py: 6,
            minHeight: { xs: '100vh', lg: 0 },
          }}
        >
          <CircularProgress aria-label="Loading activities" />
        </Box>
        {map}
      </>
    );
  }
  return (
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
          <span role="status">{foundText(data.count, data.count_exact)}</span>
        </Typography>
        {itineraryId !== null && (
          <TextField
            select
            size="small"
            label={SORT_LABEL}
            value={sort}
            // A new order starts from its first page.
            onChange={(e) => onApply(applied, 1, e.target.value as CatalogSort)}
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
      {map}
      {data.activities.length === 0 ? (
        <Typography sx={{ py: 4, textAlign: 'center' }}>{EMPTY_TEXT}</Typography>
      ) : (
        <ResultList
          activities={data.activities}
          planning={planning}
          itineraryId={itineraryId}
          cardTools={cardTools}
        />
      )}
      <ListPagination
        page={data.page}
        pages={data.pages}
        onChange={(p) => onApply(applied, p)}
        {...(!data.count_exact && { onLast: () => onApply(applied, LAST_PAGE) })}
      />
    </>
  );
});

function MapSlot({
  center,
  radius,
  data,
  shown,
}: {
  center: [number, number];
  radius: number | null;
  data: Parameters<typeof ResultsMap>[0]['activities'];
  shown: boolean;
}) {
  const config = usePublicConfig();
  // The map's place is held while its code and settings load: the cards below do not move
  // (under a pointer about to press 'Add') when it arrives.
  const placeholder = (
    <Box
      sx={{
        height: MAP_HEIGHT,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        borderRadius: 1,
        bgcolor: 'grey.100',
      }}
    >
      <CircularProgress aria-label="Loading the map" />
    </Box>
  );
  if (config.isPending) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <ResultsMap
        center={center}
        radiusMiles={radius}
        activities={data}
        shown={shown}
        tileUrl={config.data?.tile_url || null}
      />
    </Suspense>
  );
}

function ResultList({
  activities,
  planning,
  itineraryId,
  cardTools,
}: {
  activities: CatalogActivity[];
  planning?: SearchPlanning;
  itineraryId: number | null;
  cardTools?: (activity: CatalogActivity, itineraryId: number | null) => ReactNode;
}) {
  const queryClient = useQueryClient();
  const [pendingId, setPendingId] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<number, string>>({});
  // A new answer (typing's searches, a refetch) leaves this handler as it is: only the cards
  // whose activity or state changed render again. A press uses the itinerary drawn with it.
  const addActivity = planning?.addActivity;
  const add = useCallback(
    async (activityId: number) => {
      if (!addActivity) return;
      setPendingId(activityId);
      setErrors(({ [activityId]: _, ...rest }) => rest);
      try {
        await addActivity(activityId);
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
    },
    [queryClient, addActivity],
  );
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
        <ResultItem
          key={a.id}
          activity={a}
          itineraryId={itineraryId}
          cardTools={cardTools}
          planning={planning !== undefined}
          added={planning?.addedActivityIds.has(a.id) ?? false}
          pending={pendingId === a.id}
          error={errors[a.id] ?? null}
          onAdd={add}
        />
      ))}
    </Box>
  );
}

/** One card of the list; memoised on its own activity and state. */
const ResultItem = memo(function ResultItem({
  activity,
  itineraryId,
  cardTools,
  planning,
  added,
  pending,
  error,
  onAdd,
}: {
  activity: CatalogActivity;
  itineraryId: number | null;
  cardTools?: (activity: CatalogActivity, itineraryId: number | null) => ReactNode;
  /** Whether cards can be added (an itinerary being planned). */
  planning: boolean;
  added: boolean;
  pending: boolean;
  error: string | null;
  onAdd: (activityId: number) => Promise<void>;
}) {
  return (
    <Box component="li" sx={{ minWidth: 0 }}>
      <ActivityCard
        activity={activity}
        tools={cardTools?.(activity, itineraryId)}
        add={planning ? { added, pending, error, onAdd: () => void onAdd(activity.id) } : undefined}
      />
    </Box>
  );
});
