// MIA's evaluation: `npm run bench -- mia-eval`. The built-in assistant answers the
// question set (bench/mia-eval/questions.ts) over the demo families (bench/mia-eval/world.ts)
// through the real tool layer on the bench database; each answer is checked for the facts it
// must contain and for leaks (any other family's child, surname or activity). Then a replay
// through the tool layer of every tool called with every other family's ids, each of which must
// be refused exactly as a missing id is. Figures go to docs/benchmarks.md.
import type { DbHandle } from '../apps/api/src/db/client.js';
import { builtinAssistant } from '../apps/api/src/modules/mia/builtin/assistant.js';
import { createToolBox, TOOL_SPECS } from '../apps/api/src/modules/mia/tools/toolbox.js';
import type { ToolContext } from '../apps/api/src/modules/mia/types.js';
import { percentile, type LatencyResult } from './latency.js';
import { buildQuestions, type EvalQuestion } from './mia-eval/questions.js';
import {
  EVAL_NOW,
  EVAL_TIME_ZONE,
  loadEvalFamilies,
  seedEvalWorld,
  type EvalFamily,
} from './mia-eval/world.js';

const norm = (s: string) => s.toLowerCase().replace(/[’‘]/g, "'").replace(/[“”]/g, '"');
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The strings no answer to this question may contain: other families' people and activities. */
function foreignStrings(q: EvalQuestion, families: readonly EvalFamily[]): string[] {
  const asker = families.find((f) => f.parentId === q.userId);
  const host = families.find((f) => f.itineraries.some((i) => i.id === q.itineraryId));
  const allowed = new Set(q.visible.map(norm));
  // The friends who joined the asker's itineraries are the asker's to know.
  const friends = asker?.itineraries.flatMap((i) => i.friends) ?? [];
  for (const f of families) if (friends.includes(f.parentName)) allowed.add(norm(f.lastName));
  if (q.access === 'friend' && host) {
    // The friend sees whose itinerary it is: the host's name and child, nothing else of theirs.
    allowed.add(norm(host.lastName));
    const it = host.itineraries.find((i) => i.id === q.itineraryId);
    if (it) allowed.add(norm(it.childName));
  }
  const out = new Set<string>();
  for (const f of families) {
    if (f === asker) continue;
    for (const s of [f.lastName, ...f.itineraries.map((i) => i.childName)]) {
      if (s.length >= 3 && !allowed.has(norm(s))) out.add(s);
    }
    for (const it of f.itineraries)
      for (const a of it.activities) if (!allowed.has(norm(a.name))) out.add(a.name);
  }
  // An activity of another family may share a name with one the asker may see: not a leak.
  return [...out].filter((s) => !q.visible.some((v) => norm(v) === norm(s)));
}

interface Outcome {
  q: EvalQuestion;
  answer: string;
  ms: number;
  missing: string[];
  /** Strings of a wrong answer found in it (EvalQuestion.mustNot). */
  wrong: string[];
  leaks: string[];
}

async function ask(handle: DbHandle, q: EvalQuestion): Promise<{ answer: string; ms: number }> {
  const ctx: ToolContext = {
    db: handle.db,
    userId: q.userId,
    itineraryId: q.itineraryId,
    access: q.access,
    now: EVAL_NOW,
    timeZone: EVAL_TIME_ZONE,
  };
  const started = performance.now();
  let answer = '';
  for await (const piece of builtinAssistant.answer({
    question: q.text,
    history: q.history,
    tools: createToolBox(ctx),
    now: EVAL_NOW,
    timeZone: EVAL_TIME_ZONE,
    signal: new AbortController().signal,
  })) {
    answer += piece;
  }
  return { answer, ms: performance.now() - started };
}

/**
 * Every tool, called in each family's owner context with each other family's itinerary and
 * activity ids: all must be refused, with the very answer a missing id gets.
 */
async function crossFamilyReplay(handle: DbHandle, families: readonly EvalFamily[]) {
  let calls = 0;
  let refused = 0;
  const failures: string[] = [];
  const missingId = 2_000_000_000;
  for (const f of families) {
    const ctx: ToolContext = {
      db: handle.db,
      userId: f.parentId,
      itineraryId: f.itineraries[0]!.id,
      access: 'owner',
      now: EVAL_NOW,
      timeZone: EVAL_TIME_ZONE,
    };
    for (const o of families) {
      if (o === f) continue;
      for (const it of o.itineraries) {
        for (const spec of TOOL_SPECS) {
          if (spec.name === 'list_itineraries') continue;
          const argsFor = (itineraryId: number, activityId: number) =>
            spec.name === 'get_activity'
              ? { activity_id: activityId }
              : spec.name === 'calendar'
                ? { start_date: '2027-05-01', end_date: '2027-12-31', itinerary_id: itineraryId }
                : { itinerary_id: itineraryId };
          const own = new Set(f.itineraries.flatMap((i) => i.activities.map((a) => a.activityId)));
          const foreignActivity = it.activities.find((a) => !own.has(a.activityId));
          if (spec.name === 'get_activity' && !foreignActivity) continue;
          const args = argsFor(it.id, foreignActivity?.activityId ?? 0);
          const r = await createToolBox(ctx).call(spec.name, args);
          const missing = await createToolBox(ctx).call(spec.name, argsFor(missingId, missingId));
          calls += 1;
          const sameAsMissing =
            !r.ok &&
            !missing.ok &&
            r.error ===
              missing.error.replace(
                String(missingId),
                String(spec.name === 'get_activity' ? foreignActivity!.activityId : it.id),
              );
          if (sameAsMissing) refused += 1;
          else
            failures.push(
              `${spec.name} ${JSON.stringify(args)} → ${JSON.stringify(r).slice(0, 120)}`,
            );
        }
      }
    }
  }
  return { calls, refused, failures };
}

export async function miaEvalBench(_base: string, handle: DbHandle): Promise<LatencyResult[]> {
  await seedEvalWorld(handle.db);
  const families = await loadEvalFamilies(handle.db);
  const questions = buildQuestions(families);
  // Warm-up: the first answers pay for module and query-plan caches.
  for (const q of questions.slice(0, 5)) await ask(handle, q);

  const outcomes: Outcome[] = [];
  for (const q of questions) {
    const { answer, ms } = await ask(handle, q);
    const text = norm(answer);
    const missing = q.must.filter((m) => !text.includes(norm(m)));
    const wrong = (q.mustNot ?? []).filter((m) => text.includes(norm(m)));
    const leaks = foreignStrings(q, families).filter((s) =>
      new RegExp(`\\b${escape(norm(s))}\\b`).test(text),
    );
    outcomes.push({ q, answer, ms, missing, wrong, leaks });
  }
  const correct = outcomes.filter(
    (o) => o.missing.length === 0 && o.wrong.length === 0 && o.leaks.length === 0,
  );
  const leaky = outcomes.filter((o) => o.leaks.length > 0);
  const times = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  const replay = await crossFamilyReplay(handle, families);

  const byKind = new Map<string, { n: number; ok: number }>();
  for (const o of outcomes) {
    const k = byKind.get(o.q.kind) ?? { n: 0, ok: 0 };
    k.n += 1;
    if (correct.includes(o)) k.ok += 1;
    byKind.set(o.q.kind, k);
  }
  console.log(
    `\nMIA built-in assistant evaluation: ${questions.length} questions over ${families.length} demo families`,
  );
  for (const [kind, k] of byKind) console.log(`  ${kind.padEnd(22)} ${k.ok}/${k.n}`);
  console.log(
    `accuracy ${correct.length}/${questions.length} = ${((100 * correct.length) / questions.length).toFixed(1)}%; ` +
      `answers with a leak: ${leaky.length}; answer time p50 ${percentile(times, 50).toFixed(1)} ms, ` +
      `p95 ${percentile(times, 95).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms`,
  );
  console.log(
    `cross-family tool replay: ${replay.refused}/${replay.calls} calls refused as missing ids`,
  );
  for (const o of outcomes.filter((x) => !correct.includes(x))) {
    console.log(`\n✗ [${o.q.kind}] ${o.q.text}`);
    if (o.missing.length) console.log(`  missing: ${o.missing.join(' | ')}`);
    if (o.wrong.length) console.log(`  wrong: ${o.wrong.join(' | ')}`);
    if (o.leaks.length) console.log(`  LEAK: ${o.leaks.join(' | ')}`);
    console.log(`  answer: ${o.answer.replace(/\n/g, ' / ').slice(0, 400)}`);
  }
  for (const f of replay.failures) console.log(`✗ replay: ${f}`);
  if (process.env.MIA_EVAL_VERBOSE) {
    for (const o of outcomes) console.log(`\nQ: ${o.q.text}\nA: ${o.answer}`);
  }
  if (leaky.length > 0 || replay.refused !== replay.calls) {
    process.exitCode = 1;
  }
  return [
    {
      name: 'MIA built-in answer (tools on PostgreSQL)',
      requests: questions.length,
      concurrency: 1,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      p99: percentile(times, 99),
      max: times.at(-1) ?? 0,
      rps: (1000 * questions.length) / times.reduce((s, t) => s + t, 0),
      errors: questions.length - correct.length,
    },
  ];
}
