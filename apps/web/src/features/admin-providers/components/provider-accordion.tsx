import {
  Accordion,
  AccordionActions,
  AccordionDetails,
  AccordionSummary,
  Box,
  Button,
  Chip,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { canDecideProvider, type AdminProvider } from '@camp/shared/provider-profile';
import { paths } from '../../../lib/paths';
import { ProviderDetails } from './provider-details';

/** How a provider is named to the administrator: the organisation, else the director. */
export const titleOf = (p: AdminProvider) => p.organisation_name ?? p.name;

/** One provider: its summary, every field it submitted, and Accept / Reject while they apply. */
export function ProviderAccordion({
  provider: p,
  onAccept,
  onReject,
}: {
  provider: AdminProvider;
  onAccept: () => void;
  onReject: () => void;
}) {
  return (
    <Accordion
      key={p.user_id}
      disableGutters
      // Each provider's summary is a heading under the page's h1 (MUI's default is h3).
      slotProps={{ heading: { component: 'h2' } }}
      variant="outlined"
      sx={{ mb: 1.2, borderRadius: '12px', '&::before': { display: 'none' } }}
    >
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        aria-controls={`provider-${p.user_id}-details`}
        id={`provider-${p.user_id}-summary`}
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{titleOf(p)}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {p.contact_name ?? p.name} · {p.email}
          </Typography>
          {p.status === 'validated' && (
            <Chip size="small" label={`Payment: ${p.stripe_account_status.replace('_', ' ')}`} />
          )}
        </Box>
      </AccordionSummary>
      <AccordionDetails id={`provider-${p.user_id}-details`}>
        <ProviderDetails provider={p} />
      </AccordionDetails>
      <AccordionActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          component={RouterLink}
          to={paths.admin.provider(p.user_id)}
          aria-label={`Manage ${titleOf(p)}`}
          sx={{ mr: 'auto' }}
        >
          Manage
        </Button>
        {(canDecideProvider(p.status, 'accept') || canDecideProvider(p.status, 'reject')) && (
          <>
            {p.status === 'rejected' && p.rejection_reason && (
              <Typography variant="body2" color="text.secondary">
                Rejected: {p.rejection_reason}
              </Typography>
            )}
            {canDecideProvider(p.status, 'reject') && (
              <Button color="error" variant="outlined" onClick={onReject}>
                Reject
              </Button>
            )}
            <Button variant="contained" onClick={onAccept}>
              {p.status === 'rejected' ? 'Reconsider and accept' : 'Accept'}
            </Button>
          </>
        )}
      </AccordionActions>
    </Accordion>
  );
}
