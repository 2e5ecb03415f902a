import { sameWord, words } from './fuzzy.js';

// What a parent asks about (decision 0068): each intent has its keywords (single words, matched
// with typos allowed) and phrases (matched on the corrected text). A question may carry several
// intents ('when does soccer start and what does it cost'); the assistant answers each.

export const INTENTS = [
  'schedule',
  'when_where',
  'cost',
  'unpaid',
  'overlap',
  'gaps',
  'distance',
  'cancellation',
  'seats',
  'friends',
  'specialist',
  'contact',
  'list',
  'status',
] as const;
export type Intent = (typeof INTENTS)[number];

interface IntentWords {
  words: string[];
  phrases: RegExp[];
}

const KEYWORDS: Record<Intent, IntentWords> = {
  schedule: {
    words: ['schedule', 'calendar', 'happening', 'planned', 'busy', 'agenda', 'booked'],
    phrases: [
      /\bwhat('s| is)? (on|going on|happening)\b/,
      /\bwhat do (we|i|they) have\b/,
      /\banything (on|planned)\b/,
      /\bwhat are we doing\b/,
    ],
  },
  when_where: {
    words: [
      'when',
      'where',
      'start',
      'starts',
      'begin',
      'begins',
      'time',
      'address',
      'located',
      'location',
      'dropoff',
      'pickup',
      'ends',
      'finish',
      'hours',
      'dates',
    ],
    phrases: [
      /\bwhat time\b/,
      /\bdrop (him|her|them|off)\b/,
      /\bpick (him|her|them|up)\b/,
      /\bhow long\b/,
      /\bwhat day\b/,
    ],
  },
  cost: {
    words: [
      'cost',
      'costs',
      'price',
      'prices',
      'expensive',
      'fee',
      'fees',
      'total',
      'spend',
      'spending',
      'budget',
    ],
    phrases: [
      /\bhow much\b/,
      /\bwhat do(es)? (it|this|that) (cost|run)\b/,
      /^what does [a-z' ]{1,40} run\??$/,
    ],
  },
  unpaid: {
    words: ['unpaid', 'owe', 'outstanding', 'balance', 'due', 'paid', 'pay', 'payment', 'payments'],
    phrases: [/\b(still|left) to pay\b/, /\bhave (i|we) paid\b/, /\bnot paid\b/, /\bstill owe\b/],
  },
  overlap: {
    words: [
      'overlap',
      'overlaps',
      'overlapping',
      'conflict',
      'conflicts',
      'clash',
      'clashes',
      'collide',
    ],
    phrases: [
      /\bsame time\b/,
      /\bdouble[- ]?book/,
      /\bat once\b/,
      /\bback to back\b/,
      /\bmake it (in time|from)\b/,
    ],
  },
  gaps: {
    words: ['gap', 'gaps', 'empty', 'uncovered'],
    phrases: [
      /\bfree (weeks?|days?|time)\b/,
      /\bweeks? (off|free)\b/,
      /\bnothing (is )?planned\b/,
      /\bweeks? without\b/,
      /\bno camp\b/,
      /\bopen weeks?\b/,
    ],
  },
  distance: {
    words: [
      'far',
      'distance',
      'miles',
      'mile',
      'km',
      'kilometers',
      'drive',
      'driving',
      'close',
      'near',
      'nearby',
      'closest',
      'farthest',
      'commute',
    ],
    phrases: [/\bfrom (home|our house|the house)\b/, /\bhow long.*(drive|get there)\b/],
  },
  cancellation: {
    words: [
      'cancel',
      'cancellation',
      'cancelling',
      'canceling',
      'refund',
      'refunds',
      'refundable',
      'withdraw',
      'policy',
    ],
    phrases: [/\bget (my|our) money back\b/, /\bback out\b/],
  },
  seats: {
    words: [
      'seats',
      'seat',
      'spots',
      'spot',
      'spaces',
      'availability',
      'full',
      'capacity',
      'openings',
      'room',
    ],
    phrases: [
      /\bsold out\b/,
      /\bplaces? (left|available|remaining)\b/,
      /\bfilling up\b/,
      /\bstill (open|available)\b/,
    ],
  },
  friends: {
    words: [
      'friend',
      'friends',
      'joined',
      'join',
      'joining',
      'invited',
      'invitation',
      'accepted',
      'buddy',
      'buddies',
    ],
    phrases: [/\bcoming (with|along)\b/, /\bwho else\b/],
  },
  specialist: {
    words: [
      'specialist',
      'said',
      'say',
      'says',
      'message',
      'messages',
      'reply',
      'replied',
      'answer',
      'answered',
      'respond',
      'responded',
      'wrote',
      'comment',
      'comments',
    ],
    phrases: [/\bchange requests?\b/, /\bany news\b/, /\bhear back\b/],
  },
  contact: {
    words: ['contact', 'phone', 'email', 'call', 'website', 'reach', 'number', 'waiver'],
    phrases: [/\bget in touch\b/, /\btalk to (the )?camp\b/],
  },
  list: {
    // Not 'camp' or 'camps' alone: 'does the camp serve meals' is no request for the list.
    words: [
      'activities',
      'itinerary',
      'plan',
      'plans',
      'lineup',
      'summary',
      'overview',
      'enrolled',
      'signed',
    ],
    phrases: [
      /\bwhat (camps|activities)\b/,
      /\bwhich (camps|activities)\b/,
      /\bsigned up\b/,
      /\bwhat is .* doing\b/,
      /\b(camps|activities) (is|are|does|do|did)\b/,
    ],
  },
  status: {
    words: ['status', 'approved', 'ready', 'progress', 'review'],
    phrases: [
      /\bwhere (are|is) (we|it|the itinerary)\b/,
      /\bis (it|the itinerary) (done|ready|approved)\b/,
    ],
  },
};

/** Every keyword, for the typo corrector's vocabulary. */
export const INTENT_VOCABULARY: readonly string[] = [
  ...new Set(Object.values(KEYWORDS).flatMap((k) => k.words)),
];

/** The intents of a (typo-corrected) question with their scores, best first. */
export function detectIntents(text: string): { intent: Intent; score: number }[] {
  const ws = words(text);
  const scored = INTENTS.map((intent) => {
    const k = KEYWORDS[intent];
    let score = 0;
    for (const w of k.words) if (ws.some((q) => sameWord(q, w))) score += 1;
    for (const p of k.phrases) if (p.test(text)) score += 2;
    return { intent, score };
  });
  return scored.filter((s) => s.score > 0).sort((a, b) => b.score - a.score);
}
