/** 'YYYY-MM-DD' (a UTC day) as 'Apr 8, 2027'. */
export const formatDay = (isoDate: string): string =>
  new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
