import type { ReactNode } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { ITINERARY_STATUS_LABELS } from '@camp/shared/enums';
import type { FamilyDetails } from '@camp/shared/admin-families';
import { DetailsList } from '../../../components/ui/details-list';
import { formatCents, formatDateTime, formatListDate } from '../../../lib/format';
import { packageLabel } from './package-label';

/** One section of the family's page: a titled card; an empty one says so. */
export function Section({
  id,
  title,
  count,
  children,
}: {
  id: string;
  title: string;
  count?: number;
  children: ReactNode;
}) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={`${id}-title`}
      sx={{ p: { xs: 1.6, sm: 2.4 }, borderRadius: '18px', minWidth: 0 }}
    >
      <Typography id={`${id}-title`} variant="h5" component="h2" sx={{ mb: 1.2 }}>
        {title}
        {count !== undefined && (
          <>
            {' '}
            <Typography component="span" color="text.secondary" sx={{ fontWeight: 400 }}>
              ({count})
            </Typography>
          </>
        )}
      </Typography>
      {count === 0 ? <Typography color="text.secondary">None</Typography> : children}
    </Paper>
  );
}

/** A compact list: one line that matters, a second line of details, wrapping at 375 px. */
export function Rows({
  items,
}: {
  items: { key: string | number; primary: ReactNode; secondary?: ReactNode }[];
}) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {items.map((item) => (
        <Box
          component="li"
          key={item.key}
          sx={{
            py: 0.9,
            borderTop: 1,
            borderColor: 'divider',
            '&:first-of-type': { borderTop: 0, pt: 0 },
            overflowWrap: 'anywhere',
          }}
        >
          <Typography sx={{ fontWeight: 700 }}>{item.primary}</Typography>
          {item.secondary && (
            <Typography variant="body2" color="text.secondary">
              {item.secondary}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}

const when = (iso: string | null, none = '—') => (iso ? formatDateTime(iso) : none);
const money = (cents: number | null) => (cents === null ? '—' : formatCents(cents));
const joined = (...parts: (string | null | false | undefined)[]) =>
  parts.filter(Boolean).join(' · ');

export function ParentSection({ family }: { family: FamilyDetails }) {
  const p = family.parent;
  return (
    <Section id="family-parent" title="Parent">
      <DetailsList
        rows={[
          ['Name', p.name],
          ['E-mail', p.email],
          ['Phone', p.phone_number],
          ['Address', joined(p.address, p.zip_code)],
          [
            'Account',
            joined(
              p.confirmed ? 'Confirmed' : 'Not confirmed',
              p.from_google && 'Google',
              p.deactivated_at && 'Deactivated',
            ),
          ],
          ['Signed up', formatDateTime(p.created_at)],
          ['Last sign-in', when(p.last_sign_in_at, 'Never')],
        ]}
      />
    </Section>
  );
}

export function PlanSection({ family }: { family: FamilyDetails }) {
  const { plan } = family;
  const sub = plan.subscription;
  return (
    <Section id="family-plan" title="Plan">
      <DetailsList
        rows={[
          ['Plan', joined(packageLabel(plan.package), plan.package_type)],
          ['Order status', plan.order_status],
          [
            'Subscription',
            sub
              ? joined(
                  `${packageLabel(sub.package)}, ${sub.status}`,
                  `${money(sub.price_cents)} a renewal`,
                  sub.status === 'canceled'
                    ? `ended ${when(sub.canceled_at)}`
                    : `${sub.cancel_at_period_end ? 'ends' : 'renews'} ${formatListDate(sub.current_period_end)}`,
                  sub.provider === 'stripe' ? 'Stripe' : 'built-in payments',
                )
              : 'None',
          ],
        ]}
      />
    </Section>
  );
}

export function ChildrenSection({ family }: { family: FamilyDetails }) {
  return (
    <Section id="family-children" title="Children" count={family.children.length}>
      <Rows
        items={family.children.map((c) => ({
          key: c.id,
          primary: c.first_name,
          secondary: joined(
            c.age !== null && `Age ${c.age}`,
            c.rising_grade_level !== null && `Rising grade ${c.rising_grade_level}`,
          ),
        }))}
      />
    </Section>
  );
}

export function QuestionnairesSection({ family }: { family: FamilyDetails }) {
  return (
    <Section id="family-questionnaires" title="Questionnaires" count={family.questionnaires.length}>
      <Rows
        items={family.questionnaires.map((q) => ({
          key: q.id,
          primary: joined(q.child_first_name ?? 'No child named', q.status),
          secondary: q.submitted_at
            ? `Submitted ${formatDateTime(q.submitted_at)}`
            : `Started ${formatDateTime(q.created_at)}`,
        }))}
      />
    </Section>
  );
}

export function ItinerariesSection({ family }: { family: FamilyDetails }) {
  return (
    <Section id="family-itineraries" title="Itineraries" count={family.itineraries.length}>
      <Rows
        items={family.itineraries.map((i) => ({
          key: i.id,
          primary: joined(`#${i.id}`, i.child_name, ITINERARY_STATUS_LABELS[i.status]),
          secondary: joined(
            `Specialist: ${i.specialist_name ?? 'not assigned'}`,
            `created ${formatListDate(i.created_at)}`,
            i.approved_at && `approved ${formatListDate(i.approved_at)}`,
          ),
        }))}
      />
    </Section>
  );
}

export function OrdersSection({ family }: { family: FamilyDetails }) {
  return (
    <Section id="family-orders" title="Plan orders" count={family.orders.length}>
      <Rows
        items={family.orders.map((o) => ({
          key: o.id,
          primary: joined(`#${o.id}`, packageLabel(o.package), money(o.amount_cents), o.status),
          secondary: joined(
            o.discount_cents > 0 && `discount ${money(o.discount_cents)}`,
            o.paid_at
              ? `paid ${formatDateTime(o.paid_at)}`
              : `created ${formatDateTime(o.created_at)}`,
            o.ended_at && `ended ${formatDateTime(o.ended_at)}`,
          ),
        }))}
      />
    </Section>
  );
}

export function PaymentsSection({ family }: { family: FamilyDetails }) {
  return (
    <Section id="family-payments" title="Camp payments" count={family.payments.length}>
      <Rows
        items={family.payments.map((p) => ({
          key: p.id,
          primary: joined(p.activity_name, money(p.amount_cents)),
          secondary: joined(
            `Itinerary #${p.itinerary_id}`,
            `paid ${when(p.paid_at)}`,
            p.canceled_at && `canceled ${formatDateTime(p.canceled_at)}`,
          ),
        }))}
      />
    </Section>
  );
}

export function RefundsSection({ family }: { family: FamilyDetails }) {
  return (
    <Section id="family-refunds" title="Cancellations and refunds" count={family.refunds.length}>
      <Rows
        items={family.refunds.map((r) => ({
          key: r.id,
          primary: joined(r.activity_name, r.status),
          secondary: joined(
            `paid ${money(r.paid_cents)}`,
            r.refund_amount_cents !== null && `refund ${money(r.refund_amount_cents)}`,
            r.refunded_at
              ? `refunded ${formatDateTime(r.refunded_at)}`
              : `asked ${formatDateTime(r.created_at)}`,
          ),
        }))}
      />
    </Section>
  );
}

export function MessagesSection({ family }: { family: FamilyDetails }) {
  return (
    <Section id="family-messages" title="Messages" count={family.messages.length}>
      <Rows
        items={family.messages.map((m) => ({
          key: m.id,
          primary: m.text,
          secondary: joined(
            m.sender_role === 'assistant' ? 'MIA' : m.sender_role,
            `itinerary #${m.itinerary_id}`,
            formatDateTime(m.created_at),
          ),
        }))}
      />
    </Section>
  );
}

export function ChangeRequestsSection({ family }: { family: FamilyDetails }) {
  return (
    <Section id="family-changes" title="Change requests" count={family.change_requests.length}>
      <Rows
        items={family.change_requests.map((c) => ({
          key: c.id,
          primary: joined(c.activity_name, c.reason.split(',').join(', ')),
          secondary: joined(
            c.more_information,
            `itinerary #${c.itinerary_id}`,
            c.resolved_at ? `resolved ${formatDateTime(c.resolved_at)}` : 'open',
          ),
        }))}
      />
    </Section>
  );
}
