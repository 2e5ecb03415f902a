import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { SEARCH_DEBOUNCE_MS, type CatalogSearchVars } from '@camp/shared/catalog-search';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { filtersKey, sameFilters, type Filters } from '../search-state';
import { SearchFilters } from './search-filters';

/** What the page does to the form: a chip or 'Clear all' applied filters the form now shows. */
export interface FiltersPanelHandle {
  /** Shows `filters` at once (they are being applied), keeping later edits on top of them. */
  reset: (filters: Filters) => void;
}

/**
 * The filters beside the results (wider screens): an edit applies once it has stayed the same
 * for the debounce, and the URL's filters changed elsewhere (back/forward) replace the form's.
 * The form's state lives here, so a keystroke renders the form alone, never the results beside
 * it.
 */
export function FiltersPanel({
  ref,
  applied,
  vars,
  center,
  onApply,
}: {
  ref?: Ref<FiltersPanelHandle>;
  /** The URL's filters. */
  applied: Filters;
  vars: CatalogSearchVars | undefined;
  center: [number, number] | null;
  onApply: (filters: Filters) => void;
}) {
  const appliedKey = filtersKey(applied);
  const [draft, setDraft] = useState<Filters>(applied);
  // The filters this form last applied, so their arrival in the URL does not reset the form.
  const written = useRef(appliedKey);
  // Reset in the same event as the chip's press, before the URL follows: an edit made while the
  // URL changes is not then lost to it.
  useImperativeHandle(ref, () => ({
    reset: (filters) => {
      written.current = filtersKey(filters);
      setDraft(filters);
    },
  }));
  useEffect(() => {
    if (appliedKey !== written.current) {
      written.current = appliedKey;
      setDraft(applied);
    }
  }, [appliedKey, applied]);

  const settled = useDebouncedValue(draft, SEARCH_DEBOUNCE_MS, sameFilters);
  useEffect(() => {
    const key = filtersKey(settled);
    if (key !== appliedKey) {
      written.current = key;
      onApply(settled);
    }
    // Only a settled edit applies; appliedKey changing alone must not re-apply an old draft.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  return <SearchFilters value={draft} onChange={setDraft} vars={vars} center={center} />;
}
