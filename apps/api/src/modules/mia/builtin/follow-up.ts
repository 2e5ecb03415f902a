// Follow-up questions for the built-in assistant (decision 0068): a question
// that names no activity may still be about the one the parent just asked about ('and what does
// it cost?'), but only when it points back at it. 'How much does this itinerary cost in total?'
// and 'anything planned this weekend?' also hold 'this', yet they are about the whole plan or a
// date; binding them to the last named activity answered '… costs $110' for a plan's total.

/**
 * A span of one activity's time: 'all day', 'the whole week', 'every morning' ask about the
 * activity's hours, not about the plan.
 */
const SPAN = String.raw`(?![- ](day|days|morning|mornings|afternoon|afternoons|week|long|session|time)\b)`;

/** Words that make a question about the whole plan, whatever was asked before. */
const WHOLE_PLAN = new RegExp(
  [
    String.raw`\bin (total|all)\b`,
    String.raw`\b(altogether|overall|everything|combined)\b`,
    String.raw`\b(whole|entire)\b${SPAN}`,
    String.raw`\ball together\b`,
    // 'all' on its own ('how much for all?', 'are they all paid?'), but not 'at all'.
    String.raw`(?<!\bat )\ball\b${SPAN}`,
    String.raw`\b(every|each) (camp|activity|one)\b`,
    String.raw`\bthe total\b`,
    String.raw`\btotal (cost|price|amount|bill)\b`,
    String.raw`\b(this|the|our|my|that) (itinerary|plan|plans|summer|trip)\b`,
    String.raw`\b(of|for) (the|our|my) (camps|activities)\b`,
    // A choice among the plan's activities ('which of them is closest?') is not about the one
    // named before, even though 'them' points back.
    String.raw`\bwhich (one|ones|of (them|those|these|our|the))\b`,
  ].join('|'),
);

/**
 * 'this'/'that' before a date or a non-activity noun, and the existential 'there' ('is there
 * anything…'): they point at no earlier activity.
 */
const NOT_A_REFERENCE = new RegExp(
  [
    String.raw`\b(this|that|next|the) (morning|afternoon|evening|day|week|weekend|month|year|summer|time|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b`,
    String.raw`\b(is|are|was|were|will) there\b`,
    String.raw`\bthere (is|are|was|were|will)\b`,
    String.raw`\bthere's\b`,
    String.raw`\bthat's all\b`,
    // The relative 'that': 'is there anything that overlaps?'
    String.raw`\b(anything|something|camps?|activities|ones?) that\b`,
  ].join('|'),
  'g',
);

/** Words that point back at what the conversation last talked about. */
const BACK_REFERENCE = /\b(it|its|that|this|they|them|those|these|there)\b/;

/** Whether the (typo-corrected, lower-case) question is about the whole plan. */
export function asksAboutWholePlan(text: string): boolean {
  return WHOLE_PLAN.test(text);
}

/**
 * Whether a question that names no activity refers back to the activities of an earlier one:
 * it points back ('it', 'that', 'there') and is not about the whole plan or a date.
 */
export function refersBack(text: string): boolean {
  if (asksAboutWholePlan(text)) return false;
  return BACK_REFERENCE.test(text.replace(NOT_A_REFERENCE, ' '));
}

/** How many of the parent's earlier questions a follow-up may reach back over. */
export const FOLLOW_UP_REACH = 3;
