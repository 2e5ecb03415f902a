import { z } from 'zod';
import { optionalText } from './text';

// The specialist's note on an activity or a program (the 'Leave a note' dialog, field
// specialist_notes; no rules are given, so only the shared text rule and a length bound).

export const NOTE_MAX = 5000;
export const NOTE_TOO_LONG = 'Note is too long';

export const specialistNoteSchema = z.object({
  specialist_notes: optionalText({ multiline: true, max: NOTE_MAX, maxMessage: NOTE_TOO_LONG }),
});
export type SpecialistNoteInput = z.input<typeof specialistNoteSchema>;
