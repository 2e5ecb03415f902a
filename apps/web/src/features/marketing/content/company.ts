/** Company facts shown on the public pages (contact details, legal names, the promo video). */
export const COMPANY = {
  name: 'Camp Concierge',
  legalName: 'Camp Concierge, LLC',
  infoEmail: 'info@campconcierge.com',
  address: {
    street: '4030 Wake Forest Road, Suite 349',
    city: 'Raleigh',
    region: 'NC',
    postalCode: '27609',
    country: 'United States',
  },
  /** Hours the team answers messages (Eastern time). */
  officeHours: 'Monday to Friday, 9:00 AM to 5:00 PM ET',
} as const;

export const LEGAL_LAST_UPDATED = 'January 13, 2022';

/**
 * The promo video on YouTube, played only after the visitor presses play (privacy-enhanced
 * embed, so YouTube sets no cookies before that). The host is allowed by the API's CSP
 * frame-src. The ID is the one value here that could not be checked from the offline build
 * machine: confirm it against the company's channel before launch.
 */
export const PROMO_VIDEO_ID = 'u2YHDXzGVGU';
export const PROMO_VIDEO_EMBED_URL = `https://www.youtube-nocookie.com/embed/${PROMO_VIDEO_ID}?autoplay=1&rel=0&modestbranding=1`;

export function formatAddress(separator = ', '): string {
  const a = COMPANY.address;
  return [a.street, `${a.city}, ${a.region} ${a.postalCode}`].join(separator);
}
