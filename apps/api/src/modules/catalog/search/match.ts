import type { CatalogMatch } from '@camp/shared/catalog-search';
import { DISTANCE_MAX_MILES } from '@camp/shared/constants';
import { GRADE_LEVELS } from '@camp/shared/enums';
import {
  QUESTIONNAIRE_DATE_RANGES,
  QUESTIONNAIRE_INTEREST_GROUPS,
  type QuestionnaireFields,
} from '@camp/shared/questionnaire';
import type { CatalogRow, MatchProfile } from './repository.js';

// How a search result fits the child's questionnaire (docs/decisions/0025-match-sort.md). The
// score is summed in SQL (repository.ts, matchTerms) so that sorting by it covers every result;
// the reasons are written here from the same answers and the row's data, one per part earned.

/** Named tags: id → name and display position, and the names' ids (the catalog's options). */
export interface MatchTags {
  interests: Map<number, { id: number; name: string; order: number }>;
  skills: Map<number, { id: number; name: string; order: number }>;
  /** Interest (skill group) name → id; 'Group/Skill' → skill id. */
  interestIdByName: Map<string, number>;
  skillIdByName: Map<string, number>;
}

/**
 * "Any distance" (the questionnaire's 500) as miles: farther than any two points on Earth
 * (half its circumference is about 12,450 miles), so every located program is within it.
 */
export const ANY_DISTANCE_MILES = 25_000;

const milesOf = (answer: number | null) =>
  answer === null ? null : answer >= DISTANCE_MAX_MILES ? ANY_DISTANCE_MILES : answer;

/** The questionnaire's answers in database terms (no questionnaire: nothing can match). */
export function toMatchProfile(
  fields: QuestionnaireFields | null,
  point: { latitude: number; longitude: number } | null,
  tags: MatchTags,
): MatchProfile {
  if (!fields) {
    return {
      age: null,
      grade: null,
      interestIds: [],
      skillIds: [],
      ranges: [],
      point: null,
      overnightMiles: null,
      dayMiles: null,
      budgetCents: null,
    };
  }
  const interestIds = fields.interests
    .map((name) => tags.interestIdByName.get(name))
    .filter((id) => id !== undefined);
  // Skills are chosen per interest group; a name is looked up within its own group.
  const skillIds = QUESTIONNAIRE_INTEREST_GROUPS.flatMap((group) =>
    group.itemsField === null
      ? []
      : fields[group.itemsField].map((name) => tags.skillIdByName.get(`${group.value}/${name}`)),
  ).filter((id) => id !== undefined);
  const ranges = QUESTIONNAIRE_DATE_RANGES.flatMap((r) => {
    const start = fields[r.start];
    const end = fields[r.end];
    return start && end && start <= end ? [{ start, end }] : [];
  });
  return {
    age: fields.age,
    grade: fields.rising_grade_level,
    interestIds: [...new Set(interestIds)],
    skillIds: [...new Set(skillIds)],
    ranges,
    point,
    overnightMiles: milesOf(fields.distance_preferences_overnight_camps),
    dayMiles: milesOf(fields.distance_preferences_day_camps),
    budgetCents: fields.amount_money === null ? null : fields.amount_money * 100,
  };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Jun 1', with the year when the range spans two ('Dec 28, 2026'). */
function day(iso: string, withYear: boolean): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return `${MONTHS[m - 1]} ${d}${withYear ? `, ${y}` : ''}`;
}

/** The child's range as the card says it: 'Jun 1 – Jun 14' (one day: 'Jun 1'). */
export function rangeText(start: string, end: string): string {
  if (start === end) return day(start, false);
  const withYear = start.slice(0, 4) !== end.slice(0, 4);
  return `${day(start, withYear)} – ${day(end, withYear)}`;
}

const gradeName = (value: number) =>
  GRADE_LEVELS.find((g) => g.value === value)?.label ?? String(value);

const span = (lo: number, hi: number, name: (n: number) => string) =>
  lo === hi ? name(lo) : `${name(lo)}–${name(hi)}`;

/** Whole dollars as whole ('$500'), cents when there are some ('$449.50'). */
function money(cents: number): string {
  const whole = cents % 100 === 0;
  return `$${(cents / 100).toLocaleString('en-US', {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  })}`;
}

const named = (ids: readonly number[], index: MatchTags['interests']) =>
  ids
    .map((id) => index.get(id))
    .filter((t) => t !== undefined)
    .sort((a, b) => a.order - b.order)
    .map((t) => t.name);

/**
 * Why a result fits, in MATCH_WEIGHTS' order: one short sentence per part it earns (the same
 * conditions as the SQL score). The score is the statement's, so the shown number is the one
 * the results were sorted by.
 */
export function matchOf(row: CatalogRow, m: MatchProfile, tags: MatchTags): CatalogMatch {
  const reasons: string[] = [];
  if (m.age !== null && row.age_min !== null && row.age_max !== null) {
    if (row.age_min <= m.age && row.age_max >= m.age) {
      reasons.push(`Age ${m.age} fits ${span(row.age_min, row.age_max, String)}`);
    }
  }
  const gs = row.grade_level_start;
  const ge = row.grade_level_end;
  if (m.grade !== null && gs !== null && ge !== null && gs <= m.grade && ge >= m.grade) {
    reasons.push(`Grade ${gradeName(m.grade)} fits ${span(gs, ge, gradeName)}`);
  }
  const interests = named(
    row.interest_ids.filter((id) => m.interestIds.includes(id)),
    tags.interests,
  );
  if (interests.length) reasons.push(`Interests: ${interests.join(', ')}`);
  const skills = named(
    row.skill_ids.filter((id) => m.skillIds.includes(id)),
    tags.skills,
  );
  if (skills.length) reasons.push(`Skills: ${skills.join(', ')}`);
  const range = m.ranges.find((r) => row.start_date >= r.start && row.end_date <= r.end);
  if (range) reasons.push(`Within ${rangeText(range.start, range.end)}`);
  const wanted = row.camp_type === 'Overnight' ? m.overnightMiles : m.dayMiles;
  const miles = row.match_miles ?? null;
  if (miles !== null && wanted !== null && miles <= wanted) {
    const away = `${(Math.round(miles * 10) / 10).toFixed(1)} mi away`;
    reasons.push(wanted >= ANY_DISTANCE_MILES ? away : `${away} (within ${wanted} mi)`);
  }
  const cost = row.price_cents + row.fee_cents;
  if (m.budgetCents !== null && cost <= m.budgetCents) {
    reasons.push(`Within budget (${money(cost)} of ${money(m.budgetCents)})`);
  }
  return { score: row.match_score ?? 0, reasons };
}
