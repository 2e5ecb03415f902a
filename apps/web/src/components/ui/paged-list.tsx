import { useEffect, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Pagination,
  PaginationItem,
  Paper,
  Typography,
} from '@mui/material';
import { useSearchParams } from 'react-router-dom';

/** ?page= as a whole number of at least 1 (anything else is page 1). */
export function pageFromQuery(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** The list page in ?page=, and a setter that keeps page 1 out of the URL. */
export function usePageParam() {
  const [params, setParams] = useSearchParams();
  const page = pageFromQuery(params.get('page'));
  const setPage = (next: number) => setParams(next === 1 ? {} : { page: String(next) });
  return { page, setPage };
}

/**
 * Once a list's page count is known, a page past the last one (after deletes, or a typed URL)
 * moves to the last page, replacing the history entry.
 */
export function useClampPage(page: number, pages: number | undefined) {
  const [, setParams] = useSearchParams();
  useEffect(() => {
    if (pages !== undefined && pages >= 1 && page > pages) {
      setParams({ page: String(pages) }, { replace: true });
    }
  }, [page, pages, setParams]);
}

/**
 * Page links under a list (hidden for a single page); a new page scrolls back to the top.
 * `onLast`: the list has more pages than `pages` (its count is a bound, not yet known), and a
 * 'last page' link asks for it; the next page stays open past the known ones.
 */
export function ListPagination({
  page,
  pages,
  onChange,
  onLast,
}: {
  page: number;
  pages: number;
  onChange: (page: number) => void;
  onLast?: () => void;
}) {
  if (pages <= 1 && !onLast) return null;
  const go = (next: () => void) => {
    next();
    window.scrollTo({ top: 0 });
  };
  return (
    <Pagination
      sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
      count={pages}
      page={Math.min(page, pages)}
      showLastButton={!!onLast}
      onChange={(_, next) => go(() => onChange(next))}
      getItemAriaLabel={(type, p, selected) =>
        type === 'page' ? `${selected ? '' : 'Go to '}page ${p}` : `Go to ${type} page`
      }
      renderItem={(item) =>
        onLast && (item.type === 'last' || item.type === 'next') ? (
          <PaginationItem
            {...item}
            disabled={false}
            onClick={() => go(item.type === 'last' ? onLast : () => onChange(page + 1))}
          />
        ) : (
          <PaginationItem {...item} />
        )
      }
    />
  );
}

/** A list's loading state: a centred spinner named for screen readers. */
export function LoadingBlock({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}

/** A load failure: the server's message, and a 'Try again' button when given `onRetry`. */
export function LoadError({ error, onRetry }: { error: Error | null; onRetry?: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            Try again
          </Button>
        )
      }
    >
      {error?.message || 'Something went wrong'}
    </Alert>
  );
}

/** A list's empty state (the spec's empty texts). */
export function EmptyCard({ children }: { children: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 3, sm: 5 }, borderRadius: '18px', textAlign: 'center' }}
    >
      <Typography sx={{ fontWeight: 700 }}>{children}</Typography>
    </Paper>
  );
}
