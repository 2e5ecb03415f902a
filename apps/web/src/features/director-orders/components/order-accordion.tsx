import { useId, type ReactNode } from 'react';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Link,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { Order } from '@camp/shared/order';
import { ProcessedCheckbox } from './processed-checkbox';
import { formatDateRange, formatListDate, orNotSpecified, phoneOrNotSpecified } from './order-text';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography
        component="dt"
        variant="caption"
        sx={{
          color: 'text.secondary',
          fontWeight: 700,
          textTransform: 'uppercase',
          letterSpacing: 0.4,
        }}
      >
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * One order: the summary names the activity, program, dates, parent and child; the details hold
 * every field of the spec. The Processed checkbox sits beside the summary button (not inside it,
 * so the two controls stay separate for keyboards and screen readers). Processed orders fade.
 */
export function OrderAccordion({ order }: { order: Order }) {
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const email = order.parent_email?.trim();
  const phone = order.parent_phone_number?.trim();
  return (
    <Box
      component="li"
      data-processed={order.processed ? 'true' : 'false'}
      sx={{ position: 'relative', listStyle: 'none' }}
    >
      <Accordion
        disableGutters
        variant="outlined"
        slotProps={{ heading: { component: 'h2' } }}
        sx={{
          borderRadius: '14px !important',
          overflow: 'hidden',
          bgcolor: order.processed ? 'grey.50' : 'background.paper',
          '&::before': { display: 'none' },
          // Faded with a lighter colour, not opacity, so the text keeps AA contrast.
          ...(order.processed && {
            borderStyle: 'dashed',
            '& .fade, & .fade *': { color: '#586161 !important' },
          }),
        }}
      >
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          aria-controls={`${baseId}-details`}
          id={`${baseId}-summary`}
          sx={{
            px: { xs: 1.5, sm: 2.5 },
            py: 0.5,
            // Room for the Processed checkbox: a strip above the text on phones, beside it wider.
            '& .MuiAccordionSummary-content': {
              mr: { xs: 0, sm: '132px' },
              pt: { xs: '34px', sm: 0 },
              minWidth: 0,
            },
          }}
        >
          <Box className="fade" sx={{ minWidth: 0, width: '100%' }}>
            <Typography
              id={titleId}
              component="span"
              sx={{
                display: 'block',
                fontWeight: 800,
                fontSize: '1.05rem',
                overflowWrap: 'anywhere',
              }}
            >
              {order.activity.name}
            </Typography>
            <Typography
              component="span"
              variant="body2"
              sx={{ display: 'block', color: 'text.secondary', overflowWrap: 'anywhere' }}
            >
              {order.activity.provider_name} · SKU {order.activity.sku}
            </Typography>
            <Box
              component="span"
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                columnGap: 2,
                rowGap: 0.25,
                mt: 0.5,
                fontSize: '0.9rem',
              }}
            >
              <span>{formatDateRange(order.activity.start_date, order.activity.end_date)}</span>
              <span>
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  Parent:{' '}
                </Box>
                {orNotSpecified(order.parent_name)}
              </span>
              <span>
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  Child:{' '}
                </Box>
                {orNotSpecified(order.child_name)}
              </span>
            </Box>
          </Box>
        </AccordionSummary>
        <AccordionDetails
          id={`${baseId}-details`}
          sx={{ px: { xs: 1.5, sm: 2.5 }, pt: 0, pb: 2.5 }}
        >
          <Box
            component="dl"
            className="fade"
            sx={{
              m: 0,
              pt: 2,
              borderTop: 1,
              borderColor: 'divider',
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
            }}
          >
            <Field label="Activity">{order.activity.name}</Field>
            <Field label="SKU">{order.activity.sku}</Field>
            <Field label="Program">{order.activity.provider_name}</Field>
            <Field label="Start date">{formatListDate(order.activity.start_date)}</Field>
            <Field label="End date">{formatListDate(order.activity.end_date)}</Field>
            <Field label="Child name">{orNotSpecified(order.child_name)}</Field>
            <Field label="Parent name">{orNotSpecified(order.parent_name)}</Field>
            <Field label="Parent email">
              {email ? <Link href={`mailto:${email}`}>{email}</Link> : orNotSpecified(null)}
            </Field>
            <Field label="Phone">
              {phone ? (
                <Link href={`tel:${phone}`}>{phoneOrNotSpecified(phone)}</Link>
              ) : (
                orNotSpecified(null)
              )}
            </Field>
            <Field label="Mailing address">{orNotSpecified(order.parent_address)}</Field>
            <Field label="Zip code">{orNotSpecified(order.parent_zip_code)}</Field>
          </Box>
        </AccordionDetails>
      </Accordion>
      <Box sx={{ position: 'absolute', top: { xs: 4, sm: 8 }, right: { xs: 12, sm: 52 } }}>
        <ProcessedCheckbox orderId={order.id} processed={order.processed} describedBy={titleId} />
      </Box>
    </Box>
  );
}
