import { Chip, type ChipProps } from '@mui/material';

export type StatusChipTone = 'primary' | 'success' | 'warning' | 'default';

/**
 * A small outlined status chip whose text passes WCAG AA on white: the theme's warning.main
 * (#b26a00) is 4:1 at chip size, so a warning chip reads in warning.dark.
 */
export function StatusChip({
  tone,
  filled = false,
  ...props
}: { tone: StatusChipTone; filled?: boolean } & Omit<ChipProps, 'color' | 'variant'>) {
  const warning = tone === 'warning' && !filled;
  return (
    <Chip
      {...props}
      color={tone}
      variant={filled ? 'filled' : 'outlined'}
      sx={[
        warning ? { color: 'warning.dark', borderColor: 'warning.dark' } : {},
        ...(Array.isArray(props.sx) ? props.sx : [props.sx]),
      ]}
    />
  );
}
