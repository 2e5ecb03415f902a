import { useEffect, useState } from 'react';
import { Box, Button, Link } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { activityQueryOptions } from '../api/activity';
import { providerQueryOptions } from '../api/provider';
import type { NoteTarget } from '../api/update-note';
import { activityPagePath } from '../pages/provider-page';
import { NoteButton, NoteDialog, useOpenedOnce } from './note-dialog';
import { paths } from '../../../lib/paths';

export const ACTIVITY_NOTE_LABEL = 'Activity note';
export const PROVIDER_NOTE_LABEL = 'Provider note';
export const VIEW_ACTIVITY_LABEL = 'View activity';

/** The program's page, carrying the itinerary being planned (its 'Add to itinerarie' needs it). */
export const providerPagePathFor = (id: number, itineraryId: number | null) =>
  paths.specialist.provider(id, itineraryId);

export interface CardActivity {
  id: number;
  name: string;
  provider_id: number;
  provider_name: string;
}

/**
 * A note button for a card whose data does not carry the note (the itinerary block): the note is
 * read when the button is pressed, and the dialog opens with it.
 */
function LoadingNoteButton({
  target,
  name,
  label,
}: {
  target: NoteTarget;
  name: string;
  label: string;
}) {
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  const activity = useQuery({
    ...activityQueryOptions(target.id),
    enabled: wanted && target.kind === 'activity',
  });
  const provider = useQuery({
    ...providerQueryOptions(target.id, 1, null),
    enabled: wanted && target.kind === 'provider',
  });
  const note =
    target.kind === 'activity'
      ? activity.data?.specialist_notes
      : provider.data?.activity_provider.specialist_notes;
  const loaded = note !== undefined;
  useEffect(() => {
    if (wanted && loaded) {
      setOpen(true);
      setWanted(false);
    }
  }, [wanted, loaded]);
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        disabled={wanted && !loaded}
        onClick={() => (loaded ? setOpen(true) : setWanted(true))}
        aria-label={`${label} for ${name}${note ? ' (has a note)' : ''}`}
      >
        {note ? `${label} *` : label}
      </Button>
      {opened && (
        <NoteDialog
          open={open}
          onClose={() => setOpen(false)}
          target={target}
          note={note ?? null}
        />
      )}
    </>
  );
}

/**
 * What every activity card of the specialist carries (search results and the itinerary block):
 * links to the activity's and the program's pages, and the activity and provider note buttons
 * with the 'Leave a note' dialog. `notes` is given when the card's data has them (search
 * results); without it the note is read when a button is pressed.
 */
export function ActivityCardTools({
  activity: a,
  itineraryId = null,
  notes,
}: {
  activity: CardActivity;
  itineraryId?: number | null;
  notes?: { activity: string | null; provider: string | null };
}) {
  const activityTarget: NoteTarget = { kind: 'activity', id: a.id };
  const providerTarget: NoteTarget = { kind: 'provider', id: a.provider_id };
  return (
    <Box
      role="group"
      aria-label={`Notes and pages of ${a.name}`}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
    >
      <Link
        component={RouterLink}
        to={activityPagePath(a.id, itineraryId)}
        variant="body2"
        aria-label={`${VIEW_ACTIVITY_LABEL}: ${a.name}`}
      >
        {VIEW_ACTIVITY_LABEL}
      </Link>
      <Link
        component={RouterLink}
        to={providerPagePathFor(a.provider_id, itineraryId)}
        variant="body2"
        aria-label={`Provider: ${a.provider_name}`}
      >
        {a.provider_name}
      </Link>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {notes ? (
          <>
            <NoteButton
              target={activityTarget}
              note={notes.activity}
              name={a.name}
              label={ACTIVITY_NOTE_LABEL}
              size="small"
            />
            <NoteButton
              target={providerTarget}
              note={notes.provider}
              name={a.provider_name}
              label={PROVIDER_NOTE_LABEL}
              size="small"
            />
          </>
        ) : (
          <>
            <LoadingNoteButton target={activityTarget} name={a.name} label={ACTIVITY_NOTE_LABEL} />
            <LoadingNoteButton
              target={providerTarget}
              name={a.provider_name}
              label={PROVIDER_NOTE_LABEL}
            />
          </>
        )}
      </Box>
    </Box>
  );
}
