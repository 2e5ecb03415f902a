import { eq } from 'drizzle-orm';
import { CAMP_TYPES, SKILL_GROUPS, type CampType, type SkillGroupName } from '@camp/shared/enums';
import { SCHOOL_WEEK, WEEKDAYS, weekdayOf, type Weekday } from '@camp/shared/meeting-days';
import type { DbOrTx } from '../client.js';
import { interests } from '../schema/interests.js';
import { skillDevelopments } from '../schema/skill-developments.js';
import {
  insertActivities as insertActivitiesWithTags,
  type NewActivity,
} from '../../data/catalog/repository.js';

/** Deterministic PRNG (mulberry32): the same seed gives the same catalog. */
export function createRng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => {
      const item = list[Math.floor(next() * list.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    /** `n` distinct items (fewer when the list is shorter). */
    sample: <T>(list: readonly T[], n: number): T[] => {
      const copy = [...list];
      const out: T[] = [];
      while (out.length < n && copy.length > 0) {
        out.push(copy.splice(Math.floor(next() * copy.length), 1)[0] as T);
      }
      return out;
    },
    chance: (p: number) => next() < p,
  };
}
export type Rng = ReturnType<typeof createRng>;

export interface ReferenceIds {
  /** Skill group name → interest id. */
  groups: Map<string, number>;
  /** `${group}/${skill}` → skill development id. */
  skills: Map<string, number>;
  /** Program (personal growth) interest name → id. */
  programInterests: Map<string, number>;
}

/** Ids of the reference rows (seedReference must have run). */
export async function loadReferenceIds(db: DbOrTx): Promise<ReferenceIds> {
  const rows = await db
    .select({ id: interests.id, name: interests.name, kind: interests.kind })
    .from(interests);
  const groups = new Map<string, number>();
  const programInterests = new Map<string, number>();
  for (const r of rows) (r.kind === 'activity' ? groups : programInterests).set(r.name, r.id);
  const skillRows = await db
    .select({ id: skillDevelopments.id, name: skillDevelopments.name, group: interests.name })
    .from(skillDevelopments)
    .innerJoin(interests, eq(interests.id, skillDevelopments.interestId));
  const skills = new Map(skillRows.map((r) => [`${r.group}/${r.name}`, r.id]));
  if (groups.size === 0 || skills.size === 0) {
    throw new Error('Reference data missing: run seedReference first.');
  }
  return { groups, skills, programInterests };
}

/** What a program offers: skill groups (optionally narrowed to some skills) and camp types. */
export interface ProviderFocus {
  focus: ReadonlyArray<{ group: SkillGroupName; skills?: readonly string[] }>;
  campTypes: readonly CampType[];
}

export interface CatalogProvider extends ProviderFocus {
  id: number;
  skuPrefix: string;
  website: string;
  location: string;
  latitude: number;
  longitude: number;
}

export interface GeneratedActivity {
  row: NewActivity;
  interestIds: number[];
  skillIds: number[];
}

const AGE_BANDS: ReadonlyArray<readonly [number, number]> = [
  [4, 5],
  [4, 6],
  [5, 8],
  [6, 9],
  [6, 12],
  [7, 10],
  [8, 12],
  [9, 13],
  [10, 14],
  [11, 15],
  [12, 16],
  [13, 18],
  [14, 18],
  [15, 18],
];

/**
 * The meeting days each camp type is seeded with, one set per activity in turn: day camps run
 * Monday to Friday, overnights and nights out every day, classes and after-school programs on
 * one to three set days a week.
 */
const CAMP_TYPE_MEETS: Record<CampType, readonly (readonly Weekday[])[]> = {
  Day: [SCHOOL_WEEK],
  Overnight: [WEEKDAYS],
  'Track-Out': [SCHOOL_WEEK],
  Afterschool: [SCHOOL_WEEK, ['mon', 'wed'], ['tue', 'thu'], ['mon', 'wed', 'fri']],
  Classes: [['tue', 'thu'], ['mon', 'wed'], ['sat'], ['wed'], ['mon', 'wed', 'fri']],
  Virtual: [SCHOOL_WEEK, ['tue', 'thu']],
  'Night-Out': [WEEKDAYS],
};

/** Weekly-ish length, daily hours and a price range (dollars) per camp type. */
const CAMP_TYPE_SHAPE: Record<
  CampType,
  {
    days: readonly number[];
    hours: readonly (readonly [string, string])[];
    price: [number, number];
  }
> = {
  Day: {
    days: [5, 5, 5, 4, 10],
    hours: [
      ['09:00', '15:00'],
      ['08:30', '16:00'],
      ['09:00', '12:00'],
    ],
    price: [150, 450],
  },
  Overnight: {
    days: [6, 7, 13, 14],
    hours: [['14:00', '11:00']],
    price: [650, 2200],
  },
  'Track-Out': {
    days: [5, 10, 15],
    hours: [
      ['08:00', '17:30'],
      ['09:00', '15:00'],
    ],
    price: [180, 520],
  },
  Afterschool: {
    days: [28, 42, 56, 70],
    hours: [
      ['15:00', '17:30'],
      ['15:30', '18:00'],
    ],
    price: [120, 420],
  },
  Classes: {
    days: [1, 14, 28, 42, 56],
    hours: [
      ['16:00', '17:00'],
      ['10:00', '11:30'],
      ['17:30', '18:30'],
    ],
    price: [40, 320],
  },
  Virtual: {
    days: [1, 3, 5],
    hours: [
      ['10:00', '11:30'],
      ['13:00', '14:00'],
    ],
    price: [25, 160],
  },
  'Night-Out': {
    days: [1],
    hours: [
      ['18:00', '22:00'],
      ['17:30', '21:30'],
    ],
    price: [25, 60],
  },
};

const TYPE_SUFFIX: Record<CampType, readonly string[]> = {
  Day: ['Camp', 'Day Camp', 'Summer Camp'],
  Overnight: ['Overnight Camp', 'Sleepaway Week', 'Residential Camp'],
  'Track-Out': ['Track-Out Camp', 'Track-Out Week'],
  Afterschool: ['After-School Club', 'After-School Program'],
  Classes: ['Class', 'Workshop Series', 'Lessons'],
  Virtual: ['Online Workshop', 'Virtual Class'],
  'Night-Out': ["Parents' Night Out", 'Friday Night Out'],
};

const LEVELS = ['Intro to', 'Beginner', 'Intermediate', 'Advanced', 'Explorers:', 'All About'];

const GROUP_BLURB: Record<SkillGroupName, readonly string[]> = {
  Academics: [
    'Hands-on experiments and projects turn big ideas into things campers can build, test and explain.',
    'Small teams tackle real challenges, keep an engineering notebook and present their work on the last day.',
  ],
  'Arts & Crafts': [
    'Campers explore materials and techniques, then take home a portfolio of finished pieces.',
    'Studio time, guided demonstrations and a gallery walk for families at the end of the session.',
  ],
  Sports: [
    'Skill stations, small-sided games and coaching that builds confidence as much as technique.',
    'Age-grouped training with certified coaches, daily drills and friendly scrimmages.',
  ],
  'Outdoor Activities': [
    'Time outside every day: trail skills, water safety and learning to leave no trace.',
    'Guided adventures with trained staff, with the right gear provided and safety first.',
  ],
  Dance: [
    'Technique, choreography and performance skills, finishing with a short showcase for families.',
    'Warm-ups, across-the-floor work and a new routine learned together each week.',
  ],
  Music: [
    'Lessons, ensemble playing and a relaxed end-of-session recital.',
    'Campers learn to read, play and perform, whatever level they start at.',
  ],
  Theater: [
    'Games, scene work and rehearsals that lead to a short performance for families.',
    'Voice, movement and stagecraft, with every camper given a part to own.',
  ],
  'Cooking & Baking': [
    'Campers cook a real recipe every day, learning kitchen safety, measuring and teamwork.',
    'From mixing bowls to plating: young chefs make, taste and take home their creations.',
  ],
};

const INSTRUCTORS = [
  'Maya Thompson',
  'Jordan Ellis',
  'Priya Raman',
  'Carlos Mendoza',
  'Hannah Brooks',
  'DeShawn Carter',
  'Emily Nguyen',
  'Lucas Bennett',
  'Aaliyah Johnson',
  'Ethan Walker',
  'Sofia Alvarez',
  'Noah Fischer',
  'Grace Kim',
  'Marcus Reed',
  'Olivia Harper',
];

const DETAILS = [
  'Bring a packed lunch, a refillable water bottle and closed-toe shoes.',
  'Snacks are provided; please tell us about any allergies when you register.',
  'Wear comfortable clothes that can get messy.',
  'Sunscreen and a hat are recommended; we spend part of every day outdoors.',
  'All materials and equipment are included in the price.',
];

const toDate = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (d: Date, n: number) => new Date(d.getTime() + n * 86_400_000);
const gradeForAge = (age: number) => (age <= 4 ? -1 : Math.min(12, age - 5));

/** One activity for a provider, with dates between one week and about six months from `today`. */
export function generateActivity(
  rng: Rng,
  provider: CatalogProvider,
  serial: number,
  today: Date,
  ref: ReferenceIds,
): GeneratedActivity {
  const focus = rng.pick(provider.focus);
  const group = SKILL_GROUPS.find((g) => g.name === focus.group);
  if (!group) throw new Error(`unknown skill group ${focus.group}`);
  const skillPool: readonly string[] = focus.skills ?? group.skills;
  const skills = rng.sample(skillPool, rng.int(1, Math.min(3, skillPool.length)));
  const mainSkill = skills[0] ?? group.name;
  const campType = rng.pick(provider.campTypes);
  const shape = CAMP_TYPE_SHAPE[campType];

  // Night-outs and overnights suit narrower age groups.
  const bands = AGE_BANDS.filter(([lo, hi]) =>
    campType === 'Night-Out' ? hi <= 12 : campType === 'Overnight' ? lo >= 7 : true,
  );
  const [ageMin, ageMax] = rng.pick(bands);
  const withGrades = rng.chance(0.85);

  // Start on a weekday at least a week out; day camps start on Mondays.
  let start = addDays(today, rng.int(7, 180));
  if (campType === 'Day' || campType === 'Track-Out' || campType === 'Overnight') {
    start = addDays(start, (8 - start.getUTCDay()) % 7);
  } else if (campType === 'Night-Out') {
    start = addDays(start, (12 - start.getUTCDay()) % 7); // Friday
  }
  // Picked by the serial, not drawn, so the rest of the catalog stays as seeded before; the
  // first day is moved to a day it meets.
  const meets = CAMP_TYPE_MEETS[campType];
  const meetingDays = meets[serial % meets.length]!;
  while (!meetingDays.includes(weekdayOf(toDate(start)))) start = addDays(start, 1);
  const days = rng.pick(shape.days);
  const end = addDays(start, days - 1);
  const [startTime, endTime] = rng.pick(shape.hours);
  const price = Math.round(rng.int(shape.price[0], shape.price[1]) / 5) * 5;
  const totalSeats =
    campType === 'Virtual' ? rng.pick([30, 40, 50]) : rng.pick([10, 12, 15, 16, 20, 24, 30]);
  const reservedSeats = rng.chance(0.07) ? totalSeats : Math.floor(totalSeats * rng.next() * 0.85);

  const ageWord = ageMax <= 6 ? 'Mini ' : ageMin >= 13 ? 'Teen ' : ageMax <= 10 ? 'Junior ' : '';
  const name =
    `${rng.chance(0.5) ? `${rng.pick(LEVELS)} ` : ''}${ageWord}${mainSkill} ${rng.pick(TYPE_SUFFIX[campType])}`
      .replace(/\s+/g, ' ')
      .trim();
  const description = `${rng.pick(GROUP_BLURB[group.name])} Designed for ages ${ageMin}-${ageMax}${
    skills.length > 1
      ? `, with time for ${skills.slice(1).join(' and ').toLowerCase()} as well`
      : ''
  }.`;
  const sku = `${provider.skuPrefix}-${String(serial).padStart(5, '0')}`;
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

  const groupId = ref.groups.get(group.name);
  if (groupId === undefined) throw new Error(`interest ${group.name} not seeded`);
  const skillIds = skills.map((s) => {
    const skillId = ref.skills.get(`${group.name}/${s}`);
    if (skillId === undefined) throw new Error(`skill ${group.name}/${s} not seeded`);
    return skillId;
  });

  return {
    row: {
      providerId: provider.id,
      name: name.slice(0, 255),
      url: `${provider.website}/programs/${slug}`,
      priceCents: price * 100,
      feeCents: rng.chance(0.3) ? rng.pick([1500, 2500, 3500]) : 0,
      startDate: toDate(start),
      endDate: toDate(end),
      meetingDays: [...meetingDays],
      startTime,
      endTime,
      sku,
      campType,
      description,
      otherInfo: rng.chance(0.4) ? 'Extended care is available for an additional fee.' : null,
      gradeLevelStart: withGrades ? gradeForAge(ageMin) : null,
      gradeLevelEnd: withGrades ? gradeForAge(ageMax) : null,
      ageMin,
      ageMax,
      mediaLink: `${provider.website}/media/${slug}`,
      optionalMediaLink: rng.chance(0.3) ? `${provider.website}/gallery` : null,
      totalSeats,
      reservedSeats,
      instructor: rng.pick(INSTRUCTORS),
      campInfoTitle: campType === 'Virtual' ? 'Join online' : 'Drop-off',
      campInfoTime: startTime,
      details: rng.pick(DETAILS),
      location: provider.location,
      latitude: provider.latitude,
      longitude: provider.longitude,
    },
    interestIds: [groupId],
    skillIds,
  };
}

/**
 * Insert generated activities and their interest/skill links in batches, through the one
 * activity insert of the product (the catalog module's unnest insert of activities).
 */
export async function insertActivities(
  db: DbOrTx,
  generated: readonly GeneratedActivity[],
  batchSize = 1000,
): Promise<number> {
  return (await insertActivitiesWithTags(db, generated, batchSize)).length;
}

/** Every camp type once, then at random: guarantees a provider list covers all seven. */
export function campTypesCovering(rng: Rng, index: number): CampType[] {
  const first = CAMP_TYPES[index % CAMP_TYPES.length] as CampType;
  return [
    first,
    ...rng.sample(
      CAMP_TYPES.filter((t) => t !== first),
      rng.int(1, 3),
    ),
  ];
}
