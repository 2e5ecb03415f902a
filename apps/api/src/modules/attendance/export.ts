import type { Readable } from 'node:stream';
import type { Attendance, Roster, RosterChild } from '@camp/shared/attendance';
import { formatUsPhone } from '@camp/shared/phone';
import { toCsv } from '../../lib/csv.js';
import { startPdf } from '../../lib/pdf.js';

// The roster as a CSV (a spreadsheet's rows) and as a printable PDF (pdfkit and its built-in
// Helvetica, like the receipts): one line per child with the health notes, the people to call and
// to hand the child to, and the day's times. Times are written in the program's time zone.

type Contact = RosterChild['authorized_pickups'][number];

const contact = (c: Contact) => `${c.name} (${c.relation}) ${formatUsPhone(c.phone)}`;
const contacts = (list: readonly Contact[]) => list.map(contact).join('; ');

/** The health answers a person looking after the child needs, labelled, blank ones left out. */
export function healthNotes(child: RosterChild): string {
  const h = child.health;
  return [
    ['Allergies', h.allergies],
    ['Medications', h.medications],
    ['Conditions', h.medical_conditions],
    ['Diet', h.dietary_needs],
    ['Accessibility', h.accessibility_needs],
    [
      'Doctor',
      [h.doctor_name, h.doctor_phone && formatUsPhone(h.doctor_phone)].filter(Boolean).join(' '),
    ],
  ]
    .filter(([, v]) => v)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n');
}

const clock = (iso: string, timeZone: string) =>
  new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone });

function times(a: Attendance | null, timeZone: string) {
  return {
    in: a ? clock(a.checked_in.at, timeZone) : '',
    inBy: a?.checked_in.by ?? '',
    out: a?.checked_out ? clock(a.checked_out.at, timeZone) : '',
    outBy: a?.checked_out?.by ?? '',
    pickup: a?.pickup
      ? `${a.pickup.name}${a.pickup.relation ? ` (${a.pickup.relation})` : ''}`
      : '',
  };
}

export const rosterFilename = (r: Roster, ext: 'csv' | 'pdf') =>
  `roster-${r.activity.id}-${r.date}.${ext}`;

export function rosterCsv(r: Roster, timeZone: string): Readable {
  return toCsv(
    [
      'Child',
      'Age',
      'Allergies',
      'Health notes',
      'Emergency contacts',
      'Authorised pickups',
      'Checked in',
      'Checked in by',
      'Checked out',
      'Checked out by',
      'Picked up by',
    ],
    r.children.map((c) => {
      const t = times(c.attendance, timeZone);
      return [
        c.first_name,
        c.age,
        c.health.allergies ?? '',
        healthNotes(c),
        contacts(c.emergency_contacts),
        contacts(c.authorized_pickups),
        t.in,
        t.inBy,
        t.out,
        t.outBy,
        t.pickup,
      ];
    }),
  );
}

const MARGIN = 36;
const INK = '#1f2933';
const MUTED = '#52606d';
const ALERT = '#9b1c1c';

const longDate = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** Column titles and widths (points) of the PDF's table, on a landscape US Letter page. */
const COLUMNS: [string, number][] = [
  ['Child', 90],
  ['Health', 190],
  ['Emergency contacts', 150],
  ['Authorised pickups', 150],
  ['In / out', 140],
];

function row(doc: PDFKit.PDFDocument, cells: string[], opts: { bold?: boolean; alert?: boolean }) {
  doc.font(opts.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
  const h =
    Math.max(...COLUMNS.map(([, w], i) => doc.heightOfString(cells[i] ?? '', { width: w - 6 }))) +
    8;
  if (doc.y + h > doc.page.height - MARGIN) doc.addPage();
  const y = doc.y;
  let x = MARGIN;
  COLUMNS.forEach(([, w], i) => {
    doc.fillColor(i === 1 && opts.alert ? ALERT : INK);
    doc.text(cells[i] ?? '', x, y + 4, { width: w - 6 });
    x += w;
  });
  doc
    .moveTo(MARGIN, y + h)
    .lineTo(doc.page.width - MARGIN, y + h)
    .lineWidth(0.5)
    .strokeColor('#cbd2d9')
    .stroke();
  doc.x = MARGIN;
  doc.y = y + h + 1;
}

export function rosterPdf(r: Roster, timeZone: string, now: Date): Promise<Buffer> {
  const title = `Roster: ${r.activity.name}, ${r.date}`;
  const { doc, done } = startPdf(title, now, { margin: MARGIN, layout: 'landscape' });
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(16).text(r.activity.name, MARGIN, MARGIN);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(MUTED)
    .text(
      `${r.activity.program_name} · ${longDate(r.date)} · ${r.activity.start_time}–${r.activity.end_time} · ${r.activity.location}`,
    )
    .text(`${r.children.length} booked · times in ${timeZone}`)
    .moveDown(0.8);
  row(
    doc,
    COLUMNS.map(([label]) => label),
    { bold: true },
  );
  for (const c of r.children) {
    const t = times(c.attendance, timeZone);
    row(
      doc,
      [
        `${c.first_name}${c.age === null ? '' : `, ${c.age}`}${c.has_allergies ? '\nALLERGIES' : ''}`,
        healthNotes(c) || 'None given',
        contacts(c.emergency_contacts).replaceAll('; ', '\n') || 'None given',
        contacts(c.authorized_pickups).replaceAll('; ', '\n') || 'None given',
        [
          t.in ? `In ${t.in}${t.inBy ? ` (${t.inBy})` : ''}` : 'In: ______',
          t.out ? `Out ${t.out}${t.outBy ? ` (${t.outBy})` : ''}` : 'Out: ______',
          t.pickup ? `With ${t.pickup}` : '',
        ]
          .filter(Boolean)
          .join('\n'),
      ],
      { alert: c.has_allergies },
    );
  }
  if (r.children.length === 0) doc.font('Helvetica').fontSize(10).text('No child is booked.');
  doc.end();
  return done;
}
