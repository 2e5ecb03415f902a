import {
  Box,
  FormControlLabel,
  FormGroup,
  MenuItem,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import type { CalendarItinerary } from '@camp/shared/calendar';
import { resolveColor } from './calendar-format';

export const FILTER_TEXT = {
  itineraries: 'Itineraries',
  children: 'Children',
  allChildren: 'All children',
  friends: 'Friends',
  noItineraries: 'No approved itineraries yet.',
  noFriends: "No friends' itineraries yet.",
} as const;

export const itineraryLabel = (it: CalendarItinerary) =>
  it.friend ? `${it.child_name} (${it.friend_name ?? 'a friend'})` : `${it.child_name}'s itinerary`;

function Swatch({ color }: { color: string }) {
  const theme = useTheme();
  return (
    <Box
      aria-hidden
      component="span"
      sx={{
        display: 'inline-block',
        width: 12,
        height: 12,
        borderRadius: '3px',
        bgcolor: resolveColor(theme, color),
        mr: 1,
        flexShrink: 0,
      }}
    />
  );
}

function Toggles({
  items,
  hidden,
  onToggle,
  label,
}: {
  items: CalendarItinerary[];
  hidden: ReadonlySet<number>;
  onToggle: (id: number) => void;
  label: string;
}) {
  return (
    <FormGroup aria-label={label}>
      {items.map((it) => (
        <FormControlLabel
          key={it.id}
          control={
            <Switch checked={!hidden.has(it.id)} onChange={() => onToggle(it.id)} size="small" />
          }
          label={
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center' }}>
              <Swatch color={it.color} />
              {itineraryLabel(it)}
            </Box>
          }
        />
      ))}
    </FormGroup>
  );
}

/**
 * The calendar's side panel (FAQ: "children filter, Friends area"): a toggle per itinerary of the
 * parent's own, a children filter over them, and the friends' itineraries the parent accepted.
 */
export function CalendarFilters({
  itineraries,
  hidden,
  onToggle,
  child,
  onChild,
}: {
  itineraries: CalendarItinerary[];
  hidden: ReadonlySet<number>;
  onToggle: (id: number) => void;
  /** '' for every child. */
  child: string;
  onChild: (child: string) => void;
}) {
  const own = itineraries.filter((it) => !it.friend);
  const friends = itineraries.filter((it) => it.friend);
  const children = [...new Set(own.map((it) => it.child_name))].sort((a, b) => a.localeCompare(b));
  const shownOwn = child ? own.filter((it) => it.child_name === child) : own;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      {children.length > 1 && (
        <TextField
          select
          size="small"
          label={FILTER_TEXT.children}
          value={child}
          onChange={(e) => onChild(e.target.value)}
          fullWidth
        >
          <MenuItem value="">{FILTER_TEXT.allChildren}</MenuItem>
          {children.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Box component="section" aria-labelledby="calendar-itineraries-title">
        <Typography
          id="calendar-itineraries-title"
          variant="h2"
          sx={{ fontSize: '1.05rem', mb: 0.5 }}
        >
          {FILTER_TEXT.itineraries}
        </Typography>
        {shownOwn.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {FILTER_TEXT.noItineraries}
          </Typography>
        ) : (
          <Toggles
            items={shownOwn}
            hidden={hidden}
            onToggle={onToggle}
            label={FILTER_TEXT.itineraries}
          />
        )}
      </Box>
      <Box component="section" aria-labelledby="calendar-friends-title">
        <Typography id="calendar-friends-title" variant="h2" sx={{ fontSize: '1.05rem', mb: 0.5 }}>
          {FILTER_TEXT.friends}
        </Typography>
        {friends.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {FILTER_TEXT.noFriends}
          </Typography>
        ) : (
          <Toggles
            items={friends}
            hidden={hidden}
            onToggle={onToggle}
            label={FILTER_TEXT.friends}
          />
        )}
      </Box>
    </Box>
  );
}
