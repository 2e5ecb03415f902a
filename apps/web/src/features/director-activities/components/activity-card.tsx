import type { ReactNode } from 'react';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Checkbox,
  Chip,
  Typography,
} from '@mui/material';
import EditIcon from '@mui/icons-material/EditOutlined';
import ContentCopyIcon from '@mui/icons-material/ContentCopyOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import ChecklistIcon from '@mui/icons-material/ChecklistOutlined';
import { Link as RouterLink } from 'react-router-dom';
import type { DirectorActivity } from '@camp/shared/director-activity';
import { formatDateRange, formatDuration, formatSchedule } from '../../../lib/format';
import { paths } from '../../../lib/paths';

export interface ActivityCardProps {
  activity: DirectorActivity;
  programId: number;
  onDelete: (activity: DirectorActivity) => void;
  onPreview: (activity: DirectorActivity) => void;
  /** With onSelectedChange: a checkbox selecting the activity for 'Delete selected'. */
  selected?: boolean;
  onSelectedChange?: (checked: boolean) => void;
}

/** One activity of a program's list: its facts and Edit, Duplicate, Delete and Preview. */
export function ActivityCard({
  activity,
  programId,
  onDelete,
  onPreview,
  selected = false,
  onSelectedChange,
}: ActivityCardProps) {
  const headingId = `activity-${activity.id}-name`;
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%', borderRadius: 3 }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 1 }}>
          {onSelectedChange && (
            <Checkbox
              checked={selected}
              onChange={(e) => onSelectedChange(e.target.checked)}
              slotProps={{ input: { 'aria-label': `Select ${activity.name}` } }}
              sx={{ p: 0.5, mt: -0.25, ml: -0.5 }}
            />
          )}
          <Typography
            id={headingId}
            variant="h6"
            component="h3"
            sx={{ fontWeight: 800, flexGrow: 1, overflowWrap: 'anywhere' }}
          >
            {activity.name}
          </Typography>
          {activity.unpublished_at && <Chip label="Unpublished" size="small" variant="outlined" />}
          {activity.duplicated_status && (
            <Chip label="Duplicate" size="small" color="secondary" variant="outlined" />
          )}
        </Box>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'max-content 1fr',
            columnGap: 1.5,
            rowGap: 0.5,
            m: 0,
            '& dt': { color: 'text.secondary', fontWeight: 600 },
            '& dd': { m: 0, overflowWrap: 'anywhere' },
          }}
        >
          <Item label="Provider">{activity.provider_name}</Item>
          {activity.parent_sku && <Item label="Parent SKU">{activity.parent_sku}</Item>}
          <Item label="SKU">{activity.sku}</Item>
          <Item label="Location">{activity.location}</Item>
          <Item label="Dates">{formatDateRange(activity.start_date, activity.end_date)}</Item>
          <Item label="Meets">
            {formatSchedule(activity.meeting_days, activity.start_time, activity.end_time)}
          </Item>
          <Item label="Duration">
            {formatDuration(activity.start_date, activity.end_date, activity.meeting_days)}
          </Item>
          {activity.details && <Item label="Details">{activity.details}</Item>}
          {activity.what_to_bring && (
            <Item label="What to bring">{activity.what_to_bring}</Item>
          )}
        </Box>
      </CardContent>
      <CardActions
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(auto-fit, minmax(120px, 1fr))' },
          gap: 1,
          px: 2,
          pb: 2,
          '& > :not(style) ~ :not(style)': { ml: 0 },
        }}
      >
        <Button
          component={RouterLink}
          to={paths.director.editActivity(programId, activity.id)}
          variant="outlined"
          size="small"
          startIcon={<EditIcon />}
          aria-label={`Edit activity ${activity.name}`}
        >
          Edit activity
        </Button>
        {!activity.duplicated_status && (
          <Button
            component={RouterLink}
            to={paths.director.duplicateActivity(programId, activity.id)}
            variant="outlined"
            size="small"
            startIcon={<ContentCopyIcon />}
            aria-label={`Duplicate ${activity.name}`}
          >
            Duplicate
          </Button>
        )}
        <Button
          variant="outlined"
          size="small"
          color="error"
          startIcon={<DeleteIcon />}
          disabled={activity.has_duplicates}
          title={activity.has_duplicates ? 'Delete its duplicates first' : undefined}
          onClick={() => onDelete(activity)}
          aria-label={`Delete ${activity.name}`}
        >
          Delete
        </Button>
        <Button
          component={RouterLink}
          to={paths.director.activityRoster(activity.id)}
          variant="outlined"
          size="small"
          startIcon={<ChecklistIcon />}
          aria-label={`Roster of ${activity.name}`}
        >
          Roster
        </Button>
        <Button
          variant="outlined"
          size="small"
          startIcon={<VisibilityIcon />}
          onClick={() => onPreview(activity)}
          aria-label={`Preview ${activity.name}`}
        >
          Preview
        </Button>
      </CardActions>
    </Card>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2">
        {label}
      </Typography>
      <Typography component="dd" variant="body2">
        {children}
      </Typography>
    </>
  );
}
