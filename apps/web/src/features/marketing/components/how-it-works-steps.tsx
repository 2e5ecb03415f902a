import type { ComponentType } from 'react';
import { Box, Typography } from '@mui/material';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import CardGiftcardOutlinedIcon from '@mui/icons-material/CardGiftcardOutlined';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import { STEPS } from '../content/home';
import { visuallyHidden } from './styles';

const ICONS: ComponentType<SvgIconProps>[] = [
  AssignmentOutlinedIcon,
  CardGiftcardOutlinedIcon,
  MapOutlinedIcon,
  CalendarMonthOutlinedIcon,
];

/** The four steps as an ordered list; a dashed line joins them on wide screens. */
export function HowItWorksSteps({ headingLevel = 'h3' }: { headingLevel?: 'h2' | 'h3' }) {
  return (
    <Box
      component="ol"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
        gap: { xs: 2.5, md: 3 },
        position: 'relative',
      }}
    >
      <Box
        aria-hidden="true"
        sx={{
          display: { xs: 'none', lg: 'block' },
          position: 'absolute',
          top: 44,
          left: '12%',
          right: '12%',
          borderTop: '3px dashed #b9d3cb',
        }}
      />
      {STEPS.map((step, i) => {
        const Icon = ICONS[i]!;
        return (
          <Box
            component="li"
            key={step.title}
            sx={{
              position: 'relative',
              textAlign: { xs: 'left', lg: 'center' },
              bgcolor: 'background.paper',
              borderRadius: 2,
              p: 3,
              border: '1px solid #e3e9e6',
            }}
          >
            <Box
              sx={{
                position: 'relative',
                width: 56,
                height: 56,
                mx: { lg: 'auto' },
                mb: 2,
                borderRadius: '50%',
                bgcolor: 'primary.main',
                color: 'common.white',
                display: 'grid',
                placeItems: 'center',
              }}
            >
              <Icon aria-hidden="true" />
              <Box
                aria-hidden="true"
                sx={{
                  position: 'absolute',
                  top: -6,
                  right: -8,
                  width: 26,
                  height: 26,
                  borderRadius: '50%',
                  bgcolor: 'secondary.main',
                  color: 'primary.dark',
                  fontWeight: 900,
                  fontSize: '0.85rem',
                  display: 'grid',
                  placeItems: 'center',
                }}
              >
                {i + 1}
              </Box>
            </Box>
            <Typography
              component={headingLevel}
              sx={{ fontWeight: 800, fontSize: '1.15rem', mb: 1 }}
            >
              <Box component="span" sx={visuallyHidden}>{`Step ${i + 1}: `}</Box>
              {step.title}
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>{step.text}</Typography>
          </Box>
        );
      })}
    </Box>
  );
}
