import { GRADE_LEVELS } from '@camp/shared/enums';

/** A child's grade level by name, or 'not specified' when it is not given. */
export const gradeLabel = (value: number | null): string =>
  GRADE_LEVELS.find((g) => g.value === value)?.label ?? 'not specified';
