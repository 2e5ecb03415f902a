import { Alert, Box } from '@mui/material';
import { useQueries } from '@tanstack/react-query';
import type { ParentItinerary } from '@camp/shared/parent-itinerary';
import { WAIVER_MESSAGES, type ItineraryWaiver } from '@camp/shared/waivers';
import { LoadError } from '../../../components/ui/paged-list';
import { itineraryWaiversQueryOptions, useWaiversSignedHere, waiverEntryKey } from '../api/waivers';
import { WaiverSigning, unsignedRequired } from './waiver-signing';

interface ChildWaivers {
  itineraryId: number;
  childName: string | null;
  /** The required waivers still to sign, and those signed on this visit (with their copy). */
  shown: ItineraryWaiver[];
}

export interface FamilyWaiversState {
  children: ChildWaivers[];
  /** Still reading a child's waivers: whether one is missing is not known yet. */
  pending: boolean;
  error: Error | null;
  retry: () => void;
  /** One message per child, program and season whose required waiver is not signed. */
  missing: string[];
}

/**
 * The family checkout's waiver step: each child's itinerary's waivers, read as its own payment
 * summary reads them (a required one without a signature must be signed before paying).
 */
export function useFamilyWaivers(itineraries: readonly ParentItinerary[]): FamilyWaiversState {
  const signedHere = useWaiversSignedHere();
  const queries = useQueries({
    queries: itineraries.map((it) => itineraryWaiversQueryOptions(it.id)),
  });
  const missing: string[] = [];
  const children = itineraries.map((it, i): ChildWaivers => {
    const data = queries[i]?.data;
    const waivers = data?.waivers ?? [];
    const childName = data?.child_name ?? it.child?.first_name ?? null;
    const toSign = unsignedRequired(waivers);
    for (const w of toSign)
      missing.push(
        WAIVER_MESSAGES.missingSignature(w.program_name, childName ?? 'your child', w.season),
      );
    const shown = waivers.filter(
      (w) =>
        toSign.includes(w) ||
        (w.waiver.required && signedHere.has(waiverEntryKey(it.id, w.program_id, w.season))),
    );
    return { itineraryId: it.id, childName, shown };
  });
  return {
    children,
    pending: queries.some((q) => q.isPending),
    error: queries.find((q) => q.isError)?.error ?? null,
    retry: () => {
      for (const q of queries) if (q.isError) void q.refetch();
    },
    missing,
  };
}

/** Each child's waivers are a part of the family's card: a rule above, not a card of their own. */
const PART_OF_THE_CARD = {
  border: 0,
  borderTop: 1,
  borderColor: 'divider',
  borderRadius: 0,
  px: 0,
  pb: 0,
  pt: 2,
} as const;

/** The waivers to sign before the family checkout, per child, then what is still missing. */
export function FamilyWaivers({ state }: { state: FamilyWaiversState }) {
  if (state.error) return <LoadError error={state.error} onRetry={state.retry} />;
  const withWaivers = state.children.filter((c) => c.shown.length > 0);
  if (withWaivers.length === 0) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {withWaivers.map((c) => (
        <WaiverSigning
          key={c.itineraryId}
          itineraryId={c.itineraryId}
          childName={c.childName}
          waivers={c.shown}
          title={`Waivers for ${c.childName ?? 'your child'}`}
          sx={PART_OF_THE_CARD}
        />
      ))}
      {state.missing.length > 0 && <Alert severity="warning">{state.missing.join('. ')}</Alert>}
    </Box>
  );
}
