import type { ItineraryStatus } from '@camp/shared/enums';
import * as assistantReads from '../../../data/itineraries/assistant-reads.js';
import type { ToolContext } from '../types.js';

// What one conversation may see (decision 0068), decided from the ToolContext the service made
// from the session, never from a tool's arguments: the owner sees all of the family's
// itineraries; a friend who accepted sees this itinerary and only the activities shared with
// them. Every tool asks here first, so an id outside the reach reads exactly like a missing one.

export interface ReachableItinerary {
  id: number;
  status: ItineraryStatus;
  /** The itinerary's own parent (a friend's view shows whose itinerary it is, too). */
  parentName: string;
  childName: string | null;
  specialistName: string | null;
  /** The specialist's message to the parent (the owner's only). */
  message: string | null;
  /** The family's home point: the itinerary's, else its questionnaire's (owner only). */
  home: { latitude: number; longitude: number } | null;
  /** The questionnaire's requested date ranges (the gap check), owner only. */
  requested: { start: string; end: string }[];
  /** Activities this conversation may see on it: null = all of them. */
  sharedActivityIds: Set<number> | null;
}

export interface Reach {
  access: ToolContext['access'];
  /** The conversation's itinerary first, then the family's others (newest first). */
  itineraries: ReachableItinerary[];
}

type Point = { latitude: number | null; longitude: number | null };

const pointOf = (...points: (Point | null)[]) => {
  for (const p of points) {
    if (p && p.latitude !== null && p.longitude !== null) {
      return { latitude: p.latitude, longitude: p.longitude };
    }
  }
  return null;
};

const QUESTIONNAIRE_RANGES = [
  ['startDate', 'endDate'],
  ['startDate2', 'endDate2'],
  ['startDate3', 'endDate3'],
  ['startDate4', 'endDate4'],
] as const;

function describe(
  row: assistantReads.AssistantItineraryRow,
  sharedActivityIds: Set<number> | null,
): ReachableItinerary {
  const owner = sharedActivityIds === null;
  const it = row.itinerary;
  const questionnaire = owner ? row.questionnaire : null;
  const requested: { start: string; end: string }[] = [];
  if (questionnaire) {
    for (const [s, e] of QUESTIONNAIRE_RANGES) {
      const start = questionnaire[s];
      const end = questionnaire[e];
      if (start && end) requested.push({ start, end });
    }
  }
  return {
    id: it.id,
    status: it.status,
    parentName: row.parentName,
    childName: row.childName ?? row.questionnaire?.childFirstName ?? null,
    specialistName: row.specialistName,
    message: owner ? it.message : null,
    home: owner ? pointOf(it, questionnaire) : null,
    requested,
    sharedActivityIds,
  };
}

/** The reach of the conversation; an empty one when the asker may not see the itinerary. */
export async function loadReach(ctx: ToolContext): Promise<Reach> {
  const none: Reach = { access: ctx.access, itineraries: [] };
  if (ctx.access === 'owner') {
    const rows = await assistantReads.assistantItineraries(ctx.db, { parentId: ctx.userId });
    const own = rows.find((r) => r.itinerary.id === ctx.itineraryId);
    if (!own) return none;
    return {
      access: ctx.access,
      itineraries: [own, ...rows.filter((r) => r !== own)].map((r) => describe(r, null)),
    };
  }
  const invitation = await assistantReads.acceptedInvitationOf(ctx.db, ctx.itineraryId, ctx.userId);
  if (!invitation) return none;
  const [row] = await assistantReads.assistantItineraries(ctx.db, { id: ctx.itineraryId });
  if (!row) return none;
  return { access: ctx.access, itineraries: [describe(row, invitation.activityIds)] };
}
