// The family's calendar day: 'today', 'started' and 'next Tuesday' are read in the family's
// time zone, not the server's (a question at 9 PM in Raleigh is still today there).

/** 'YYYY-MM-DD' of `now` in `timeZone`. */
export function localDate(now: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** 'Tuesday, Jun 14, 2027' for a 'YYYY-MM-DD' day. */
export function formatDay(iso: string, withWeekday = true): string {
  const [y, m, d] = iso.split('-').map(Number);
  const text = `${MONTHS[m! - 1]} ${d}, ${y}`;
  if (!withWeekday) return text;
  return `${WEEKDAYS[new Date(Date.UTC(y!, m! - 1, d!)).getUTCDay()]}, ${text}`;
}

/** '9:00 AM' for 'HH:MM' or 'HH:MM:SS'. */
export function formatClock(time: string): string {
  const h = Number(time.slice(0, 2));
  const m = time.slice(3, 5);
  return `${h % 12 === 0 ? 12 : h % 12}:${m} ${h < 12 ? 'AM' : 'PM'}`;
}

/** '$1,234.50' or '$300'. */
export function formatMoney(dollars: number): string {
  const whole = Number.isInteger(dollars);
  return `$${dollars.toLocaleString('en-US', {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  })}`;
}

/** The day `days` after a 'YYYY-MM-DD' day. */
export function addDays(iso: string, days: number): string {
  const t = Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}
