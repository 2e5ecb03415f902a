import { useQuery } from '@tanstack/react-query';
import { CircularProgress } from '@mui/material';
import { formatUsPhone } from '@camp/shared/phone';
import { DetailsList, type DetailRow } from '../../../components/ui/details-list';
import { useSession } from '../../../lib/session';
import { providerProfileQueryOptions } from '../api/profile-form-fillings';

/**
 * The business details the local payment simulator holds for a director (what Stripe would
 * show): the provider profile, the account's e-mail and a test payout account.
 */
export function LocalAccountDetails() {
  const session = useSession();
  const profile = useQuery(providerProfileQueryOptions());
  const p = profile.data?.provider_profile;
  const details: DetailRow[] = [
    ['Business', p?.organisation_name],
    ['Representative', p?.contact_name],
    ['E-mail', session?.email],
    ['Phone', p?.phone_number ? formatUsPhone(p.phone_number) : null],
    ['Address', p ? [p.address, p.city, p.state, p.zip_code].filter(Boolean).join(', ') : null],
    ['Website', p?.website],
    ['Tax ID', p?.tax_id],
    ['Payouts', 'Test bank account ending in 6789, daily'],
  ];
  if (profile.isPending) return <CircularProgress size={24} aria-label="Loading your details" />;
  return <DetailsList rows={details} muted />;
}
