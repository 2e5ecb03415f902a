import {
  Box,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { AdminDashboard } from '@camp/shared/admin-dashboard';
import { ITINERARY_STATUS_LABELS } from '@camp/shared/enums';
import { formatDateTime } from '../../../lib/format';
import { ExportCsvButton } from '../../../components/ui/list-filter';
import { downloadOverdueCsv } from '../api/dashboard';

const MISSED = {
  introduction: 'Introduction',
  first_itinerary: 'First itinerary',
} as const;

/** On a phone the table keeps who, which target and how long; the rest shows from tablets up. */
const WIDE_ONLY = { display: { xs: 'none', md: 'table-cell' } } as const;

/** The itineraries past a service target now, longest wait first. */
export function OverdueList({ overdue }: { overdue: AdminDashboard['overdue'] }) {
  const shown = overdue.itineraries.length;
  return (
    <Paper
      component="section"
      aria-labelledby="overdue-title"
      variant="outlined"
      sx={{ p: { xs: 1.6, sm: 2.4 }, mt: 2.4, borderRadius: '18px' }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 0.6 }}>
        <Typography id="overdue-title" variant="h5" component="h2" sx={{ flex: '1 1 auto' }}>
          Overdue now ({overdue.count})
        </Typography>
        {overdue.count > 0 && (
          <ExportCsvButton label="Export overdue CSV" download={downloadOverdueCsv} />
        )}
      </Box>
      <Typography color="text.secondary" sx={{ mb: 1.2 }}>
        {overdue.count === 0
          ? 'Every family is within its service targets.'
          : shown < overdue.count
            ? `The ${shown} longest waits of ${overdue.count}, longest first.`
            : 'Longest wait first.'}
      </Typography>
      {shown > 0 && (
        // Wider than a phone: the table scrolls sideways on its own, reachable by keyboard.
        <TableContainer tabIndex={0} role="region" aria-label="Overdue itineraries">
          <Table size="small" aria-labelledby="overdue-title">
            <TableHead>
              <TableRow>
                <TableCell>Family</TableCell>
                <TableCell>Target missed</TableCell>
                <TableCell sx={WIDE_ONLY}>Status</TableCell>
                <TableCell sx={WIDE_ONLY}>Specialist</TableCell>
                <TableCell sx={WIDE_ONLY}>Waiting since</TableCell>
                <TableCell align="right">Business hours</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {overdue.itineraries.map((o) => (
                <TableRow key={o.id}>
                  <TableCell component="th" scope="row">
                    {o.child_name ? `${o.child_name} (${o.parent_name})` : o.parent_name}
                    <Typography
                      variant="body2"
                      color="text.secondary"
                      sx={{ overflowWrap: 'anywhere' }}
                    >
                      {o.parent_email}
                    </Typography>
                  </TableCell>
                  <TableCell>{MISSED[o.missed]}</TableCell>
                  <TableCell sx={WIDE_ONLY}>{ITINERARY_STATUS_LABELS[o.status]}</TableCell>
                  <TableCell sx={WIDE_ONLY}>{o.specialist_name ?? 'Not assigned'}</TableCell>
                  <TableCell sx={WIDE_ONLY}>{formatDateTime(o.waiting_since)}</TableCell>
                  <TableCell align="right">{o.business_hours_waited}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
