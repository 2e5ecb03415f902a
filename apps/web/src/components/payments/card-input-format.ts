/**
 * Input masks of the local card form: digits grouped as a card shows them, and the expiry as
 * 'MM / YY' (the card element's placeholder). Validation is the shared card rules' (cardErrors).
 */

/** '4242424242424242' typed any way → '4242 4242 4242 4242' (at most 19 digits). */
export function formatCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * '1234' → '12 / 34'. A lone month digit above 1 becomes '0d / ' ('4' → '04 / '), and deleting
 * back over the separator removes it rather than fighting the user.
 */
export function formatExpiry(value: string, previous = ''): string {
  let digits = value.replace(/\D/g, '').slice(0, 4);
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  const deleting = value.length < previous.length;
  if (digits.length < 2) return digits;
  if (digits.length === 2) return deleting ? digits : `${digits} / `;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

/** The CVC's digits, at most four. */
export const formatCvc = (value: string): string => value.replace(/\D/g, '').slice(0, 4);
