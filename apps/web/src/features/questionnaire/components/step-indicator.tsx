import { Box, ButtonBase, LinearProgress, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import { visuallyHidden } from '../../../components/ui/visually-hidden';

export interface StepIndicatorProps {
  titles: readonly string[];
  current: number;
  /** Go back to an earlier step (later ones are reached with Next, which validates). */
  onSelect: (index: number) => void;
}

/**
 * Where the person is in the questionnaire. Desktop: the numbered list of steps, earlier ones
 * clickable; phones: 'Step n of m' with a progress bar. The list is an <ol> with
 * aria-current="step", which screen readers announce.
 */
export function StepIndicator({ titles, current, onSelect }: StepIndicatorProps) {
  const total = titles.length;
  return (
    <Box component="nav" aria-label="Questionnaire steps" sx={{ mb: { xs: 2.5, md: 4 } }}>
      <Box sx={{ display: { xs: 'block', md: 'none' } }}>
        <Typography sx={{ fontWeight: 600, mb: 0.8 }}>
          Step {current + 1} of {total}: {titles[current]}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={((current + 1) / total) * 100}
          aria-label={`Step ${current + 1} of ${total}`}
          sx={{ height: 8, borderRadius: 4 }}
        />
      </Box>
      <Box
        component="ol"
        sx={{
          display: { xs: 'none', md: 'grid' },
          gridTemplateColumns: `repeat(${total}, minmax(0, 1fr))`,
          gap: 1,
          listStyle: 'none',
          p: 0,
          m: 0,
        }}
      >
        {titles.map((title, index) => {
          const done = index < current;
          const active = index === current;
          const content = (
            <>
              <Box
                aria-hidden
                sx={(t) => ({
                  width: 32,
                  height: 32,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  fontWeight: 700,
                  flexShrink: 0,
                  bgcolor: done || active ? 'primary.main' : 'transparent',
                  color: done || active ? 'primary.contrastText' : 'text.secondary',
                  border: `2px solid ${done || active ? t.palette.primary.main : t.palette.divider}`,
                })}
              >
                {done ? <CheckIcon fontSize="small" /> : index + 1}
              </Box>
              <Typography
                component="span"
                sx={{
                  fontSize: '0.85rem',
                  lineHeight: 1.3,
                  fontWeight: active ? 700 : 500,
                  color: active ? 'text.primary' : 'text.secondary',
                  textAlign: 'center',
                }}
              >
                <Box component="span" sx={visuallyHidden}>
                  {`Step ${index + 1}: `}
                </Box>
                {title}
                {done && (
                  <Box component="span" sx={visuallyHidden}>
                    {' (completed)'}
                  </Box>
                )}
              </Typography>
            </>
          );
          const itemSx = {
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: 0.6,
            width: '100%',
            p: 0.6,
            borderRadius: 2,
          } as const;
          return (
            <Box component="li" key={title} aria-current={active ? 'step' : undefined}>
              {done ? (
                <ButtonBase
                  onClick={() => onSelect(index)}
                  sx={{ ...itemSx, '&:hover': { bgcolor: 'action.hover' } }}
                  focusRipple
                >
                  {content}
                </ButtonBase>
              ) : (
                <Box sx={itemSx}>{content}</Box>
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
