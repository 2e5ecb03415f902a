import type { ReactNode } from 'react';
import {
  Box,
  Chip,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
  type SxProps,
} from '@mui/material';
import type { Theme } from '@mui/material/styles';
import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import StarRoundedIcon from '@mui/icons-material/StarRounded';
import type { PackageName } from '@camp/shared/enums';
import { formatPrice } from '../../lib/format';
import { PACKAGE_FEATURES, PLAN_COPY } from './package-content';

export interface PlanPrice {
  name: PackageName;
  /** Whole dollars. */
  price: number;
}

export interface PlanCardProps {
  /** The plans the toggle offers, in order. */
  plans: PlanPrice[];
  value: PackageName;
  onChange: (plan: PackageName) => void;
  /** The call to action under the features (e.g. 'Choose Package'). */
  action: ReactNode;
  footnote?: ReactNode;
  sx?: SxProps<Theme>;
}

/**
 * The premium card (spec: "Pricing page: premium card with a toggle"): a billing toggle, the
 * chosen plan's price and advantage (single plan or premium), and the features every package
 * has. The public pricing page and the parent's package chooser both show it.
 */
export function PlanCard({ plans, value, onChange, action, footnote, sx }: PlanCardProps) {
  const copy = PLAN_COPY[value];
  const price = plans.find((p) => p.name === value)?.price;
  return (
    <Box
      component="section"
      aria-labelledby="premium-card-title"
      sx={[
        {
          position: 'relative',
          borderRadius: 2.5,
          p: { xs: 2.5, sm: 3, md: 4 },
          bgcolor: 'background.paper',
          border: '2px solid',
          borderColor: 'primary.main',
          boxShadow: '0 24px 60px rgba(14, 62, 59, 0.15)',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 1,
          flexWrap: 'wrap',
        }}
      >
        <Typography variant="h2" id="premium-card-title" sx={{ fontSize: '1.6rem' }}>
          Premium
        </Typography>
        <Chip
          icon={<StarRoundedIcon />}
          label="Most popular"
          sx={{
            bgcolor: '#fdf1d3',
            color: '#6b4b00',
            fontWeight: 800,
            '& .MuiChip-icon': { color: '#b8860b' },
          }}
        />
      </Box>
      <ToggleButtonGroup
        value={value}
        exclusive
        fullWidth
        onChange={(_e, next: PackageName | null) => next && onChange(next)}
        aria-label="Billing"
        sx={{
          mt: 2.5,
          bgcolor: '#f1f5f3',
          borderRadius: 999,
          p: 0.5,
          '& .MuiToggleButtonGroup-grouped': {
            border: 0,
            borderRadius: '999px !important',
            fontWeight: 800,
            textTransform: 'none',
            py: 1,
            px: { xs: 1, sm: 1.5 },
          },
        }}
      >
        {plans.map((plan) => (
          <ToggleButton
            key={plan.name}
            value={plan.name}
            sx={{
              color: 'text.primary',
              '&.Mui-selected, &.Mui-selected:hover': {
                bgcolor: 'primary.main',
                color: 'common.white',
              },
            }}
          >
            {PLAN_COPY[plan.name].toggleLabel}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box aria-live="polite" sx={{ mt: 3 }}>
        <Typography sx={{ fontWeight: 800, color: 'primary.main' }}>{copy.name}</Typography>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mt: 0.5 }}>
          <Typography
            component="p"
            sx={{ fontSize: '3.2rem', fontWeight: 900, lineHeight: 1, color: 'primary.dark' }}
          >
            {price === undefined ? '\u2014' : formatPrice(price)}
          </Typography>
          <Typography sx={{ color: 'text.secondary', fontWeight: 700 }}>
            {copy.priceSuffix}
          </Typography>
        </Box>
        <Typography sx={{ mt: 1.5, fontWeight: 800, fontSize: '1.1rem' }}>
          {copy.advantage}
        </Typography>
        <Typography sx={{ mt: 0.5, color: 'text.secondary' }}>{copy.description}</Typography>
      </Box>
      <Box
        component="ul"
        aria-label="Included in every package"
        sx={{ listStyle: 'none', p: 0, m: 0, mt: 3, display: 'grid', gap: 1 }}
      >
        {PACKAGE_FEATURES.map((f) => (
          <Box
            component="li"
            key={f.title}
            sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}
          >
            <Box
              aria-hidden="true"
              sx={{
                flex: 'none',
                width: 24,
                height: 24,
                borderRadius: '50%',
                bgcolor: '#e3f1ea',
                color: 'success.dark',
                display: 'grid',
                placeItems: 'center',
              }}
            >
              <CheckRoundedIcon sx={{ fontSize: 16 }} />
            </Box>
            <Typography sx={{ fontWeight: 600 }}>{f.title}</Typography>
          </Box>
        ))}
      </Box>
      <Box sx={{ mt: 4 }}>{action}</Box>
      {footnote && (
        <Typography
          sx={{ mt: 2, fontSize: '0.9rem', color: 'text.secondary', textAlign: 'center' }}
        >
          {footnote}
        </Typography>
      )}
    </Box>
  );
}

/** The common features as a grid of cards (pricing page, congratulations page). */
export function PackageFeatureGrid() {
  return (
    <Box
      sx={{
        mt: 3,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        gap: 2,
      }}
    >
      {PACKAGE_FEATURES.map((f) => (
        <Box
          key={f.title}
          sx={{ p: 2.5, borderRadius: 1.5, bgcolor: '#f4f8f6', border: '1px solid #e3e9e6' }}
        >
          <Typography variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 800 }}>
            {f.title}
          </Typography>
          <Typography sx={{ mt: 0.5, color: 'text.secondary' }}>{f.text}</Typography>
        </Box>
      ))}
    </Box>
  );
}
