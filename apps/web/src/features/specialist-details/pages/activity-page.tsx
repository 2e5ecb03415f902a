import type { ReactNode } from 'react';
import { Box, Chip, CircularProgress, Link, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, Navigate, useParams, useSearchParams } from 'react-router-dom';
import { GRADE_LEVELS } from '@camp/shared/enums';
import type { SpecialistActivityDetail } from '@camp/shared/specialist-details';
import { PageContainer } from '../../../components/ui/page-container';
import { activityQueryOptions } from '../api/activity';
import { NoteButton } from '../components/note-dialog';
import { formatDateRange, formatSchedule } from '../../../lib/format';
import { Facts, formatPrice, searchBackLink } from '../components/details';
import { paths } from '../../../lib/paths';

export const NOT_FOUND_PATH = paths.notFound;
export const providerPagePath = (id: number) => paths.specialist.provider(id);

const grade = (value: number | null) => GRADE_LEVELS.find((g) => g.value === value)?.label;

function gradeRange(a: SpecialistActivityDetail): string | null {
  const from = grade(a.grade_level_start);
  const to = grade(a.grade_level_end);
  if (!from && !to) return null;
  return from === to || !to ? (from ?? null) : `${from ?? '-'} – ${to}`;
}

function seats(a: SpecialistActivityDetail): string {
  return a.total_seats === null ? 'No limit' : `${a.available_seats ?? 0} / ${a.total_seats}`;
}

function Chips({ items }: { items: { id: number; name: string }[] }): ReactNode {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {items.map((i) => (
        <Chip key={i.id} label={i.name} size="small" />
      ))}
    </Box>
  );
}

/** activity/{id}: the activity's details and the specialist note. */
export function ActivityPage() {
  const id = Number(useParams().id);
  const validId = Number.isInteger(id) && id > 0;
  const [search] = useSearchParams();
  const query = useQuery({ ...activityQueryOptions(id), enabled: validId });
  const backLink = searchBackLink(search.get('itinerary_id'));

  // A load failure goes to notFound.
  if (!validId || query.isError) return <Navigate to={NOT_FOUND_PATH} replace />;
  const a = query.data;
  if (!a) {
    return (
      <PageContainer title="Activity" backLink={backLink}>
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
          <CircularProgress aria-label="Loading activity" />
        </Box>
      </PageContainer>
    );
  }
  return (
    <PageContainer
      title={a.name}
      backLink={backLink}
      subtitle={
        <Link component={RouterLink} to={providerPagePath(a.activity_provider.id)}>
          {a.provider_name}
        </Link>
      }
      actions={
        <NoteButton
          target={{ kind: 'activity', id: a.id }}
          note={a.specialist_notes}
          name={a.name}
        />
      }
    >
      <Stack spacing={3}>
        <Paper
          component="section"
          variant="outlined"
          aria-labelledby="activity-details"
          sx={{ p: { xs: 2, sm: 3 } }}
        >
          <Typography id="activity-details" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
            Details
          </Typography>
          <Facts
            rows={[
              [
                'Dates',
                `${formatDateRange(a.start_date, a.end_date)} (${a.duration} ${a.duration === 1 ? 'day' : 'days'})`,
              ],
              ['Meets', formatSchedule(a.meeting_days, a.start_time, a.end_time)],
              ['Price', formatPrice(a.price)],
              ['Fee', a.fee ? formatPrice(a.fee) : null],
              ['Camp type', a.camp_type],
              ['Ages', a.age_level ? `${a.age_level[0]}–${a.age_level[1]}` : null],
              ['Grades', gradeRange(a)],
              ['Seats (available / total)', seats(a)],
              ['Location', a.location],
              ['Instructor', a.instructor],
              ['SKU', a.parent_sku ? `${a.sku} (duplicate of ${a.parent_sku})` : a.sku],
              [
                'Camp page',
                <Link key="url" href={a.url} target="_blank" rel="noopener noreferrer">
                  Open url
                </Link>,
              ],
              [
                'Media',
                <Link key="media" href={a.media_link} target="_blank" rel="noopener noreferrer">
                  Open media
                </Link>,
              ],
              ['Interests', a.interests.length ? <Chips key="i" items={a.interests} /> : null],
              [
                'Skill development',
                a.skill_development.length ? <Chips key="s" items={a.skill_development} /> : null,
              ],
              [a.camp_info_title ?? 'Camp info', a.camp_info_time],
              ['Description', a.description],
              ['Details', a.details],
              ['What to bring', a.what_to_bring],
              ['Other info', a.other_info],
            ]}
          />
        </Paper>
        {a.specialist_notes && (
          <Paper
            component="section"
            variant="outlined"
            aria-labelledby="activity-note"
            sx={{ p: { xs: 2, sm: 3 } }}
          >
            <Typography id="activity-note" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
              Specialist note
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-line' }}>{a.specialist_notes}</Typography>
          </Paper>
        )}
      </Stack>
    </PageContainer>
  );
}
