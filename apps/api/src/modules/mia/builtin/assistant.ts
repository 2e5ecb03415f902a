import type { Assistant, AssistantInput, ToolBox } from '../types.js';
import type { ToolActivity, ToolActivityDetail } from '../tools/toolbox.js';
import { formatClock, formatDay, formatMoney, localDate } from '../tools/local-date.js';
import { parseDatePhrase, type DateRange } from './date-phrases.js';
import { correct, nameScore, nameWords, sameWord, words } from './fuzzy.js';
import { isInjection, mentionsOtherFamily, unknownActivity, unknownPeople } from './guards.js';
import { FOLLOW_UP_REACH, refersBack } from './follow-up.js';
import { detectIntents, INTENT_VOCABULARY, type Intent } from './intents.js';

// MIA's built-in assistant (issue 17, decision 0068): offline, no model. It corrects typos
// against the words it knows, finds the question's intents, the activities, child and dates it
// names (slot filling), calls the same tools a model would, with the same rights, and writes the
// answer from their results only. What it cannot answer it says so, offering the specialist.

interface ItinerarySummary {
  id: number;
  is_this_conversation: boolean;
  parent_name: string;
  child_name: string | null;
  status: string;
  specialist_name: string | null;
  activity_count: number;
}

interface Scene {
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

export const BUILTIN_TEXT = {
  injection:
    'I can’t change how I work. I only answer questions about your own family’s plans, ' +
    'from your itinerary’s data. Ask me about your activities, dates, costs or payments.',
  otherFamily:
    'I can only talk about your own family’s plans. I can’t share anything about other ' +
    'families or their children.',
  noAccess: 'I can’t see this itinerary, so I can’t answer questions about it.',
  empty:
    'Ask me anything about your itinerary: dates, times, places, costs, payments, seats, cancellation policies or what your specialist said.',
  handover: (specialist: string | null) =>
    `Would you like me to send your question to your specialist${specialist ? `, ${specialist}` : ''}? They can answer it here.`,
  unknown:
    'I can’t answer that from your itinerary’s data. I can tell you what is on a date, when and where an activity starts, what it costs and what is unpaid, whether activities overlap, how far a camp is from home, cancellation policies, seats left, which friends joined and what your specialist said.',
} as const;

const money = formatMoney;
const listAnd = (xs: string[]) =>
  xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}`;

function dates(a: Pick<ToolActivity, 'start_date' | 'end_date'>): string {
  if (a.start_date === a.end_date) return `on ${formatDay(a.start_date)}`;
  return `from ${formatDay(a.start_date)} to ${formatDay(a.end_date)}`;
}
const hours = (a: ToolActivity) => `${formatClock(a.start_time)} to ${formatClock(a.end_time)}`;
const whose = (a: ToolActivity, s: Scene) =>
  a.child_name && s.itineraries.length > 1 ? ` (${a.child_name})` : '';

async function call<T>(tools: ToolBox, name: string, args: unknown = {}): Promise<T | null> {
  const r = await tools.call(name, args);
  return r.ok ? (r.data as T) : null;
}

/** The activities the question is about: those it names, else the focus itinerary's. */
function scope(s: Scene): ToolActivity[] {
  if (s.named.length) return s.named;
  return s.activities.filter((a) => a.itinerary_id === s.focus.id);
}

const noActivities = (s: Scene) =>
  `${s.focus.child_name ? `${s.focus.child_name}’s itinerary` : 'This itinerary'} has no activities yet.`;

// ---- one answer per intent ----------------------------------------------------------------

async function schedule(s: Scene): Promise<string[]> {
  const range = s.range ?? { start: s.today, end: s.today, label: `today (${formatDay(s.today)})` };
  const args: Record<string, unknown> = { start_date: range.start, end_date: range.end };
  if (s.child) args.itinerary_id = s.focus.id;
  const data = await call<{ activities: ToolActivity[] }>(s.tools, 'calendar', args);
  if (!data) return [BUILTIN_TEXT.noAccess];
  let acts = data.activities;
  if (s.named.length)
    acts = acts.filter((a) => s.named.some((n) => n.activity_id === a.activity_id));
  if (acts.length === 0) return [`Nothing is planned ${range.label}.`];
  const head = `${range.label[0]!.toUpperCase()}${range.label.slice(1)}:`;
  return [
    head,
    ...acts.map(
      (a) =>
        `• ${a.name}${whose(a, s)}, ${hours(a)} at ${a.location}${range.start === range.end ? '' : `, ${dates(a)}`}.`,
    ),
  ];
}

function whenWhere(s: Scene): string[] {
  let acts = scope(s);
  if (acts.length === 0) return [noActivities(s)];
  // 'When is the last camp over?' / 'what is the first camp?': one activity, not the list.
  if (!s.named.length && /\b(last|final)\b/.test(s.text)) {
    acts = [[...acts].sort((x, y) => x.end_date.localeCompare(y.end_date)).at(-1)!];
  } else if (!s.named.length && /\bfirst\b/.test(s.text)) {
    acts = [acts[0]!];
  }
  return acts
    .slice(0, 6)
    .map((a) => `${a.name}${whose(a, s)} runs ${dates(a)}, ${hours(a)}, at ${a.location}.`);
}

async function cost(s: Scene): Promise<string[]> {
  if (s.named.length) {
    return s.named.map(
      (a) =>
        `${a.name} costs ${money(a.price)}${a.fee ? ` plus a ${money(a.fee)} fee, ${money(a.total)} in all` : ''}.`,
    );
  }
  const p = await call<{ total_cost: number; unpaid_total: number }>(s.tools, 'payments', {
    itinerary_id: s.focus.id,
  });
  if (!p) return [BUILTIN_TEXT.noAccess];
  const acts = scope(s);
  if (acts.length === 0) return [noActivities(s)];
  return [
    `${s.focus.child_name ? `${s.focus.child_name}’s itinerary` : 'The itinerary'} costs ${money(p.total_cost)} in all (${acts.length} ${acts.length === 1 ? 'activity' : 'activities'}, prices and fees included).`,
    ...acts.map((a) => `• ${a.name}: ${money(a.total)}`),
  ];
}

interface PaymentsData {
  total_cost: number;
  paid_total: number;
  unpaid_total: number;
  payable_online_now: number;
  unpaid: { activity_id: number; name: string; total: number; payment_status_label: string }[];
  paid: { activity_id: number; name: string; total: number }[];
}

async function unpaid(s: Scene): Promise<string[]> {
  if (s.named.length) {
    return s.named.map((a) =>
      a.paid
        ? `${a.name} is paid.`
        : `${a.name} is not paid yet (${money(a.total)}; ${a.payment_status_label}).`,
    );
  }
  const p = await call<PaymentsData>(s.tools, 'payments', { itinerary_id: s.focus.id });
  if (!p) return [BUILTIN_TEXT.noAccess];
  if (p.unpaid.length === 0 && p.paid.length === 0) return [noActivities(s)];
  if (p.unpaid.length === 0) return [`Everything is paid: ${money(p.paid_total)} in all.`];
  const lines = [
    `Still unpaid: ${money(p.unpaid_total)} for ${p.unpaid.length} ${p.unpaid.length === 1 ? 'activity' : 'activities'}.`,
    ...p.unpaid.map((u) => `• ${u.name}: ${money(u.total)} (${u.payment_status_label})`),
  ];
  if (p.paid.length)
    lines.push(`Already paid: ${money(p.paid_total)}. Total cost: ${money(p.total_cost)}.`);
  if (p.payable_online_now > 0)
    lines.push(`${money(p.payable_online_now)} of it can be paid online now.`);
  return lines;
}

interface Check {
  kind: 'overlap' | 'travel' | 'gap';
  message: string;
  activity_ids: number[];
}

async function checksOf(s: Scene): Promise<Check[] | null> {
  const d = await call<{ checks: Check[] }>(s.tools, 'schedule_checks', {
    itinerary_id: s.focus.id,
  });
  return d?.checks ?? null;
}

async function overlap(s: Scene): Promise<string[]> {
  if (s.named.length >= 2 && s.named[0]!.itinerary_id !== s.named[1]!.itinerary_id) {
    const [x, y] = s.named as [ToolActivity, ToolActivity];
    const sameDays = x.start_date <= y.end_date && y.start_date <= x.end_date;
    const sameHours = x.start_time < y.end_time && y.start_time < x.end_time;
    return [
      sameDays && sameHours
        ? `Yes: ${x.name} (${x.child_name}) and ${y.name} (${y.child_name}) take place at the same time.`
        : `No, ${x.name} and ${y.name} do not overlap.`,
      `${x.name}: ${dates(x)}, ${hours(x)}. ${y.name}: ${dates(y)}, ${hours(y)}.`,
    ];
  }
  const checks = await checksOf(s);
  if (!checks) return [BUILTIN_TEXT.noAccess];
  const conflicts = checks.filter((c) => c.kind !== 'gap');
  if (s.named.length >= 2) {
    const [x, y] = s.named as [ToolActivity, ToolActivity];
    const c = conflicts.find(
      (k) => k.activity_ids.includes(x.activity_id) && k.activity_ids.includes(y.activity_id),
    );
    if (c) return [`Yes. ${c.message}`];
    return [
      `No, ${x.name} and ${y.name} do not overlap.`,
      `${x.name}: ${dates(x)}, ${hours(x)}. ${y.name}: ${dates(y)}, ${hours(y)}.`,
    ];
  }
  if (s.named.length === 1) {
    const x = s.named[0]!;
    const mine = conflicts.filter((k) => k.activity_ids.includes(x.activity_id));
    if (mine.length === 0)
      return [`${x.name} does not overlap with anything else on the itinerary.`];
    return mine.map((k) => k.message);
  }
  if (conflicts.length === 0) {
    return [
      'No activities on the itinerary overlap, and every change between camps can be made in time.',
    ];
  }
  return conflicts.map((k) => k.message);
}

async function gaps(s: Scene): Promise<string[]> {
  const checks = await checksOf(s);
  if (!checks) return [BUILTIN_TEXT.noAccess];
  const g = checks.filter((c) => c.kind === 'gap');
  if (g.length === 0)
    return ['Every week you asked for in the questionnaire has something planned.'];
  return g.map((c) => c.message);
}

interface Distance {
  activity_id: number;
  name: string;
  km: number | null;
  miles: number | null;
}

async function distance(s: Scene): Promise<string[]> {
  const d = await call<{ distances: Distance[] }>(s.tools, 'distances_from_home', {
    itinerary_id: s.focus.id,
  });
  if (!d) {
    const r = await s.tools.call('distances_from_home', { itinerary_id: s.focus.id });
    return [r.ok ? BUILTIN_TEXT.noAccess : `I can’t measure that: ${r.error}`];
  }
  let list = d.distances.filter((x) => x.km !== null);
  if (s.named.length)
    list = list.filter((x) => s.named.some((n) => n.activity_id === x.activity_id));
  if (list.length === 0) return [noActivities(s)];
  const line = (x: Distance) =>
    `${x.name} is about ${x.miles} miles (${x.km} km) from home in a straight line.`;
  const words_ = words(s.text);
  if (!s.named.length && words_.some((w) => ['farthest', 'furthest'].includes(w))) {
    return [line([...list].sort((a, b) => b.km! - a.km!)[0]!)];
  }
  if (!s.named.length && words_.some((w) => ['closest', 'nearest'].includes(w))) {
    return [line([...list].sort((a, b) => a.km! - b.km!)[0]!)];
  }
  return list.slice(0, 6).map(line);
}

async function details(s: Scene): Promise<ToolActivityDetail[]> {
  const acts = scope(s);
  const out: ToolActivityDetail[] = [];
  for (const a of acts.slice(0, 6)) {
    const d = await call<ToolActivityDetail>(s.tools, 'get_activity', {
      activity_id: a.activity_id,
      itinerary_id: a.itinerary_id,
    });
    if (d) out.push(d);
  }
  return out;
}

async function cancellation(s: Scene): Promise<string[]> {
  const ds = await details(s);
  if (ds.length === 0) return [noActivities(s)];
  // One policy per camp: providers share theirs across activities.
  const byProvider = new Map<string, { names: string[]; policy: string }>();
  for (const d of ds) {
    const e = byProvider.get(d.provider_name) ?? {
      names: [],
      policy: d.provider_text.cancellation_policy,
    };
    e.names.push(d.name);
    byProvider.set(d.provider_name, e);
  }
  return [...byProvider].map(
    ([provider, e]) =>
      `${provider}’s cancellation policy (for ${listAnd(e.names)}), in the camp’s words: “${e.policy}”`,
  );
}

function seats(s: Scene): string[] {
  const acts = scope(s);
  if (acts.length === 0) return [noActivities(s)];
  return acts
    .slice(0, 6)
    .map((a) =>
      a.seats_left === null
        ? `${a.name} has no seat limit.`
        : `${a.name}: ${a.seats_left} of ${a.seats_total} seats left${a.seats_left === 0 ? ' (full)' : ''}.`,
    );
}

async function friends(s: Scene): Promise<string[]> {
  const r = await s.tools.call('friends_joined', { itinerary_id: s.focus.id });
  if (!r.ok) return [`I can’t tell you that: ${r.error}`];
  const list = (r.data as { friends: { name: string; shared_activities: string[] }[] }).friends;
  if (list.length === 0) return ['No friend has joined this itinerary yet.'];
  return [
    `${list.length === 1 ? 'One friend has' : `${list.length} friends have`} joined: ${listAnd(list.map((f) => f.name))}.`,
    ...list.map((f) => `• ${f.name}: ${listAnd(f.shared_activities) || 'no activities shared'}`),
  ];
}

interface SpecialistData {
  specialist_name: string | null;
  itinerary_message: { quoted: string } | null;
  change_requests: { activity: string; answered: boolean }[];
  chat_answers: { said: { quoted: string }; at: string }[];
}

async function specialist(s: Scene): Promise<string[]> {
  const r = await s.tools.call('specialist_messages', { itinerary_id: s.focus.id });
  if (!r.ok) return [`I can’t tell you that: ${r.error}`];
  const d = r.data as SpecialistData;
  const who = d.specialist_name ?? 'Your specialist';
  const lines: string[] = [];
  if (d.itinerary_message)
    lines.push(`${who} wrote on the itinerary: “${d.itinerary_message.quoted}”`);
  const last = d.chat_answers.at(-1);
  if (last) lines.push(`${who}’s latest answer in this chat: “${last.said.quoted}”`);
  if (d.change_requests.length) {
    const open = d.change_requests.filter((c) => !c.answered);
    const done = d.change_requests.filter((c) => c.answered);
    if (done.length)
      lines.push(
        `${who} answered your change request${done.length > 1 ? 's' : ''} about ${listAnd(done.map((c) => c.activity))}.`,
      );
    if (open.length)
      lines.push(
        `Your change request${open.length > 1 ? 's' : ''} about ${listAnd(open.map((c) => c.activity))} ${open.length > 1 ? 'are' : 'is'} still waiting for an answer.`,
      );
  }
  if (lines.length === 0) {
    return [
      `${d.specialist_name ?? 'Your specialist'} has not written anything about this itinerary yet.`,
    ];
  }
  return lines;
}

async function contact(s: Scene): Promise<string[]> {
  const ds = await details(s);
  if (ds.length === 0) return [noActivities(s)];
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const d of ds) {
    if (seen.has(d.provider_name)) continue;
    seen.add(d.provider_name);
    const c = d.provider_contact;
    lines.push(
      `${d.provider_name} (${d.name}): ${c.phone ? `phone ${c.phone}, ` : ''}e-mail ${c.email}, website ${c.website}.`,
    );
  }
  return lines;
}

function list(s: Scene): string[] {
  const acts = scope(s);
  if (acts.length === 0) return [noActivities(s)];
  const who = s.focus.child_name ? `${s.focus.child_name}’s itinerary` : 'The itinerary';
  return [
    `${who} has ${acts.length} ${acts.length === 1 ? 'activity' : 'activities'}:`,
    ...acts.map((a) => `• ${a.name} (${a.provider_name}), ${dates(a)}, ${hours(a)}.`),
  ];
}

const STATUS_WORDS: Record<string, string> = {
  draft: 'is waiting for a specialist to start on it',
  in_progress: 'is being built by your specialist',
  review: 'is ready for your review',
  alternate_request: 'has change requests waiting for your specialist',
  accepted: 'is accepted and waiting for your specialist’s approval',
  approved: 'is approved',
  canceled: 'was canceled',
};

function status(s: Scene): string[] {
  const who = s.focus.child_name ? `${s.focus.child_name}’s itinerary` : 'The itinerary';
  return [`${who} ${STATUS_WORDS[s.focus.status] ?? `is ${s.focus.status}`}.`];
}

const ANSWERS: Record<Intent, (s: Scene) => Promise<string[]> | string[]> = {
  schedule,
  when_where: whenWhere,
  cost,
  unpaid,
  overlap,
  gaps,
  distance,
  cancellation,
  seats,
  friends,
  specialist,
  contact,
  list,
  status,
};

/** Intents that mean something else together with a stronger one ('pay' in 'how much to pay'). */
function chooseIntents(found: { intent: Intent; score: number }[], s: Scene): Intent[] {
  let intents = found.map((f) => f.intent);
  const has = (i: Intent) => intents.includes(i);
  if (
    has('cost') &&
    has('unpaid') &&
    !/\b(unpaid|owe|outstanding|balance|due|still|left|paid)\b/.test(s.text)
  ) {
    intents = intents.filter((i) => i !== 'unpaid');
  }
  if (has('cancellation') && has('specialist')) intents = intents.filter((i) => i !== 'specialist');
  if (has('contact') && has('specialist') && /\bcamp\b|\bprovider\b/.test(s.text)) {
    intents = intents.filter((i) => i !== 'specialist');
  }
  if (has('overlap')) {
    // 'at the same time' asks about clashes, not about each activity's hours.
    intents = intents.filter(
      (i) => i !== 'schedule' && (i !== 'when_where' || /\bwhen\b/.test(s.text)),
    );
  }
  if (has('distance') && has('when_where') && !/\bwhen\b|\btime\b/.test(s.text)) {
    intents = intents.filter((i) => i !== 'when_where');
  }
  // 'When does the summer camp start?' names an activity: the date word is part of its name.
  const aboutNamed = s.named.length > 0 && has('when_where');
  if (
    s.range &&
    !aboutNamed &&
    (intents.length === 0 || intents.every((i) => i === 'list' || i === 'when_where'))
  ) {
    return ['schedule'];
  }
  if (aboutNamed) intents = intents.filter((i) => i !== 'schedule');
  if (!s.range) intents = intents.filter((i) => i !== 'schedule' || !has('list'));
  if (intents.length > 1) intents = intents.filter((i) => i !== 'list');
  if (intents.length === 0 && s.named.length) return ['when_where'];
  return intents.slice(0, 3);
}

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

async function buildScene(input: AssistantInput): Promise<Scene | string> {
  const tools = input.tools;
  const today = localDate(input.now, input.timeZone);
  const its = await call<{ itineraries: ItinerarySummary[] }>(tools, 'list_itineraries');
  if (!its || its.itineraries.length === 0) return BUILTIN_TEXT.noAccess;
  const activities: ToolActivity[] = [];
  for (const it of its.itineraries) {
    const d = await call<{ activities: ToolActivity[] }>(tools, 'list_activities', {
      itinerary_id: it.id,
    });
    if (d) activities.push(...d.activities);
  }
  const fr = await call<{ friends: { name: string }[] }>(tools, 'friends_joined');
  const friendNames = fr?.friends.map((f) => f.name) ?? [];
  const childNames = its.itineraries.map((i) => i.child_name).filter((n): n is string => !!n);
  const specialistNames = its.itineraries
    .map((i) => i.specialist_name)
    .filter((n): n is string => !!n);

  const ownNames = nameWords([
    ...activities.flatMap((a) => [a.name, a.provider_name, a.location]),
    ...childNames,
    ...specialistNames,
    // 'the Hernandez family' asked by a Hernandez is about their own plans.
    ...its.itineraries.map((i) => i.parent_name),
  ]);
  const known = new Set([...ownNames, ...nameWords(friendNames)]);
  const raw = input.question.trim();
  // A friend is someone the family knows, but the friend's family's plans are not theirs:
  // 'the Okafor family's camps' is another family even when an Okafor joined.
  if (unknownPeople(raw, ownNames).length) return BUILTIN_TEXT.otherFamily;
  const asksOtherItinerary = raw.match(/\bitinerary\s*(?:#|no\.?|number)?\s*(\d+)\b/i);
  if (asksOtherItinerary && !its.itineraries.some((i) => i.id === Number(asksOtherItinerary[1]))) {
    return BUILTIN_TEXT.otherFamily;
  }

  const text = correct(raw, VOCABULARY, known);
  const qWords = words(text);
  const here = its.itineraries.find((i) => i.is_this_conversation) ?? its.itineraries[0]!;
  const child = childNames.find((n) => qWords.some((w) => sameWord(w, n.toLowerCase()))) ?? null;
  const focus = (child && its.itineraries.find((i) => i.child_name === child)) || here;
  let pool = child ? activities.filter((a) => a.itinerary_id === focus.id) : activities;
  let named = findNamed(qWords, pool);
  // A follow-up ('and what does it cost?') is about the activities the conversation last named;
  // 'this itinerary … in total' or 'this weekend' is not (follow-up.ts).
  if (named.length === 0 && refersBack(text)) {
    named = earlierNamed(input.history, (t) => correct(t, VOCABULARY, known), pool);
  }
  if (!child && named.length && named.every((n) => n.itinerary_id !== here.id)) {
    pool = activities;
  }
  // Words are compared typo-tolerantly: 'sokcer' is the family's soccer, not a missing camp.
  const everyNameWord = new Set([
    ...ownNames,
    ...activities.flatMap((a) => [...words(a.name), ...words(a.provider_name)]),
  ]);
  const missingName = named.length === 0 ? unknownActivity(text, everyNameWord) : null;
  const missing =
    missingName && !words(missingName).some((w) => [...everyNameWord].some((k) => sameWord(w, k)))
      ? missingName
      : null;
  const namedFocus =
    !child && named.length ? its.itineraries.find((i) => i.id === named[0]!.itinerary_id) : null;
  return {
    tools,
    today,
    itineraries: its.itineraries,
    activities,
    friendNames,
    focus: namedFocus ?? focus,
    named,
    child,
    missing,
    range: parseDatePhrase(text, today),
    text,
    raw,
  };
}

/** Lines as they are written: each is a piece of the stream. */
async function* compose(input: AssistantInput): AsyncGenerator<string> {
  const raw = input.question.trim();
  if (!raw) {
    yield BUILTIN_TEXT.empty;
    return;
  }
  if (isInjection(raw)) {
    yield BUILTIN_TEXT.injection;
    return;
  }
  if (mentionsOtherFamily(raw)) {
    yield BUILTIN_TEXT.otherFamily;
    return;
  }
  const scene = await buildScene(input);
  // The parent left or the time limit passed while the family's plans were read.
  if (input.signal.aborted) return;
  if (typeof scene === 'string') {
    yield scene;
    return;
  }
  if (scene.missing) {
    // Never answer about the family's other activities as if they were the one asked about.
    const own = scope(scene).map((a) => a.name);
    yield `I couldn’t find “${scene.missing}” in your plans.`;
    yield own.length ? `\nYour activities are ${listAnd(own)}.` : `\n${noActivities(scene)}`;
    return;
  }
  const intents = chooseIntents(detectIntents(scene.text), scene);
  if (intents.length === 0) {
    yield BUILTIN_TEXT.unknown;
    yield `\n${BUILTIN_TEXT.handover(scene.focus.specialist_name)}`;
    return;
  }
  let first = true;
  for (const intent of intents) {
    if (input.signal.aborted) return;
    const lines = await ANSWERS[intent](scene);
    for (const line of lines) {
      yield first ? line : `\n${line}`;
      first = false;
    }
  }
}

export const builtinAssistant: Assistant = {
  name: 'builtin',
  answer: compose,
};
