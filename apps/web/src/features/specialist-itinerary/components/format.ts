import dayjs from 'dayjs';
import { GRADE_LEVELS } from '@camp/shared/enums';

export const formatDate = (iso: string): string => dayjs(iso).format('MMM D, YYYY');

export const formatDates = (start: string, end: string): string =>
  start === end ? formatDate(start) : `${formatDate(start)} – ${formatDate(end)}`;

export const gradeLabel = (value: number | null): string =>
  GRADE_LEVELS.find((g) => g.value === value)?.label ?? 'not specified';
