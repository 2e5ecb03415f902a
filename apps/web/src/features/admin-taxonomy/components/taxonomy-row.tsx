import { Box, Button, Chip, Typography } from '@mui/material';

export interface TaxonomyEntry {
  id: number;
  name: string;
  retired_at: string | null;
  activities_count: number;
}

interface Props {
  entry: TaxonomyEntry;
  /** 'activity' or 'program': what the count counts. */
  counted: 'activity' | 'program';
  onRename: () => void;
  onRetire: (retired: boolean) => void;
  busy: boolean;
}

const NOUNS = { activity: ['activity', 'activities'], program: ['program', 'programs'] } as const;
const plural = (n: number, noun: keyof typeof NOUNS) => `${n} ${NOUNS[noun][n === 1 ? 0 : 1]}`;

/** One interest or skill: its name, how often it is used, and its actions. */
export function TaxonomyRow({ entry, counted, onRename, onRetire, busy }: Props) {
  const retired = entry.retired_at !== null;
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        py: 1,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
        <Typography
          component="span"
          sx={{
            fontWeight: 600,
            overflowWrap: 'anywhere',
            color: retired ? 'text.secondary' : undefined,
          }}
        >
          {entry.name}
        </Typography>{' '}
        {retired && <Chip size="small" label="Retired" sx={{ ml: 0.5 }} />}
        <Typography variant="body2" color="text.secondary">
          {plural(entry.activities_count, counted)}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button size="small" onClick={onRename} aria-label={`Rename ${entry.name}`}>
          Rename
        </Button>
        <Button
          size="small"
          disabled={busy}
          onClick={() => onRetire(!retired)}
          aria-label={retired ? `Offer ${entry.name} again` : `Retire ${entry.name}`}
        >
          {retired ? 'Offer again' : 'Retire'}
        </Button>
      </Box>
    </Box>
  );
}
