import { Chip } from '@mui/material';
import type { PackageType } from '@camp/shared/enums';

/** 'Premium' (highlighted) or 'Basic'. */
export function PackageTypeChip({ type }: { type: PackageType }) {
  return (
    <Chip
      label={type}
      size="small"
      color={type === 'Premium' ? 'primary' : 'default'}
      sx={{ fontWeight: 700 }}
    />
  );
}
