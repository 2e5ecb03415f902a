const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Integer cents → '$1,234.56' (the ledger shows cents, unlike the catalog's whole dollars). */
export const formatCents = (cents: number): string => usd.format(cents / 100);

const DAY = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** An ISO instant → 'Nov 25, 2026' (UTC, the payout schedule's days). */
export const formatDay = (iso: string): string => DAY.format(new Date(iso));
