import type { ToolActivity } from '../../tools/toolbox.js';
import { overlapsById } from '@camp/shared/specialist-itinerary';
import { words } from '../fuzzy.js';
import { BUILTIN_TEXT, dates, hours } from '../phrases.js';
import { call, noActivities, type Scene } from '../scene.js';

// The answers about the schedule's checks: clashes, gaps and distances from home.

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

export async function overlap(s: Scene): Promise<string[]> {
  if (s.named.length >= 2 && s.named[0]!.itinerary_id !== s.named[1]!.itinerary_id) {
    const [x, y] = s.named as [ToolActivity, ToolActivity];
    // The same rule as the itinerary's overlaps: a day both meet, and crossing hours.
    const clash =
      (
        overlapsById([
          { id: 1, ...x },
          { id: 2, ...y },
        ]).get(1) ?? []
      ).length > 0;
    return [
      clash
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

export async function gaps(s: Scene): Promise<string[]> {
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

export async function distance(s: Scene): Promise<string[]> {
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
