import type { AssistantInput, ToolBox } from '../types.js';
import type { ToolActivity } from '../tools/toolbox.js';
import { localDate } from '../tools/local-date.js';
import { parseDatePhrase, type DateRange } from './date-phrases.js';
import { correct, nameScore, nameWords, sameWord, words } from './fuzzy.js';
import { unknownActivity, unknownPeople } from './guards.js';
import { FOLLOW_UP_REACH, refersBack } from './follow-up.js';
import { INTENT_VOCABULARY } from './intents.js';
import { BUILTIN_TEXT } from './phrases.js';

// What the built-in assistant knows when it answers: the family's plans read through the tools,
// and what the question names of them (slot filling): activities, a child, dates.

export interface ItinerarySummary {
  id: number;
  is_this_conversation: boolean;
  parent_name: string;
  child_name: string | null;
  status: string;
  specialist_name: string | null;
  activity_count: number;
}

export interface Scene {
  tools: ToolBox;
  today: string;
  itineraries: ItinerarySummary[];
  /** Every activity the conversation may see, across the family's itineraries. */
  activities: ToolActivity[];
  friendNames: string[];
  /** The itinerary the question is about (a named child's, else the conversation's). */
  focus: ItinerarySummary;
  /** The activities the question names, best match first. */
  named: ToolActivity[];
  /** The child the question names, if any. */
  child: string | null;
  /** An activity the question names that is not in the family's plans ('chess'). */
  missing: string | null;
  range: DateRange | null;
  text: string;
  raw: string;
}

const DATE_VOCABULARY = [
  'today',
  'tonight',
  'tomorrow',
  'yesterday',
  'weekend',
  'week',
  'month',
  'next',
  'this',
  'summer',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'january',
  'february',
  'march',
  'april',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const VOCABULARY = [...new Set([...INTENT_VOCABULARY, ...DATE_VOCABULARY])];
export const whose = (a: ToolActivity, s: Scene) =>
  a.child_name && s.itineraries.length > 1 ? ` (${a.child_name})` : '';

export async function call<T>(tools: ToolBox, name: string, args: unknown = {}): Promise<T | null> {
  const r = await tools.call(name, args);
  return r.ok ? (r.data as T) : null;
}

/** The activities the question is about: those it names, else the focus itinerary's. */
export function scope(s: Scene): ToolActivity[] {
  if (s.named.length) return s.named;
  return s.activities.filter((a) => a.itinerary_id === s.focus.id);
}

export const noActivities = (s: Scene) =>
  `${s.focus.child_name ? `${s.focus.child_name}’s itinerary` : 'This itinerary'} has no activities yet.`;

/** The question's activities: names matched by their distinctive words, typos allowed. */
function findNamed(qWords: string[], acts: ToolActivity[]): ToolActivity[] {
  const scored = acts
    .map((a) => ({
      a,
      score: Math.max(nameScore(qWords, a.name), 0.9 * nameScore(qWords, a.provider_name)),
    }))
    .filter((x) => x.score >= 0.5)
    .sort((x, y) => y.score - x.score);
  if (scored.length === 0) {
    // Only a common word of a name ('the workshop', 'lessons'): it names the one or two
    // activities that have it, never the whole list.
    const byCommonWord = acts.filter((a) =>
      words(a.name).some((n) => n.length >= 5 && qWords.some((q) => sameWord(q, n))),
    );
    return byCommonWord.length <= 2 ? byCommonWord : [];
  }
  // Keep the clear winners: everything within reach of the best match.
  const best = scored[0]!.score;
  const seen = new Set<number>();
  return scored
    .filter((x) => x.score >= Math.min(best, 0.99) - 0.34)
    .map((x) => x.a)
    .filter((a) =>
      seen.has(a.itinerary_activity_id) ? false : (seen.add(a.itinerary_activity_id), true),
    );
}

/**
 * The activities an earlier question named, for a follow-up: the newest of the parent's last
 * questions that names some, reached back over questions that were follow-ups themselves
 * ('when does soccer start?', 'what does it cost?', 'and where is it?'). A question about the
 * whole plan or a new topic in between ends the thread: nothing is named.
 */
function earlierNamed(
  history: AssistantInput['history'],
  normalise: (text: string) => string,
  pool: ToolActivity[],
): ToolActivity[] {
  const asked = history.filter((t) => t.role === 'user').slice(-FOLLOW_UP_REACH);
  for (const turn of asked.reverse()) {
    const text = normalise(turn.text);
    const named = findNamed(words(text), pool);
    if (named.length) return named;
    if (!refersBack(text)) return [];
  }
  return [];
}

/** The family's plans as the tools read them: itineraries, their activities, friends' names. */
interface Plans {
  itineraries: ItinerarySummary[];
  activities: ToolActivity[];
  friendNames: string[];
}

async function readPlans(tools: ToolBox): Promise<Plans | null> {
  const its = await call<{ itineraries: ItinerarySummary[] }>(tools, 'list_itineraries');
  if (!its || its.itineraries.length === 0) return null;
  const activities: ToolActivity[] = [];
  for (const it of its.itineraries) {
    const d = await call<{ activities: ToolActivity[] }>(tools, 'list_activities', {
      itinerary_id: it.id,
    });
    if (d) activities.push(...d.activities);
  }
  const fr = await call<{ friends: { name: string }[] }>(tools, 'friends_joined');
  const friendNames = fr?.friends.map((f) => f.name) ?? [];
  return { itineraries: its.itineraries, activities, friendNames };
}

const present = (n: string | null): n is string => !!n;

/** The words of the family's own names: its activities, places, children, specialists. */
function ownNameWords({ itineraries, activities }: Plans): Set<string> {
  return nameWords([
    ...activities.flatMap((a) => [a.name, a.provider_name, a.location]),
    ...itineraries.map((i) => i.child_name).filter(present),
    ...itineraries.map((i) => i.specialist_name).filter(present),
    // 'the Hernandez family' asked by a Hernandez is about their own plans.
    ...itineraries.map((i) => i.parent_name),
  ]);
}

/** Whether the question asks about another family's people or itinerary. */
function asksOtherFamily(raw: string, plans: Plans, ownNames: Set<string>): boolean {
  // A friend is someone the family knows, but the friend's family's plans are not theirs:
  // 'the Okafor family's camps' is another family even when an Okafor joined.
  if (unknownPeople(raw, ownNames).length) return true;
  const asksOtherItinerary = raw.match(/\bitinerary\s*(?:#|no\.?|number)?\s*(\d+)\b/i);
  return (
    !!asksOtherItinerary && !plans.itineraries.some((i) => i.id === Number(asksOtherItinerary[1]))
  );
}

/** An activity the question names that is not in the family's plans, typo-tolerantly. */
function missingActivity(text: string, plans: Plans, ownNames: Set<string>): string | null {
  // Words are compared typo-tolerantly: 'sokcer' is the family's soccer, not a missing camp.
  const everyNameWord = new Set([
    ...ownNames,
    ...plans.activities.flatMap((a) => [...words(a.name), ...words(a.provider_name)]),
  ]);
  const missingName = unknownActivity(text, everyNameWord);
  return missingName &&
    !words(missingName).some((w) => [...everyNameWord].some((k) => sameWord(w, k)))
    ? missingName
    : null;
}

export async function buildScene(input: AssistantInput): Promise<Scene | string> {
  const tools = input.tools;
  const today = localDate(input.now, input.timeZone);
  const plans = await readPlans(tools);
  if (!plans) return BUILTIN_TEXT.noAccess;
  const { itineraries, activities, friendNames } = plans;
  const ownNames = ownNameWords(plans);
  const known = new Set([...ownNames, ...nameWords(friendNames)]);
  const raw = input.question.trim();
  if (asksOtherFamily(raw, plans, ownNames)) return BUILTIN_TEXT.otherFamily;

  const text = correct(raw, VOCABULARY, known);
  const qWords = words(text);
  const here = itineraries.find((i) => i.is_this_conversation) ?? itineraries[0]!;
  const childNames = itineraries.map((i) => i.child_name).filter(present);
  const child = childNames.find((n) => qWords.some((w) => sameWord(w, n.toLowerCase()))) ?? null;
  const focus = (child && itineraries.find((i) => i.child_name === child)) || here;
  const pool = child ? activities.filter((a) => a.itinerary_id === focus.id) : activities;
  let named = findNamed(qWords, pool);
  // A follow-up ('and what does it cost?') is about the activities the conversation last named;
  // 'this itinerary … in total' or 'this weekend' is not (follow-up.ts).
  if (named.length === 0 && refersBack(text)) {
    named = earlierNamed(input.history, (t) => correct(t, VOCABULARY, known), pool);
  }
  const namedFocus =
    !child && named.length ? itineraries.find((i) => i.id === named[0]!.itinerary_id) : null;
  return {
    tools,
    today,
    itineraries,
    activities,
    friendNames,
    focus: namedFocus ?? focus,
    named,
    child,
    missing: named.length === 0 ? missingActivity(text, plans, ownNames) : null,
    range: parseDatePhrase(text, today),
    text,
    raw,
  };
}
