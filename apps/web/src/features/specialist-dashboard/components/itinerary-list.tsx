import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Box,
  Button,
  Chip,
  Link,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { ACTION_BUTTONS_BREAKPOINT_PX } from '@camp/shared/constants';
import {
  DASHBOARD_TEXT,
  canApprove,
  canCancel,
  formatBusinessHours,
  formatDashboardDate,
  type DashboardItinerary,
} from '@camp/shared/specialist-dashboard';
import type { DashboardMove } from '../api/actions';
import { paths } from '../../../lib/paths';

export interface ItineraryListProps {
  itineraries: DashboardItinerary[];
  busyId: number | null;
  onMove: (itinerary: DashboardItinerary, move: DashboardMove) => void;
}

const submittedAt = (it: DashboardItinerary) => it.questionnaire?.submitted_at ?? it.created_at;

/** Business hours waited and the broken targets, if any. */
function ServiceTarget({ it }: { it: DashboardItinerary }) {
  const { service } = it;
  const broken = [
    service.intro_overdue && `intro > ${service.intro_target_hours} h`,
    service.first_itinerary_overdue &&
      `first itinerary > ${service.first_itinerary_target_hours} h`,
  ].filter(Boolean);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75 }}>
      <Typography variant="body2">{formatBusinessHours(service.business_hours_elapsed)}</Typography>
      {service.overdue && (
        <Chip
          size="small"
          color="error"
          label={DASHBOARD_TEXT.overdue}
          title={broken.join(', ')}
          aria-label={`${DASHBOARD_TEXT.overdue}: ${broken.join(', ')}`}
        />
      )}
    </Box>
  );
}

/** The row's buttons: 'Assign to me' (or why not), cancel, approve. */
/** The row's way into the itinerary review page. */
function ItineraryLink({ it, children }: { it: DashboardItinerary; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={paths.specialist.itinerary(it.id)} sx={{ color: 'inherit' }}>
      {children}
    </Link>
  );
}

function Actions({
  it,
  busy,
  onMove,
}: {
  it: DashboardItinerary;
  busy: boolean;
  onMove: ItineraryListProps['onMove'];
}) {
  const who = it.child_name ?? it.parent_name;
  const buttons: ReactNode[] = [];
  if (it.status === 'draft') {
    if (it.assignable) {
      buttons.push(
        <Button
          key="assign"
          size="small"
          variant="contained"
          disabled={busy}
          onClick={() => onMove(it, 'assign')}
          aria-label={`${DASHBOARD_TEXT.assign}: ${who}`}
        >
          {DASHBOARD_TEXT.assign}
        </Button>,
      );
    } else {
      buttons.push(
        <Chip
          key="blocked"
          size="small"
          variant="outlined"
          // Dark text on the warning outline: the warning colour alone is too light to read.
          sx={{ color: 'text.primary', borderColor: 'warning.main', fontWeight: 700 }}
          label={it.paid ? 'No child name' : DASHBOARD_TEXT.notPaid}
        />,
      );
    }
  }
  if (canApprove(it.status)) {
    buttons.push(
      <Button
        key="approve"
        size="small"
        variant="contained"
        color="success"
        disabled={busy}
        onClick={() => onMove(it, 'approve')}
        aria-label={`${DASHBOARD_TEXT.approve}: ${who}`}
      >
        {DASHBOARD_TEXT.approve}
      </Button>,
    );
  }
  if (canCancel(it.status)) {
    buttons.push(
      <Button
        key="cancel"
        size="small"
        variant="outlined"
        color="error"
        disabled={busy}
        onClick={() => onMove(it, 'cancel')}
        aria-label={`${DASHBOARD_TEXT.cancel}: ${who}`}
      >
        {DASHBOARD_TEXT.cancel}
      </Button>,
    );
  }
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>{buttons}</Box>
  );
}

const specialistName = (it: DashboardItinerary) => it.specialist?.name ?? 'Not assigned';

/** A table from the action-button breakpoint (1082 px) up, cards below it. */
export function ItineraryList({ itineraries, busyId, onMove }: ItineraryListProps) {
  const wide = useMediaQuery(`(min-width:${ACTION_BUTTONS_BREAKPOINT_PX}px)`, { noSsr: true });
  if (!wide) {
    return (
      <Box
        component="ul"
        aria-label="Itineraries"
        sx={{ p: 0, m: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 1.5 }}
      >
        {itineraries.map((it) => (
          <Paper
            component="li"
            key={it.id}
            variant="outlined"
            sx={{
              p: 2,
              borderRadius: '14px',
              borderColor: it.service.overdue ? 'error.main' : undefined,
            }}
          >
            <Typography
              variant="h6"
              component="h3"
              sx={{ fontSize: '1.05rem', overflowWrap: 'anywhere' }}
            >
              <ItineraryLink it={it}>
                {it.child_name ?? 'No child name'} · {it.parent_name}
              </ItineraryLink>
            </Typography>
            <Box
              component="dl"
              sx={{
                m: 0,
                mt: 1,
                display: 'grid',
                gridTemplateColumns: 'auto 1fr',
                columnGap: 1.5,
                rowGap: 0.5,
                '& dt': { color: 'text.secondary' },
                '& dd': { m: 0, overflowWrap: 'anywhere' },
              }}
            >
              <dt>Submitted</dt>
              <dd>{formatDashboardDate(submittedAt(it))}</dd>
              <dt>Specialist</dt>
              <dd>{specialistName(it)}</dd>
              <dt>Waiting</dt>
              <dd>
                <ServiceTarget it={it} />
              </dd>
            </Box>
            <Box sx={{ mt: 1.5 }}>
              <Actions it={it} busy={busyId === it.id} onMove={onMove} />
            </Box>
          </Paper>
        ))}
      </Box>
    );
  }
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: '14px' }}>
      <Table aria-label="Itineraries">
        <TableHead>
          <TableRow>
            <TableCell>Parent</TableCell>
            <TableCell>Child</TableCell>
            <TableCell>Submitted</TableCell>
            <TableCell>Specialist</TableCell>
            <TableCell>Business hours waiting</TableCell>
            <TableCell>Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {itineraries.map((it) => (
            <TableRow
              key={it.id}
              sx={it.service.overdue ? { bgcolor: 'rgba(211, 47, 47, 0.05)' } : undefined}
            >
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 700 }}>
                  <ItineraryLink it={it}>{it.parent_name}</ItineraryLink>
                </Typography>
                <Typography
                  variant="body2"
                  sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}
                >
                  {it.parent.email}
                </Typography>
              </TableCell>
              <TableCell>{it.child_name ?? '-'}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDashboardDate(submittedAt(it))}
              </TableCell>
              <TableCell>{specialistName(it)}</TableCell>
              <TableCell>
                <ServiceTarget it={it} />
              </TableCell>
              <TableCell>
                <Actions it={it} busy={busyId === it.id} onMove={onMove} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
