const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** USD without decimals (spec section 9): '$1,251'. */
export const formatPrice = (dollars: number): string => usd.format(dollars);
