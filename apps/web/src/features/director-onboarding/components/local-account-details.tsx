import { useQuery } from '@tanstack/react-query';
import { Box, CircularProgress } from '@mui/material';
import { formatUsPhone } from '@camp/shared/phone';
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
  const details: [string, string | null | undefined][] = [
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
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' },
        columnGap: 2,
        rowGap: { xs: 0.2, sm: 1 },
        m: 0,
        '& dt': { fontWeight: 700, mt: { xs: 1, sm: 0 } },
        '& dd': { m: 0, overflowWrap: 'anywhere', color: 'text.secondary' },
      }}
    >
      {details.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value || 'not specified'}</dd>
        </Box>
      ))}
    </Box>
  );
}
