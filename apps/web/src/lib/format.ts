const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** USD without decimals (spec section 9): '$1,251'. */
export const formatPrice = (dollars: number): string => usd.format(dollars);

/**
 * A time of day ('HH:mm' or 'HH:mm:ss' as the API sends it) in the spec's 'hh:mm AM/PM'
 * (section 9): '09:00' → '09:00 AM', '13:05' → '01:05 PM'. Every page that shows a time calls
 * this one function, so a time reads the same in the director's preview, the search, the
 * details pages and the itinerary (decision 0032).
 */
export function formatTime(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${String(hour).padStart(2, '0')}:${String(m).padStart(2, '0')} ${h >= 12 ? 'PM' : 'AM'}`;
}

/**
 * An amount in cents, as a charge shows it: whole dollars without decimals like formatPrice
 * ('$330'), cents only when there are some ('$330.50'), so a total never hides what is charged.
 */
export function formatCents(cents: number): string {
  if (cents % 100 === 0) return formatPrice(cents / 100);
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
}
