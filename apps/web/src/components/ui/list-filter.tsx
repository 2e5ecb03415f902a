import { useState, type ReactNode } from 'react';
import { Alert, Box, Button, MenuItem, Paper, TextField } from '@mui/material';
import Download from '@mui/icons-material/Download';
import { useSearchParams } from 'react-router-dom';
import {
  useController,
  useForm,
  type Control,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { failureMessage } from '../../lib/form-support';
import { pageFromQuery } from './paged-list';
import { toast } from './toaster';

// The filter form above a back-office list: its values live in the URL, are checked with the
// API's own (shared) schema before they are applied, and an error shows under its field.

/** A filter as its form holds it: each field's text, an empty one meaning "any". */
export type FilterValues = Record<string, string>;

/**
 * A list's filter rules: the empty filter, its values read from the URL, and the query the API
 * takes (undefined when the URL holds one it would refuse).
 */
export function listFilter<V extends FilterValues, Q>(schema: z.ZodType<Q>, empty: V) {
  const fields = Object.keys(empty);
  const parse = (values: V) =>
    schema.safeParse(Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== '')));
  return {
    empty,
    parse,
    fromParams: (params: URLSearchParams): V =>
      Object.fromEntries(fields.map((f) => [f, params.get(f) ?? ''])) as V,
    query: (values: V): Q | undefined => {
      const parsed = parse(values);
      return parsed.success ? parsed.data : undefined;
    },
  };
}

type ListFilter<V extends FilterValues, Q> = ReturnType<typeof listFilter<V, Q>>;
type ParamChanges = Record<string, string | number | null>;

/**
 * A back-office list's state in the URL: its filter, page, page size and order (and sort column
 * when it has more than one). Defaults stay out of the URL, and a changed filter or order starts
 * again at page 1; a value the list does not offer reads as its default.
 */
export function useListParams<V extends FilterValues, Q, S extends string = never>(
  filter: ListFilter<V, Q>,
  options: {
    pageSizes: readonly number[];
    order: 'asc' | 'desc';
    sorts?: readonly S[];
    sort?: S;
    /**
     * Put before the page, page size, sort and order keys of a second list on one page
     * (`providers_page`), so the two lists page and order apart.
     */
    prefix?: string;
  },
) {
  const [params, setParams] = useSearchParams();
  const key = (name: string) => `${options.prefix ?? ''}${name}`;
  const defaults: Record<string, string> = {
    [key('page')]: '1',
    [key('per_page')]: String(options.pageSizes[0]),
    [key('order')]: options.order,
    ...(options.sort !== undefined && { [key('sort')]: options.sort }),
  };
  const perPage = Number(params.get(key('per_page')));
  const sort = params.get(key('sort')) ?? '';
  const order = params.get(key('order'));
  const values = filter.fromParams(params);

  const update = (changes: ParamChanges) => {
    const q = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null || value === '') q.delete(name);
      else q.set(name, String(value));
    }
    for (const [name, value] of Object.entries(defaults)) if (q.get(name) === value) q.delete(name);
    setParams(q);
  };

  return {
    values,
    /** The filter as the API takes it; undefined when the URL holds one it would refuse. */
    query: filter.query(values),
    page: pageFromQuery(params.get(key('page'))),
    perPage: options.pageSizes.includes(perPage) ? perPage : options.pageSizes[0]!,
    sort: (options.sorts?.includes(sort as S) ? sort : options.sort) as S,
    order: order === 'asc' || order === 'desc' ? order : options.order,
    firstOrder: options.order,
    applyFilter: (next: V) => update({ ...filter.empty, ...next, [key('page')]: null }),
    onPage: (model: { page: number; pageSize: number }) =>
      update({ [key('page')]: model.page + 1, [key('per_page')]: model.pageSize }),
    onSort: (nextSort: S | null, nextOrder: 'asc' | 'desc') =>
      update({
        ...(nextSort !== null && { [key('sort')]: nextSort }),
        [key('order')]: nextOrder,
        [key('page')]: null,
      }),
  };
}

/**
 * Export CSV of what is filtered: off while the filter is not valid or a download runs. A page
 * with two lists names each button apart (`label`).
 */
export function ExportCsvButton({
  download,
  label = 'Export CSV',
}: {
  download: (() => Promise<void>) | undefined;
  label?: string;
}) {
  const [exporting, setExporting] = useState(false);
  const run = async () => {
    if (!download) return;
    setExporting(true);
    try {
      await download();
    } catch (err) {
      toast.error(failureMessage(err));
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button
      variant="outlined"
      startIcon={<Download />}
      onClick={() => void run()}
      disabled={exporting || !download}
    >
      {label}
    </Button>
  );
}

/** In place of a list whose URL holds a filter the API would refuse. */
export function InvalidFilterAlert() {
  return (
    <Alert severity="warning">
      This address holds a filter that is not valid. Correct it above, or clear it.
    </Alert>
  );
}

/**
 * The form of a filter: applying it checks the values first and names each refused field by its
 * label; Clear empties it and applies that.
 */
export function useFilterForm<V extends FilterValues, Q>(
  filter: ReturnType<typeof listFilter<V, Q>>,
  values: V,
  labels: Record<keyof V, string>,
  onApply: (values: V) => void,
): { form: UseFormReturn<V>; submit: () => void; clear: () => void } {
  const form = useForm<V>({ values });
  const submit = form.handleSubmit((next) => {
    const parsed = filter.parse(next);
    if (parsed.success) return onApply(next);
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as Path<V> & keyof V;
      form.setError(field, { message: `${labels[field]} ${issue.message}` });
    }
  });
  return {
    form,
    submit: () => void submit(),
    clear: () => {
      form.reset(filter.empty);
      onApply(filter.empty);
    },
  };
}

/** A select of a filter: "Any" first, then each option as [value, label]. */
export function SelectFilter<V extends FieldValues>({
  control,
  name,
  label,
  options,
}: {
  control: Control<V>;
  name: Path<V>;
  label: string;
  options: readonly (readonly [string, string])[];
}) {
  const { field } = useController({ control, name });
  return (
    <TextField
      select
      label={label}
      fullWidth
      {...field}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">Any</MenuItem>
      {options.map(([value, text]) => (
        <MenuItem key={value} value={value}>
          {text}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The filter form's frame: a search landmark, its fields in a grid, Apply filters and Clear. */
export function FilterForm({
  label,
  columns,
  onSubmit,
  onClear,
  children,
}: {
  label: string;
  /** The grid's columns per breakpoint, e.g. { xs: '1fr', sm: '1fr 1fr' }. */
  columns: Record<string, string>;
  onSubmit: () => void;
  onClear: () => void;
  children: ReactNode;
}) {
  return (
    <Paper
      component="form"
      role="search"
      aria-label={label}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 2.4 }, mb: 2.4, borderRadius: '18px' }}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: columns }}>{children}</Box>
      <Box sx={{ display: 'flex', gap: 1.5, mt: 2, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained">
          Apply filters
        </Button>
        <Button variant="outlined" onClick={onClear}>
          Clear
        </Button>
      </Box>
    </Paper>
  );
}
