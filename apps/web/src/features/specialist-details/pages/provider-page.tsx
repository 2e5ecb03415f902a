import { useEffect } from 'react';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Button,
  Chip,
  CircularProgress,
  Link,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useQuery } from '@tanstack/react-query';
import {
  Link as RouterLink,
  Navigate,
  useLocation,
  useNavigate,
  useParams,
} from 'react-router-dom';
import {
  pageFromSearch,
  type ProviderActivityRow,
  type SpecialistProviderDetail,
} from '@camp/shared/specialist-details';
import { ListPagination } from '../../../components/ui/paged-list';
import { PageContainer } from '../../../components/ui/page-container';
import { toast } from '../../../components/ui/toaster';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { failureMessage } from '../../../lib/form-support';
import { useAddToItineraryMutation } from '../api/add-to-itinerary';
import { providerQueryOptions } from '../api/provider';
import { NoteButton } from '../components/note-dialog';
import { formatDateRange, formatListDate } from '../../../lib/format';
import { Facts, formatPrice, searchBackLink } from '../components/details';
import { NOT_FOUND_PATH } from './activity-page';
import { paths } from '../../../lib/paths';

export const activityPagePath = (id: number, itineraryId: number | null) =>
  paths.specialist.activity(id, itineraryId);

/** The page's query in the spec's form: `?itinerary_id=5&page-2` (page 1 leaves it out). */
export function providerSearch(page: number, itineraryId: number | null): string {
  const parts = [itineraryId ? `itinerary_id=${itineraryId}` : '', page > 1 ? `page-${page}` : ''];
  const query = parts.filter(Boolean).join('&');
  return query ? `?${query}` : '';
}

function itineraryIdFrom(search: string): number | null {
  const id = Number(new URLSearchParams(search).get('itinerary_id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

function ProviderFacts({ p }: { p: SpecialistProviderDetail }) {
  const link = (href: string | null, label: string) =>
    href ? (
      <Link href={href} target="_blank" rel="noopener noreferrer">
        {label}
      </Link>
    ) : null;
  return (
    <Facts
      rows={[
        ['Location', p.location],
        [
          'Email',
          <Link key="e" href={`mailto:${p.email}`}>
            {p.email}
          </Link>,
        ],
        ['Phone', p.phone_number],
        ['Website', link(p.website, p.website)],
        ['FAQ', link(p.faq, 'Open FAQ')],
        ['Waiver form', link(p.waiver_form_url, 'Open waiver form')],
        [
          'Interests',
          p.interests.length ? (
            <Box key="i" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {p.interests.map((i) => (
                <Chip key={i.id} label={i.name} size="small" />
              ))}
            </Box>
          ) : null,
        ],
        ['Special needs', Object.values(p.special_needs).filter(Boolean).join('\n') || null],
        ['Personal growth', p.personal_growth],
        ['Financial aid', p.financial_aid_description],
        [
          'Financial aid percent',
          p.financial_aid_percent === null ? null : `${p.financial_aid_percent}%`,
        ],
        ['Financial aid link', link(p.financial_aid_link, 'Open financial aid')],
        ['Cancellation policy', p.cancellation_policy],
        ['Description', p.description],
        ['Specialist note', p.specialist_notes],
      ]}
    />
  );
}

function ActivityActions({
  row,
  itineraryId,
  onAdd,
  adding,
}: {
  row: ProviderActivityRow;
  itineraryId: number | null;
  onAdd: (row: ProviderActivityRow) => void;
  adding: boolean;
}) {
  const full = row.available_seats === 0;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <Button
        size="small"
        component={RouterLink}
        to={activityPagePath(row.id, itineraryId)}
        aria-label={`View activity ${row.name}`}
      >
        View activity
      </Button>
      {itineraryId &&
        (row.is_added ? (
          <Chip label="Added" color="success" size="small" />
        ) : (
          <Button
            size="small"
            variant="outlined"
            disabled={adding || full}
            onClick={() => onAdd(row)}
          >
            {/* The accessible name starts with the visible text (WCAG 2.5.3), then the activity. */}
            Add to itinerarie
            <Box component="span" sx={visuallyHidden}>
              : {row.name}
            </Box>
          </Button>
        ))}
    </Box>
  );
}

const openUrl = (row: ProviderActivityRow) => (
  <Link
    href={row.url}
    target="_blank"
    rel="noopener noreferrer"
    aria-label={`Open url of ${row.name}`}
  >
    Open url
  </Link>
);

/** activityProvider/{id}: the program, its note and its activities 10 a page. */
export function ProviderPage() {
  const id = Number(useParams().id);
  const validId = Number.isInteger(id) && id > 0;
  const location = useLocation();
  const navigate = useNavigate();
  const page = pageFromSearch(location.search);
  const itineraryId = itineraryIdFrom(location.search);
  const query = useQuery({ ...providerQueryOptions(id, page, itineraryId), enabled: validId });
  const add = useAddToItineraryMutation(id);
  const mobile = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const goTo = (next: number, replace = false) =>
    void navigate(`${location.pathname}${providerSearch(next, itineraryId)}`, { replace });

  // The server answers the page it used (a page past the end is the last one): show it.
  const served = query.data?.pagy.page;
  useEffect(() => {
    if (served !== undefined && !query.isPlaceholderData && served !== page) goTo(served, true);
  });

  if (!validId || query.isError) return <Navigate to={NOT_FOUND_PATH} replace />;
  const backLink = searchBackLink(itineraryId ? String(itineraryId) : null);
  const data = query.data;
  if (!data) {
    return (
      <PageContainer title="Provider" backLink={backLink}>
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
          <CircularProgress aria-label="Loading provider" />
        </Box>
      </PageContainer>
    );
  }
  const p = data.activity_provider;
  const onAdd = (row: ProviderActivityRow) =>
    itineraryId &&
    add.mutate(
      { itinerary_id: itineraryId, activity_id: row.id },
      { onError: (err) => toast.error(failureMessage(err), 'Error') },
    );
  const actions = (row: ProviderActivityRow) => (
    <ActivityActions row={row} itineraryId={itineraryId} onAdd={onAdd} adding={add.isPending} />
  );

  return (
    <PageContainer
      title={p.name}
      backLink={backLink}
      actions={
        <NoteButton
          target={{ kind: 'provider', id: p.id }}
          note={p.specialist_notes}
          name={p.name}
        />
      }
    >
      <Stack spacing={3}>
        <Paper
          component="section"
          variant="outlined"
          aria-labelledby="provider-details"
          sx={{ p: { xs: 2, sm: 3 } }}
        >
          <Typography id="provider-details" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
            Details
          </Typography>
          <ProviderFacts p={p} />
        </Paper>
        <Paper
          component="section"
          variant="outlined"
          aria-labelledby="provider-activities"
          sx={{ p: { xs: 2, sm: 3 } }}
        >
          <Typography id="provider-activities" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
            Activities
          </Typography>
          {data.activities.length === 0 ? (
            <Typography>No results</Typography>
          ) : mobile ? (
            <Box>
              {data.activities.map((row) => (
                <Accordion key={row.id} disableGutters>
                  <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                    <Box>
                      <Typography sx={{ fontWeight: 600 }}>{row.name}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {formatDateRange(row.start_date, row.end_date)}
                      </Typography>
                    </Box>
                  </AccordionSummary>
                  <AccordionDetails>
                    <Stack spacing={1}>
                      <Typography>Price: {formatPrice(row.price)}</Typography>
                      {openUrl(row)}
                      {actions(row)}
                    </Stack>
                  </AccordionDetails>
                </Accordion>
              ))}
            </Box>
          ) : (
            <TableContainer>
              <Table size="small" aria-labelledby="provider-activities">
                <TableHead>
                  <TableRow>
                    <TableCell>Name</TableCell>
                    <TableCell>Start date</TableCell>
                    <TableCell>End date</TableCell>
                    <TableCell>Url</TableCell>
                    <TableCell>Price</TableCell>
                    <TableCell>Actions</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.activities.map((row) => (
                    <TableRow key={row.id}>
                      <TableCell>{row.name}</TableCell>
                      <TableCell>{formatListDate(row.start_date)}</TableCell>
                      <TableCell>{formatListDate(row.end_date)}</TableCell>
                      <TableCell>{openUrl(row)}</TableCell>
                      <TableCell>{formatPrice(row.price)}</TableCell>
                      <TableCell>{actions(row)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
          <ListPagination page={data.pagy.page} pages={data.pagy.pages} onChange={(n) => goTo(n)} />
        </Paper>
      </Stack>
    </PageContainer>
  );
}
