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
  onChange: (next: Filters) => void;
  vars: CatalogSearchVars | undefined;
  /** The itinerary's point; without it the distance filter is off. */
  center: [number, number] | null;
}

function IdsField({
  label,
  options,
  value,
  onChange,
  grouped = false,
}: {
  label: string;
  options: Option[];
  value: number[] | undefined;
  onChange: (ids: number[]) => void;
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
      onChange={(_, next) => onChange(next.map((o) => o.id))}
      renderInput={(params) => <TextField {...params} label={label} />}
      // The chips above the results already list the choices.
      renderValue={(selected) => (selected.length ? `${selected.length} selected` : null)}
    />
  );
}

/** Every filter of the catalog search, as controlled inputs over one filter state. */
export function SearchFilters({ value, onChange, vars, center }: SearchFiltersProps) {
  const set = (patch: Partial<Filters>) => onChange(compact({ ...value, ...patch }));
  const providers: Option[] = Object.entries(vars?.activity_providers ?? {})
    .map(([id, name]) => ({ id: Number(id), name }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const skills: Option[] = (vars?.skill_development ?? []).flatMap((g) =>
    g.skills.map((s) => ({ ...s, group: g.name })),
  );
  const age = value.by_age_level ?? [AGE_MIN, AGE_MIN];

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      <TextField
        label="Search"
        size="small"
        value={value.by_search ?? ''}
        onChange={(e) => set({ by_search: e.target.value })}
        slotProps={{
          htmlInput: { maxLength: SEARCH_TEXT_MAX },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
        <TextField
          label="Start date"
          type="date"
          size="small"
          value={value.by_start_date ?? ''}
          onChange={(e) => set({ by_start_date: e.target.value || undefined })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label="End date"
          type="date"
          size="small"
          value={value.by_end_date ?? ''}
          onChange={(e) => set({ by_end_date: e.target.value || undefined })}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { min: value.by_start_date },
          }}
        />
      </Box>
      <PriceFilter value={value} set={set} vars={vars} />
      <IdsField
        label="Activity provider"
        options={providers}
        value={value.by_activity_provider}
        onChange={(ids) => set({ by_activity_provider: ids })}
      />
      <IdsField
        label="Interests"
        options={vars?.interests ?? []}
        value={value.by_interests}
        onChange={(ids) => set({ by_interests: ids })}
      />
      <IdsField
        label="Skill development"
        options={skills}
        value={value.by_skill_development}
        onChange={(ids) => set({ by_skill_development: ids })}
        grouped
      />
      <Box>
        <Typography id="age-label" variant="body2" gutterBottom>
          Age: {value.by_age_level ? `${age[0]}–${age[1]}` : 'any'}
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
      <TextField
        select
        size="small"
        label="Grade level"
        value={value.by_grade_level ? String(value.by_grade_level[0]) : ''}
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
      <Autocomplete
        multiple
        size="small"
        options={vars?.camp_types ?? []}
        value={value.by_camp_type ?? []}
        onChange={(_, next) => set({ by_camp_type: next })}
        renderInput={(params) => <TextField {...params} label="Camp type" />}
        renderValue={(selected) => (selected.length ? `${selected.length} selected` : null)}
      />
      <SeatsFilter value={value} set={set} />
      <DistanceFilter value={value} set={set} center={center} />
    </Box>
  );
}
/** The price range, on a slider over the catalog's prices. */
function PriceFilter({
  value,
  set,
  vars,
}: {
  value: Filters;
  set: (patch: Partial<Filters>) => void;
  vars: SearchFiltersProps['vars'];
}) {
  // Bounds on the slider's step, so both ends can be reached.
  const priceLo = Math.floor((vars?.min_price ?? 0) / PRICE_SLIDER_STEP) * PRICE_SLIDER_STEP;
  const priceHi = Math.max(
    Math.ceil((vars?.max_price ?? 0) / PRICE_SLIDER_STEP) * PRICE_SLIDER_STEP,
    priceLo,
  );
  const price: [number, number] = [value.by_min_price ?? priceLo, value.by_max_price ?? priceHi];
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
        disabled={vars?.max_price == null}
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
}

/** Activities with seats left, without, or both. */
function SeatsFilter({ value, set }: { value: Filters; set: (patch: Partial<Filters>) => void }) {
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
              checked={Boolean(value.by_avaible_seats)}
              onChange={(e) => set({ by_avaible_seats: e.target.checked })}
            />
          }
        />
        <FormControlLabel
          label="No"
          control={
            <Checkbox
              checked={Boolean(value.by_unavaible_seats)}
              onChange={(e) => set({ by_unavaible_seats: e.target.checked })}
            />
          }
        />
      </FormGroup>
    </FormControl>
  );
}

/** The distance from the itinerary's location, when it has one. */
function DistanceFilter({
  value,
  set,
  center,
}: {
  value: Filters;
  set: (patch: Partial<Filters>) => void;
  center: SearchFiltersProps['center'];
}) {
  const radius = value.by_distance?.radius ?? DISTANCE_RADIUS_MAX;
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
}
