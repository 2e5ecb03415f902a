// What the built-in assistant refuses before it reads anything (decision 0068): instructions
// to drop its rules, and questions about other families. Both are pure, so the evaluation and
// the unit tests check them on their own.

const INJECTION = [
  /\bignore\b.*\b(instructions?|rules?|prompt|guidelines|above|previous|restrictions?)\b/,
  /\b(disregard|forget|override|bypass)\b.*\b(instructions?|rules?|prompt|guidelines|restrictions?|limits?)\b/,
  /\bsystem prompt\b/,
  /\b(developer|admin|god|debug|dan) mode\b/,
  /\bjailbreak/,
  /\byou are (now|no longer)\b/,
  /\bpretend (to be|you are|you're)\b/,
  /\bact as (an? )?(admin|administrator|specialist|developer|director|database)\b/,
  /\b(reveal|show|print|dump|list) (me )?(your|the) (instructions|prompt|rules|configuration|tools)\b/,
  /\b(all|every) (users?|parents?|families|itineraries|records|accounts)\b.*\b(database|table|list|show|give)\b/,
  /\bselect \* from\b|\bdrop table\b/,
];

const OTHER_FAMILY = [
  /\b(other|another|different|someone else'?s?|somebody else'?s?|neighbou?rs?'?|other people'?s?)\s+(famil(y|ies)|parents?|kids?|children|child|itinerar(y|ies)|plans?|users?|accounts?)\b/,
  /\bsomeone else'?s?\b/,
  /\b(everyone|everybody) else\b/,
  /\b(all|any) (the )?(other )?(families|parents)\b/,
  /\bwhat (are|is) (the )?other (kids|children|families|parents)\b/,
];

/** Whether the question tries to change the assistant's rules or reach beyond them. */
export function isInjection(question: string): boolean {
  const t = question.toLowerCase();
  return INJECTION.some((re) => re.test(t));
}

/** Whether the question is about another family in words ('the other families', 'someone else's'). */
export function mentionsOtherFamily(question: string): boolean {
  const t = question.toLowerCase().replace(/[’‘]/g, "'");
  return OTHER_FAMILY.some((re) => re.test(t));
}

/** Words that start with a capital letter in any question and are no one's name. */
const NOT_NAMES = new Set(
  (
    'I Im Ive Id MIA Mia Hi Hello Hey Thanks Thank Please What Whats When Where Which Who Whom Whose Why How Is Are Do Does Did Can Could Would Will Should Shall May Might Must Has Have Had Was Were Be Tell Show Give List Any Our My The A An And Or But If So Ok Okay Yes No Not On In At For To From Of By With About Next This Last Coming Also Then Still ' +
    'Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April June July August September October November December Mon Tue Wed Thu Fri Sat Sun Jan Feb Mar Apr Jun Jul Aug Sep Sept Oct Nov Dec ' +
    'Camp Camps Day Week Weekend Summer Today Tomorrow Yesterday Specialist Parent Itinerary Activity Activities AM PM NC Raleigh Cary Durham Apex'
  ).split(' '),
);

/**
 * Names of people the question asks about that the family's data does not know: a capitalised
 * word (not first in its sentence) followed by "'s" or "family", e.g. "the Hernandez family",
 * "Sofia's camps". `known` holds the lower-cased words of the family's own names.
 */
export function unknownPeople(question: string, known: ReadonlySet<string>): string[] {
  const text = question.replace(/[’‘]/g, "'");
  const found: string[] = [];
  const re = /\b([A-Z][a-z]{2,})(?:'s\b|\s+famil(?:y|ies)\b|s'\s)/g;
  for (const m of text.matchAll(re)) {
    const name = m[1]!;
    if (NOT_NAMES.has(name) || known.has(name.toLowerCase())) continue;
    found.push(name);
  }
  const more = [
    /\b(?:the|about)\s+([A-Z][a-z]{2,})s?\s+(?:family|kids|children)\b/g,
    // 'is Bao going to…', 'what is Jordan doing…', 'does Kim attend…'
    /\b(?:is|does|did|will|has|was|are)\s+([A-Z][a-z]{2,})\s+(?:going|doing|do|attend|attending|signed|joining|join|enrolled|booked|registered)\b/g,
  ];
  for (const re of more) {
    for (const m of text.matchAll(re)) {
      const name = m[1]!;
      if (!NOT_NAMES.has(name) && !known.has(name.toLowerCase()) && !found.includes(name)) {
        found.push(name);
      }
    }
  }
  return found;
}

/** Words that name no activity in 'how much does it cost', 'when does camp start'. */
const NOT_ACTIVITY = new Set(
  (
    'it its this that these those everything anything something all each every one ones ' +
    'we us our she he her him they them their i my you your the a an his ' +
    'camp camps class classes activity activities program itinerary plan plans summer week ' +
    'total whole first last next final kid kids child children daughter son'
  ).split(' '),
);

const ACTIVITY_SUFFIX = '(?:camp|class|club|lessons?|program|course|workshop)';
const NAMED_THING = [
  // 'how much does chess cost', 'when does the chess club start', 'where is archery located'
  /\b(?:how much|when|where|what time)\s+(?:does|do|is|are|will)\s+(?:the\s+)?([a-z][a-z'-]*(?:\s+[a-z][a-z'-]*){0,2}?)\s+(?:cost|costs|start|starts|begin|begins|run|runs|located|end|ends)\b/,
  // 'the policy for the chess club', 'seats left in the pottery class'
  new RegExp(
    `\\b(?:for|of|in|to|about|at)\\s+(?:the\\s+|our\\s+|my\\s+)?([a-z][a-z'-]*(?:\\s+[a-z][a-z'-]*){0,2}?)\\s+${ACTIVITY_SUFFIX}\\b`,
  ),
];

/**
 * The name of an activity the question asks about when none of its words is one the family's
 * plans know ('how much does chess cost?' in a family without chess), else null. `known` holds
 * the lower-cased words of the family's activity, camp and people names.
 */
export function unknownActivity(text: string, known: ReadonlySet<string>): string | null {
  for (const re of NAMED_THING) {
    const m = text.match(re);
    if (!m) continue;
    const ws = m[1]!.split(/\s+/).filter((w) => !NOT_ACTIVITY.has(w));
    if (ws.length === 0) continue;
    if (ws.some((w) => known.has(w.replace(/'s$/, '')))) continue;
    return ws.join(' ');
  }
  return null;
}
