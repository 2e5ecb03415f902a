import { memo, useCallback, useMemo, type Dispatch, type SetStateAction } from 'react';
import {
  Autocomplete,
  Box,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormLabel,
  InputAdornment,
  MenuItem,
  Slider,
  TextField,
  Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { AGE_MAX, AGE_MIN, GRADE_LEVELS } from '@camp/shared/enums';
import {
  DISTANCE_RADIUS_MAX,
  DISTANCE_RADIUS_MIN,
  PRICE_SLIDER_STEP,
  SEARCH_TEXT_MAX,
  type CatalogSearchVars,
} from '@camp/shared/catalog-search';
import { formatPrice } from '../../../lib/format';
import { compact, type Filters } from '../search-state';

interface Option {
  id: number;
  name: string;
  group?: string;
}

export interface SearchFiltersProps {
  value: Filters;
  /** Takes the next filters from the last ones, so each field's handler never changes. */
  onChange: Dispatch<SetStateAction<Filters>>;
  vars: CatalogSearchVars | undefined;
  /** The itinerary's point; without it the distance filter is off. */
  center: [number, number] | null;
}

/** Changes some filters, keeping the others (the same function for as long as `onChange`). */
type SetFilters = (patch: Partial<Filters>) => void;
type IdsKey = 'by_activity_provider' | 'by_interests' | 'by_skill_development';

// Each field is its own memoised component given only its own values: a keystroke in the text
// box renders the text box, not the sliders and option lists beside it.

const IdsField = memo(function IdsField({
  label,
  field,
  options,
  value,
  set,
  grouped = false,
}: {
  label: string;
  field: IdsKey;
  options: Option[];
  value: number[] | undefined;
  set: SetFilters;
  grouped?: boolean;
}) {
  const chosen = options.filter((o) => value?.includes(o.id));
  return (
    <Autocomplete
      multiple
      size="small"
      options={options}
      value={chosen}
      groupBy={grouped ? (o) => o.group ?? '' : undefined}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, next) => set({ [field]: next.map((o) => o.id) })}
      renderInput={(params) => <TextField {...params} label={label} />}
      // The chips above the results already list the choices.
      renderValue={(selected) => (selected.length ? `${selected.length} selected` : null)}
    />
  );
});

/** The text box's icon, made once. */
const SEARCH_ADORNMENT = (
  <InputAdornment position="start">
    <SearchIcon fontSize="small" />
  </InputAdornment>
);

const SearchText = memo(function SearchText({
  text,
  set,
}: {
  text: string | undefined;
  set: SetFilters;
}) {
  return (
    <TextField
      label="Search"
      size="small"
      value={text ?? ''}
      onChange={(e) => set({ by_search: e.target.value })}
      slotProps={{
        htmlInput: { maxLength: SEARCH_TEXT_MAX },
        input: { startAdornment: SEARCH_ADORNMENT },
      }}
    />
  );
});

const DatesFilter = memo(function DatesFilter({
  start,
  end,
  set,
}: {
  start: string | undefined;
  end: string | undefined;
  set: SetFilters;
}) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
      <TextField
        label="Start date"
        type="date"
        size="small"
        value={start ?? ''}
        onChange={(e) => set({ by_start_date: e.target.value || undefined })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        label="End date"
        type="date"
        size="small"
        value={end ?? ''}
        onChange={(e) => set({ by_end_date: e.target.value || undefined })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: start } }}
      />
    </Box>
  );
});

const AgeFilter = memo(function AgeFilter({
  value,
  set,
}: {
  value: [number, number] | undefined;
  set: SetFilters;
}) {
  const age = value ?? [AGE_MIN, AGE_MIN];
  return (
    <Box>
      <Typography id="age-label" variant="body2" gutterBottom>
        Age: {value ? `${age[0]}–${age[1]}` : 'any'}
      </Typography>
      <Slider
        getAriaLabel={(i) => (i === 0 ? 'Youngest age' : 'Oldest age')}
        min={AGE_MIN}
        max={AGE_MAX}
        step={1}
        marks
        value={age}
        onChange={(_, v) => set({ by_age_level: v as [number, number] })}
        sx={{ mx: 1, width: 'calc(100% - 20px)' }}
      />
    </Box>
  );
});

const GradeFilter = memo(function GradeFilter({
  grade,
  set,
}: {
  grade: number | undefined;
  set: SetFilters;
}) {
  return (
    <TextField
      select
      size="small"
      label="Grade level"
      value={grade === undefined ? '' : String(grade)}
      onChange={(e) => {
        const v = e.target.value === '' ? undefined : Number(e.target.value);
        set({ by_grade_level: v === undefined ? undefined : [v, v] });
      }}
    >
      <MenuItem value="">Any grade</MenuItem>
      {GRADE_LEVELS.map((g) => (
        <MenuItem key={g.value} value={String(g.value)}>
          {g.label}
        </MenuItem>
      ))}
    </TextField>
  );
});

const CampTypeFilter = memo(function CampTypeFilter({
  options,
  value,
  set,
}: {
  options: string[] | undefined;
  value: string[] | undefined;
  set: SetFilters;
}) {
  return (
    <Autocomplete
      multiple
      size="small"
      options={options ?? NO_OPTIONS}
      value={value ?? NO_OPTIONS}
      onChange={(_, next) => set({ by_camp_type: next })}
      renderInput={(params) => <TextField {...params} label="Camp type" />}
      renderValue={(selected) => (selected.length ? `${selected.length} selected` : null)}
    />
  );
});

const NO_OPTIONS: string[] = [];

/** Every filter of the catalog search, as controlled inputs over one filter state. */
export function SearchFilters({ value, onChange, vars, center }: SearchFiltersProps) {
  const set = useCallback<SetFilters>(
    (patch) => onChange((last) => compact({ ...last, ...patch })),
    [onChange],
  );
  const providers = useMemo<Option[]>(
    () =>
      Object.entries(vars?.activity_providers ?? {})
        .map(([id, name]) => ({ id: Number(id), name }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    [vars?.activity_providers],
  );
  const skills = useMemo<Option[]>(
    () =>
      (vars?.skill_development ?? []).flatMap((g) =>
        g.skills.map((s) => ({ ...s, group: g.name })),
      ),
    [vars?.skill_development],
  );
  const interests = useMemo<Option[]>(() => vars?.interests ?? [], [vars?.interests]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      <SearchText text={value.by_search} set={set} />
      <DatesFilter start={value.by_start_date} end={value.by_end_date} set={set} />
      <PriceFilter
        min={value.by_min_price}
        max={value.by_max_price}
        lowest={vars?.min_price}
        highest={vars?.max_price}
        set={set}
      />
      <IdsField
        label="Activity provider"
        field="by_activity_provider"
        options={providers}
        value={value.by_activity_provider}
        set={set}
      />
      <IdsField
        label="Interests"
        field="by_interests"
        options={interests}
        value={value.by_interests}
        set={set}
      />
      <IdsField
        label="Skill development"
        field="by_skill_development"
        options={skills}
        value={value.by_skill_development}
        set={set}
        grouped
      />
      <AgeFilter value={value.by_age_level} set={set} />
      <GradeFilter grade={value.by_grade_level?.[0]} set={set} />
      <CampTypeFilter options={vars?.camp_types} value={value.by_camp_type} set={set} />
      <SeatsFilter yes={value.by_avaible_seats} no={value.by_unavaible_seats} set={set} />
      <DistanceFilter radius={value.by_distance?.radius} set={set} center={center} />
    </Box>
  );
}
/** The price range, on a slider over the catalog's prices. */
const PriceFilter = memo(function PriceFilter({
  min,
  max,
  lowest,
  highest,
  set,
}: {
  min: number | undefined;
  max: number | undefined;
  /** The catalog's cheapest and dearest (none before the first answer). */
  lowest: number | null | undefined;
  highest: number | null | undefined;
  set: SetFilters;
}) {
  // Bounds on the slider's step, so both ends can be reached.
  const priceLo = Math.floor((lowest ?? 0) / PRICE_SLIDER_STEP) * PRICE_SLIDER_STEP;
  const priceHi = Math.max(
    Math.ceil((highest ?? 0) / PRICE_SLIDER_STEP) * PRICE_SLIDER_STEP,
    priceLo,
  );
  const price: [number, number] = [min ?? priceLo, max ?? priceHi];
  return (
    <Box>
      <Typography id="price-label" variant="body2" gutterBottom>
        Price: {formatPrice(price[0])} – {formatPrice(price[1])}
      </Typography>
      <Slider
        getAriaLabel={(i) => (i === 0 ? 'Minimum price' : 'Maximum price')}
        getAriaValueText={(v) => formatPrice(v)}
        min={priceLo}
        max={priceHi}
        step={PRICE_SLIDER_STEP}
        value={price}
        disabled={highest == null}
        onChange={(_, v) => {
          const [lo, hi] = v as number[];
          set({
            by_min_price: lo === priceLo ? undefined : lo,
            by_max_price: hi === priceHi ? undefined : hi,
          });
        }}
        sx={{ mx: 1, width: 'calc(100% - 20px)' }}
      />
    </Box>
  );
});

/** Activities with seats left, without, or both. */
const SeatsFilter = memo(function SeatsFilter({
  yes,
  no,
  set,
}: {
  yes: boolean | undefined;
  no: boolean | undefined;
  set: SetFilters;
}) {
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend" sx={{ typography: 'body2' }}>
        Available seats
      </FormLabel>
      <FormGroup row>
        <FormControlLabel
          label="Yes"
          control={
            <Checkbox
              checked={Boolean(yes)}
              onChange={(e) => set({ by_avaible_seats: e.target.checked })}
            />
          }
        />
        <FormControlLabel
          label="No"
          control={
            <Checkbox
              checked={Boolean(no)}
              onChange={(e) => set({ by_unavaible_seats: e.target.checked })}
            />
          }
        />
      </FormGroup>
    </FormControl>
  );
});

/** The distance from the itinerary's location, when it has one. */
const DistanceFilter = memo(function DistanceFilter({
  radius = DISTANCE_RADIUS_MAX,
  set,
  center,
}: {
  radius: number | undefined;
  set: SetFilters;
  center: SearchFiltersProps['center'];
}) {
  return (
    <Box>
      <Typography id="distance-label" variant="body2" gutterBottom>
        Distance: {radius >= DISTANCE_RADIUS_MAX ? 'any' : `within ${radius} mi`}
      </Typography>
      <Slider
        aria-labelledby="distance-label"
        getAriaValueText={(v) => (v >= DISTANCE_RADIUS_MAX ? 'any distance' : `${v} miles`)}
        min={DISTANCE_RADIUS_MIN}
        max={DISTANCE_RADIUS_MAX}
        value={radius}
        disabled={!center}
        onChange={(_, v) => {
          const r = v as number;
          set({
            by_distance:
              center && r < DISTANCE_RADIUS_MAX ? { coordinates: center, radius: r } : undefined,
          });
        }}
        sx={{ mx: 1, width: 'calc(100% - 20px)' }}
      />
      {!center && (
        <Typography variant="caption" color="text.secondary">
          Distance is measured from the itinerary&apos;s location: open the search from an itinerary
          with an address.
        </Typography>
      )}
    </Box>
  );
});
