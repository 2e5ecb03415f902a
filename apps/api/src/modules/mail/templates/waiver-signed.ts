import { z } from 'zod';
import { defineTemplate, nameAndUrl } from './define.js';
import { greeting } from './layout.js';

const text = z.string().max(300);
const signed = nameAndUrl.extend({
  program_name: text,
  waiver_title: text,
  version: z.number().int().positive(),
  child_name: text,
  season: z.number().int(),
  signer_name: text,
  signed_on: z.string().max(10),
});

const facts = (d: z.output<typeof signed>) => [
  `Waiver: ${d.waiver_title} (version ${d.version})`,
  `Child: ${d.child_name}, ${d.season} season`,
  `Signed by ${d.signer_name} on ${d.signed_on}`,
];

/** To the parent who signed a program's waiver: the signed copy is on the booking page. */
export const waiverSigned = defineTemplate({
  schema: signed,
  content: (d) => ({
    subject: `You signed the ${d.program_name} waiver for ${d.child_name}`,
    preheader: `Your signed copy is ready to download.`,
    heading: 'Waiver signed',
    greeting: greeting(d.name),
    intro: [`You signed the waiver of ${d.program_name}.`, ...facts(d)],
    action: { label: 'Download the signed copy', url: d.url },
    outro: ['The signed copy (PDF) is kept with your booking; download it any time.'],
  }),
});

/** To the program's director when a parent signed its waiver. */
export const waiverSignedDirector = defineTemplate({
  schema: signed,
  content: (d) => ({
    subject: `${d.program_name}: waiver signed for ${d.child_name}`,
    preheader: `${d.signer_name} signed your waiver.`,
    heading: 'A parent signed your waiver',
    greeting: greeting(d.name),
    intro: [`A parent signed the waiver of ${d.program_name}.`, ...facts(d)],
    action: { label: 'See the signed waivers', url: d.url },
    outro: ['Each signed copy (PDF) is on the program’s Waiver tab.'],
  }),
});
