import { paths } from '../../lib/paths';
/**
 * Links the shell shows in the header, drawer and footer. The consultation is booked on an
 * external scheduling page, not a route of ours; a deployment points it at its own
 * page with VITE_SCHEDULING_URL at build time.
 */
export const SCHEDULING_URL: string =
  (import.meta.env.VITE_SCHEDULING_URL as string | undefined) ||
  'https://calendly.com/camp-concierge/consultation';

export const BRAND_NAME = 'Camp Concierge';

export interface SiteLink {
  label: string;
  to: string;
}

/** Visitor navigation (spec: About us, Contact us, Resources, FAQs). */
export const VISITOR_NAV: readonly SiteLink[] = [
  { label: 'About us', to: paths.aboutUs },
  { label: 'Contact us', to: paths.contactUs },
  { label: 'Resources', to: paths.resources },
  { label: 'FAQs', to: paths.faqs },
];

export const FOOTER_LINKS: readonly SiteLink[] = [
  { label: 'About us', to: paths.aboutUs },
  { label: 'Contact us', to: paths.contactUs },
  { label: 'How it works', to: paths.howItWorks },
  { label: 'FAQs', to: paths.faqs },
  { label: 'Pricing', to: paths.pricing },
  { label: 'Resources', to: paths.resources },
];

export const LEGAL_LINKS: readonly SiteLink[] = [
  { label: 'Terms of use', to: paths.terms },
  { label: 'Business Terms', to: paths.businessTerms },
  { label: 'Privacy Policy', to: paths.privacyPolicy },
];

export type SocialNetwork = 'facebook' | 'instagram' | 'x' | 'linkedin' | 'youtube';

export const SOCIAL_LINKS: readonly { network: SocialNetwork; label: string; href: string }[] = [
  {
    network: 'facebook',
    label: 'Camp Concierge on Facebook',
    href: 'https://www.facebook.com/campconcierge',
  },
  {
    network: 'instagram',
    label: 'Camp Concierge on Instagram',
    href: 'https://www.instagram.com/campconcierge',
  },
  { network: 'x', label: 'Camp Concierge on X', href: 'https://x.com/campconcierge' },
  {
    network: 'linkedin',
    label: 'Camp Concierge on LinkedIn',
    href: 'https://www.linkedin.com/company/campconcierge',
  },
  {
    network: 'youtube',
    label: 'Camp Concierge on YouTube',
    href: 'https://www.youtube.com/@campconcierge',
  },
];
