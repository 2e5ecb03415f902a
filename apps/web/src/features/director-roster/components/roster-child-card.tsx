import { useState, type ReactNode } from 'react';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Link,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import WarningIcon from '@mui/icons-material/WarningAmberRounded';
import type { RosterChild } from '@camp/shared/attendance';

/** '9:05 AM' in the browser's time zone. */
export const clockTime = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

const HEALTH_LABELS: [keyof RosterChild['health'], string][] = [
  ['allergies', 'Allergies'],
  ['medications', 'Medications'],
  ['medical_conditions', 'Medical conditions'],
  ['dietary_needs', 'Dietary needs'],
  ['accessibility_needs', 'Accessibility needs'],
  ['doctor_name', 'Doctor'],
  ['doctor_phone', 'Doctor’s phone'],
  ['insurance_provider', 'Insurance'],
  ['insurance_policy_number', 'Policy number'],
];

/** Where the child is today: not arrived, checked in, or checked out (and with whom). */
export function statusText(child: RosterChild): string {
  const a = child.attendance;
  if (!a) return 'Not checked in';
  const by = (name: string | null) => (name ? ` by ${name}` : '');
  if (!a.checked_out) return `Checked in ${clockTime(a.checked_in.at)}${by(a.checked_in.by)}`;
  return `Checked out ${clockTime(a.checked_out.at)} with ${a.pickup?.name ?? 'someone'}`;
}

export interface RosterChildCardProps {
  child: RosterChild;
  busy: boolean;
  onCheckIn: () => void;
  onCheckOut: (pickupName: string) => void;
  /** Undoes the latest step of the day: the check-out, else the check-in. */
  onUndo: () => void;
}

/** One booked child: the allergy flag, today's status, one big button, and the details. */
export function RosterChildCard({
  child,
  busy,
  onCheckIn,
  onCheckOut,
  onUndo,
}: RosterChildCardProps) {
  const [choosing, setChoosing] = useState(false);
  const headingId = `child-${child.child_id}-name`;
  const a = child.attendance;
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ borderRadius: 3 }}
    >
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 800 }}>
            {child.first_name}
            {child.age !== null && (
              <Typography component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                {`, ${child.age}`}
              </Typography>
            )}
          </Typography>
          {child.has_allergies && (
            <Chip icon={<WarningIcon />} label="Allergies" color="error" size="small" />
          )}
        </Box>
        {child.has_allergies && (
          <Typography variant="body2" sx={{ color: 'error.dark', fontWeight: 600 }}>
            {child.health.allergies}
          </Typography>
        )}
        <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
          {statusText(child)}
        </Typography>
        {!a && (
          <Button
            variant="contained"
            size="large"
            disabled={busy}
            onClick={onCheckIn}
            sx={{ minHeight: 56 }}
          >
            Check in {child.first_name}
          </Button>
        )}
        {a && !a.checked_out && (
          <Button
            variant="outlined"
            size="large"
            disabled={busy}
            onClick={() => setChoosing(true)}
            sx={{ minHeight: 56 }}
          >
            Check out {child.first_name}
          </Button>
        )}
        {a && (
          <Button
            variant="text"
            disabled={busy}
            onClick={onUndo}
            sx={{ minHeight: 44, justifySelf: 'start' }}
          >
            {a.checked_out ? 'Undo check-out' : 'Undo check-in'}
          </Button>
        )}
        <Details child={child} />
      </CardContent>
      <CheckOutDialog
        open={choosing}
        child={child}
        onClose={() => setChoosing(false)}
        onConfirm={(name) => {
          setChoosing(false);
          onCheckOut(name);
        }}
      />
    </Card>
  );
}

function Details({ child }: { child: RosterChild }) {
  const health = HEALTH_LABELS.filter(([key]) => child.health[key]);
  return (
    <Accordion
      disableGutters
      variant="outlined"
      sx={{ borderRadius: 2, '&::before': { display: 'none' } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} sx={{ minHeight: 48 }}>
        <Typography sx={{ fontWeight: 600 }}>Health and contacts</Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ display: 'grid', gap: 2 }}>
        <Group title="Health">
          {health.length === 0 ? (
            <Typography variant="body2">None given</Typography>
          ) : (
            <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5, '& dd': { m: 0, mb: 0.5 } }}>
              {health.map(([key, label]) => (
                <Box key={key}>
                  <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
                    {label}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ whiteSpace: 'pre-line' }}>
                    {child.health[key]}
                  </Typography>
                </Box>
              ))}
            </Box>
          )}
        </Group>
        <Group title="Emergency contacts">
          <People list={child.emergency_contacts} />
        </Group>
        <Group title="Authorised pickups">
          <People list={child.authorized_pickups} />
        </Group>
      </AccordionDetails>
    </Accordion>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section">
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function People({ list }: { list: RosterChild['authorized_pickups'] }) {
  if (list.length === 0) return <Typography variant="body2">None given</Typography>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {list.map((p) => (
        <Typography component="li" variant="body2" key={`${p.name}-${p.phone}`}>
          {p.name} ({p.relation}) <Link href={`tel:${p.phone}`}>{p.phone}</Link>
        </Typography>
      ))}
    </Box>
  );
}

function CheckOutDialog({
  open,
  child,
  onClose,
  onConfirm,
}: {
  open: boolean;
  child: RosterChild;
  onClose: () => void;
  onConfirm: (name: string) => void;
}) {
  const [picked, setPicked] = useState('');
  const titleId = `check-out-${child.child_id}-title`;
  const people = child.authorized_pickups;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Who is picking up {child.first_name}?</DialogTitle>
      <DialogContent>
        {people.length === 0 ? (
          <Typography>
            No one is on {child.first_name}’s authorised pickup list. Ask the family to add the
            person to the child’s profile.
          </Typography>
        ) : (
          <RadioGroup
            aria-labelledby={titleId}
            value={picked}
            onChange={(e) => setPicked(e.target.value)}
          >
            {people.map((p) => (
              <FormControlLabel
                key={`${p.name}-${p.phone}`}
                value={p.name}
                control={<Radio />}
                label={`${p.name} (${p.relation})`}
                sx={{ minHeight: 48 }}
              />
            ))}
          </RadioGroup>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={!picked} onClick={() => onConfirm(picked)}>
          Check out
        </Button>
      </DialogActions>
    </Dialog>
  );
}
