import {
  Link,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminDashboard } from '@camp/shared/admin-dashboard';
import { paths } from '../../../lib/paths';
import { TrendChart } from './trend-chart';

const count = (n: number) => n.toLocaleString('en-US');

/** What MIA's language model used: month by month, and this month's heaviest families. */
export function MiaUsage({ usage }: { usage: AdminDashboard['mia_usage'] }) {
  const month = usage.months[usage.months.length - 1];
  const used = month ? month.prompt_tokens + month.completion_tokens : 0;
  const cap = usage.monthly_token_cap;
  return (
    <>
      <Typography variant="h4" component="h2" sx={{ mt: 3.2, mb: 0.6 }}>
        MIA’s language model
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1.6 }}>
        {cap === null
          ? `${count(used)} tokens this month (UTC); no monthly cap is set.`
          : `${count(used)} of the monthly cap of ${count(cap)} tokens this month (UTC); past it, the built-in assistant answers.`}
      </Typography>
      <TrendChart
        title="MIA tokens by month"
        per="month"
        periods={usage.months.map((m) => m.month)}
        series={[
          {
            label: 'Prompt tokens',
            data: usage.months.map((m) => m.prompt_tokens),
            color: '#1f5f5b',
            stack: 'tokens',
          },
          {
            label: 'Completion tokens',
            data: usage.months.map((m) => m.completion_tokens),
            color: '#c9962a',
            stack: 'tokens',
          },
        ]}
      />
      <Paper
        component="section"
        aria-labelledby="mia-families-title"
        variant="outlined"
        sx={{ p: { xs: 1.6, sm: 2.4 }, mt: 2.4, borderRadius: '18px' }}
      >
        <Typography id="mia-families-title" variant="h5" component="h2" sx={{ mb: 0.6 }}>
          MIA use by family this month
        </Typography>
        {usage.families.length === 0 ? (
          <Typography color="text.secondary">
            No family has used the language model this month.
          </Typography>
        ) : (
          <TableContainer tabIndex={0} role="region" aria-label="MIA use by family">
            <Table size="small" aria-labelledby="mia-families-title">
              <TableHead>
                <TableRow>
                  <TableCell>Family</TableCell>
                  <TableCell align="right">Answers</TableCell>
                  <TableCell align="right">Prompt tokens</TableCell>
                  <TableCell align="right">Completion tokens</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {usage.families.map((f) => (
                  <TableRow key={f.parent_id}>
                    <TableCell component="th" scope="row">
                      <Link component={RouterLink} to={paths.admin.family(f.parent_id)}>
                        {f.name || f.email}
                      </Link>
                    </TableCell>
                    <TableCell align="right">{count(f.replies)}</TableCell>
                    <TableCell align="right">{count(f.prompt_tokens)}</TableCell>
                    <TableCell align="right">{count(f.completion_tokens)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Paper>
    </>
  );
}
