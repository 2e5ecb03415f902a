import {
  Box,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import dayjs from 'dayjs';

export interface WeeklySeries {
  label: string;
  data: number[];
  color: string;
  /** Bars of series with the same stack are piled up. */
  stack?: string;
}

const weekLabel = (monday: string) => dayjs(monday).format('MMM D');

/**
 * One chart of the dashboard: a series or a few over the weeks, drawn as bars or lines, with the
 * same figures in a table for screen readers and for reading exact values.
 */
export function WeeklyChart({
  title,
  weeks,
  series,
  kind = 'bar',
  format = (n) => n.toLocaleString('en-US'),
}: {
  title: string;
  weeks: string[];
  series: WeeklySeries[];
  kind?: 'bar' | 'line';
  format?: (n: number) => string;
}) {
  const labels = weeks.map(weekLabel);
  const common = {
    height: 260,
    series: series.map((s) => ({
      data: s.data,
      label: s.label,
      color: s.color,
      valueFormatter: (v: number | null) => (v === null ? '' : format(v)),
      ...(s.stack ? { stack: s.stack } : {}),
    })),
    yAxis: [{ valueFormatter: (v: number) => format(v), width: 64 }],
    margin: { left: 8, right: 8 },
  };
  const id = `chart-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      variant="outlined"
      sx={{ p: { xs: 1.6, sm: 2.4 }, borderRadius: '18px', minWidth: 0 }}
    >
      <Typography id={id} variant="h5" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box sx={{ minWidth: 0 }}>
        {kind === 'bar' ? (
          <BarChart {...common} xAxis={[{ data: labels, scaleType: 'band' }]} />
        ) : (
          <LineChart {...common} xAxis={[{ data: labels, scaleType: 'point' }]} />
        )}
      </Box>
      <Box component="details" sx={{ mt: 1 }}>
        <Box component="summary" sx={{ cursor: 'pointer', fontWeight: 700, color: 'primary.main' }}>
          Figures as a table
        </Box>
        <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={`${title}: figures`}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  Week of
                </TableCell>
                {series.map((s) => (
                  <TableCell key={s.label} component="th" scope="col" align="right">
                    {s.label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {weeks.map((w, i) => (
                <TableRow key={w}>
                  <TableCell component="th" scope="row">
                    {weekLabel(w)}
                  </TableCell>
                  {series.map((s) => (
                    <TableCell key={s.label} align="right">
                      {format(s.data[i] ?? 0)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </Box>
    </Paper>
  );
}
