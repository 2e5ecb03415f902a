import type { ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import CheckIcon from '@mui/icons-material/Check';
import type { CatalogActivity, CatalogMatch } from '@camp/shared/catalog-search';
import { discountLines } from '@camp/shared/discounts';
import { formatDateRange, formatPrice, formatSchedule, gradeName } from '../../../lib/format';
import { visuallyHidden } from '../../../components/ui/visually-hidden';

/** Tags shown on a card before '+N'. */
export const TAG_DISPLAY_LIMIT = 3;
export const NO_SEATS_TEXT = 'No seats left';
export const MATCH_HEADING = 'Why it matches';
export const NO_MATCH_TEXT = 'Nothing in the questionnaire matches.';
/** The score is the share (0-100) of MATCH_WEIGHTS the activity earns. */
export const matchScoreText = (score: number) => `${score}% match`;

function dateLine(a: CatalogActivity): string {
  const dates = formatDateRange(a.start_date, a.end_date);
  return `${dates} (${a.duration === 1 ? '1 day' : `${a.duration} days`})`;
}

function campInfo(a: CatalogActivity): string[] {
  const out = [a.camp_type, formatSchedule(a.meeting_days, a.start_time, a.end_time)];
  if (a.age_level) {
    const [lo, hi] = a.age_level;
    out.push(lo === hi ? `Age ${lo}` : `Ages ${lo}–${hi}`);
  }
  const gs = a.grade_level_start;
  const ge = a.grade_level_end;
  if (gs !== null && ge !== null)
    out.push(gs === ge ? `Grade ${gradeName(gs)}` : `Grades ${gradeName(gs)}–${gradeName(ge)}`);
  return out;
}

export const hasNoSeats = (a: CatalogActivity) =>
  a.available_seats !== null && a.available_seats <= 0;

export interface AddControl {
  added: boolean;
  pending: boolean;
  error?: string | null;
  onAdd: () => void;
}

/**
 * A search result: provider, activity, location, dates with duration,
 * camp info and details. Full activities are faded and cannot be added.
 */
export function ActivityCard({
  activity: a,
  add,
  tools,
}: {
  activity: CatalogActivity;
  add?: AddControl;
  /** The note buttons and detail links (composed by the route from specialist-details). */
  tools?: ReactNode;
}) {
  const full = hasNoSeats(a);
  const tags = [...a.interests, ...a.skill_developments].map((t) => t.name);
  const shown = tags.slice(0, TAG_DISPLAY_LIMIT);
  const titleId = `activity-${a.id}-name`;
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={titleId}
      data-testid="activity-card"
      data-full={full || undefined}
      // A full card reads as set aside by its dashed border and grey ground, not by opacity:
      // faded text would fall below the contrast its readers need.
      sx={{
        height: '100%',
        ...(full && { borderStyle: 'dashed', bgcolor: 'grey.50' }),
      }}
    >
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {a.provider_name}
        </Typography>
        <Typography
          id={titleId}
          variant="h3"
          sx={{ fontSize: '1.1rem', fontWeight: 700, overflowWrap: 'anywhere' }}
        >
          {a.name}
        </Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {a.location}
          {a.distance !== null ? ` · ${a.distance.toFixed(1)} mi` : ''}
        </Typography>
        <Typography variant="body2">{dateLine(a)}</Typography>
        <Typography variant="body2" color="text.secondary">
          {campInfo(a).join(' · ')}
        </Typography>
        {(a.camp_info_title || a.camp_info_time || a.instructor) && (
          <Typography variant="body2">
            {[a.camp_info_title, a.camp_info_time, a.instructor && `Instructor: ${a.instructor}`]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        )}
        {(a.details ?? a.description) && (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{
              display: '-webkit-box',
              WebkitLineClamp: 3,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {a.details ?? a.description}
          </Typography>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
          {shown.map((t) => (
            <Chip key={t} label={t} size="small" />
          ))}
          {tags.length > shown.length && (
            <Chip
              size="small"
              variant="outlined"
              label={`+${tags.length - shown.length}`}
              aria-label={`${tags.length - shown.length} more: ${tags.slice(TAG_DISPLAY_LIMIT).join(', ')}`}
            />
          )}
        </Box>
        {discountLines(a.discounts).length > 0 && (
          <Typography variant="body2" sx={{ color: 'success.dark', fontWeight: 600 }}>
            {discountLines(a.discounts).join(' · ')}
          </Typography>
        )}
        {a.match && <MatchBox id={`activity-${a.id}-match`} match={a.match} />}
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 1,
            justifyContent: 'space-between',
            mt: 1,
          }}
        >
          <Stack sx={{ gap: 0 }}>
            <Typography sx={{ fontWeight: 700 }}>{formatPrice(a.price + a.fee)}</Typography>
            <Typography variant="caption" color={full ? 'error.main' : 'text.secondary'}>
              {a.available_seats === null
                ? 'Seats not limited'
                : full
                  ? NO_SEATS_TEXT
                  : `${a.available_seats} of ${a.total_seats} seats left`}
            </Typography>
          </Stack>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <Link href={a.url} target="_blank" rel="noopener noreferrer" variant="body2">
              Details
              <Box component="span" sx={visuallyHidden}>
                {' '}
                of {a.name} (opens in a new tab)
              </Box>
            </Link>
            {add && (
              <Button
                variant={add.added ? 'outlined' : 'contained'}
                size="small"
                startIcon={add.added ? <CheckIcon /> : <AddIcon />}
                disabled={full || add.added || add.pending}
                onClick={add.onAdd}
                aria-label={add.added ? `${a.name} added` : `Add ${a.name}`}
              >
                {add.added ? 'Added' : 'Add'}
              </Button>
            )}
          </Box>
        </Box>
        {tools}
        {add?.error && (
          <Alert severity="error" sx={{ py: 0 }}>
            {add.error}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * How the activity fits the child's questionnaire (with an itinerary): the score and one line
 * per reason, under its own heading so a screen reader can jump to it.
 */
function MatchBox({ id, match }: { id: string; match: CatalogMatch }) {
  const color = match.score >= 70 ? 'success' : match.score >= 40 ? 'primary' : 'default';
  return (
    <Box
      component="section"
      aria-labelledby={id}
      data-testid="activity-match"
      sx={{ bgcolor: 'action.hover', borderRadius: 1, px: 1.5, py: 1 }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
        }}
      >
        <Typography id={id} component="h4" variant="subtitle2">
          {MATCH_HEADING}
        </Typography>
        <Chip size="small" color={color} label={matchScoreText(match.score)} />
      </Box>
      {match.reasons.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {NO_MATCH_TEXT}
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
          {match.reasons.map((reason) => (
            <Typography
              component="li"
              variant="body2"
              key={reason}
              sx={{ overflowWrap: 'anywhere' }}
            >
              {reason}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}
