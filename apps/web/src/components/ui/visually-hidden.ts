/**
 * Style that hides text on screen but keeps it for screen readers (MUI's `visuallyHidden`, which
 * @mui/material does not re-export).
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
