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

export interface TrendSeries {
  label: string;
  data: number[];
  color: string;
  /** Bars of series with the same stack are piled up. */
  stack?: string;
}

/** Weeks by their Monday (`2026-11-23`), months by their key (`2026-11`). */
const PERIODS = {
  week: { heading: 'Week of', label: (monday: string) => dayjs(monday).format('MMM D') },
  month: { heading: 'Month', label: (month: string) => dayjs(`${month}-01`).format('MMM YYYY') },
} as const;

/**
 * One chart of the dashboard: a series or a few over the weeks or months, drawn as bars or
 * lines, with the same figures in a table for screen readers and for reading exact values.
 */
export function TrendChart({
  title,
  periods,
  per = 'week',
  series,
  kind = 'bar',
  format = (n) => n.toLocaleString('en-US'),
}: {
  title: string;
  periods: string[];
  per?: keyof typeof PERIODS;
  series: TrendSeries[];
  kind?: 'bar' | 'line';
  format?: (n: number) => string;
}) {
  const period = PERIODS[per];
  const labels = periods.map(period.label);
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
                  {period.heading}
                </TableCell>
                {series.map((s) => (
                  <TableCell key={s.label} component="th" scope="col" align="right">
                    {s.label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {periods.map((p, i) => (
                <TableRow key={p}>
                  <TableCell component="th" scope="row">
                    {labels[i]}
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
