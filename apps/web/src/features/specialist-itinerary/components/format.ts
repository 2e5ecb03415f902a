import dayjs from 'dayjs';
import { GRADE_LEVELS } from '@camp/shared/enums';

export const formatDate = (iso: string): string => dayjs(iso).format('MMM D, YYYY');

export const formatDates = (start: string, end: string): string =>
  start === end ? formatDate(start) : `${formatDate(start)} – ${formatDate(end)}`;

export const formatTime = (hhmm: string): string => dayjs(`2000-01-01T${hhmm}`).format('h:mm A');

export const gradeLabel = (value: number | null): string =>
  GRADE_LEVELS.find((g) => g.value === value)?.label ?? 'not specified';
