import { Link } from '@mui/material';
import { formatUsPhone } from '@camp/shared/phone';
import type { AdminProvider } from '@camp/shared/provider-profile';
import { DetailsList, type DetailRow } from '../../../components/ui/details-list';
import { formatDateTime } from '../../../lib/format';

const dateTime = (iso: string | null) => (iso ? formatDateTime(iso) : null);

/** Every field the director submitted, as a definition list (one column on phones). */
export function ProviderDetails({ provider: p }: { provider: AdminProvider }) {
  const rows: DetailRow[] = [
    ['Organization', p.organisation_name],
    ['Contact name', p.contact_name],
    ['Account', `${p.name} <${p.email}>`],
    ['Phone', p.phone_number ? formatUsPhone(p.phone_number) : null],
    ['Address', [p.address, p.city, p.state, p.zip_code].filter(Boolean).join(', ') || null],
    [
      'Website',
      p.website ? (
        <Link href={p.website} target="_blank" rel="noopener noreferrer">
          {p.website}
        </Link>
      ) : null,
    ],
    ['TaxID', p.tax_id],
    ['Years in operation', p.years_in_operation],
    ['Description', p.description],
    ['Insurance', p.insurance_info],
    ['Licensing', p.licensing_info],
    ['Submitted', dateTime(p.submitted_at)],
    ...(p.validated_at ? ([['Decided', dateTime(p.validated_at)]] satisfies DetailRow[]) : []),
    ...(p.rejection_reason
      ? ([['Rejection reason', p.rejection_reason]] satisfies DetailRow[])
      : []),
  ];
  return <DetailsList rows={rows} />;
}
