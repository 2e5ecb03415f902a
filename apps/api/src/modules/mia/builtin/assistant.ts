import type { Assistant, AssistantInput } from '../types.js';
import { isInjection, mentionsOtherFamily } from './guards.js';
import { detectIntents, type Intent } from './intents.js';
import { BUILTIN_TEXT, listAnd } from './phrases.js';
import { buildScene, noActivities, scope, type Scene } from './scene.js';
import { distance, gaps, overlap } from './answers/checks.js';
import { cancellation, contact, friends, seats, specialist } from './answers/people.js';
import { cost, list, schedule, status, unpaid, whenWhere } from './answers/plans.js';

// MIA's built-in assistant (decision 0068): offline, no model. It corrects typos
// against the words it knows, finds the question's intents, the activities, child and dates it
// names (slot filling), calls the same tools a model would, with the same rights, and writes the
// answer from their results only. What it cannot answer it says so, offering the specialist.
export { BUILTIN_TEXT } from './phrases.js';

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
