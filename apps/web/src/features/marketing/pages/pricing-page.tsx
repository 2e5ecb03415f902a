import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Box,
  Button,
  Chip,
  Container,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import StarRoundedIcon from '@mui/icons-material/StarRounded';
import { PACKAGE_FEATURES, PRICING_OPTIONS, type PricingPeriod } from '../content/packages';
import { PageBanner } from '../components/page-banner';

/** Pricing: the premium card with a one-time / annual toggle and the common package features. */
export function PricingPage() {
  const [period, setPeriod] = useState<PricingPeriod>('annual');
  const option = PRICING_OPTIONS[period];
  return (
    <>
      <PageBanner
        eyebrow="Pricing"
        title="Simple pricing for a summer well planned"
        lead="Choose one plan for one child, or a year of unlimited planning for the whole family. No hidden fees."
      />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 7 } }}>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: '460px 1fr' },
            gap: { xs: 5, md: 7 },
            alignItems: 'start',
          }}
        >
          <Box
            component="section"
            aria-labelledby="premium-card-title"
            sx={{
              position: 'relative',
              borderRadius: 2.5,
              p: { xs: 3, md: 4 },
              bgcolor: 'background.paper',
              border: '2px solid',
              borderColor: 'primary.main',
              boxShadow: '0 24px 60px rgba(14, 62, 59, 0.15)',
              mt: { md: -12 },
              zIndex: 1,
            }}
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
              value={period}
              exclusive
              fullWidth
              onChange={(_e, next: PricingPeriod | null) => next && setPeriod(next)}
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
                },
              }}
            >
              {(Object.keys(PRICING_OPTIONS) as PricingPeriod[]).map((key) => (
                <ToggleButton
                  key={key}
                  value={key}
                  sx={{
                    color: 'text.primary',
                    '&.Mui-selected, &.Mui-selected:hover': {
                      bgcolor: 'primary.main',
                      color: 'common.white',
                    },
                  }}
                >
                  {PRICING_OPTIONS[key].toggleLabel}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            <Box aria-live="polite" sx={{ mt: 3 }}>
              <Typography sx={{ fontWeight: 800, color: 'primary.main' }}>{option.name}</Typography>
              <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mt: 0.5 }}>
                <Typography
                  component="p"
                  sx={{ fontSize: '3.2rem', fontWeight: 900, lineHeight: 1, color: 'primary.dark' }}
                >
                  ${option.priceDollars}
                </Typography>
                <Typography sx={{ color: 'text.secondary', fontWeight: 700 }}>
                  {option.priceSuffix}
                </Typography>
              </Box>
              <Typography sx={{ mt: 1.5, fontWeight: 800, fontSize: '1.1rem' }}>
                {option.advantage}
              </Typography>
              <Typography sx={{ mt: 0.5, color: 'text.secondary' }}>
                {option.description}
              </Typography>
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
            <Button
              component={RouterLink}
              to="/packages"
              variant="contained"
              size="large"
              fullWidth
              sx={{ mt: 4, py: 1.5, borderRadius: 999, fontSize: '1.05rem' }}
            >
              Choose Package
            </Button>
            <Typography
              sx={{ mt: 2, fontSize: '0.9rem', color: 'text.secondary', textAlign: 'center' }}
            >
              Prefer to pay monthly? The monthly plan is on the Package page, and code MYTRIAL gives
              your first month free.
            </Typography>
          </Box>

          <Box component="section" aria-labelledby="features-title">
            <Typography
              variant="h2"
              id="features-title"
              sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}
            >
              Every package includes
            </Typography>
            <Typography sx={{ mt: 1, color: 'text.secondary', fontSize: '1.05rem' }}>
              Whichever plan you choose, you get a real program specialist and all of our planning
              tools.
            </Typography>
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
                  sx={{
                    p: 2.5,
                    borderRadius: 1.5,
                    bgcolor: '#f4f8f6',
                    border: '1px solid #e3e9e6',
                  }}
                >
                  <Typography variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 800 }}>
                    {f.title}
                  </Typography>
                  <Typography sx={{ mt: 0.5, color: 'text.secondary' }}>{f.text}</Typography>
                </Box>
              ))}
            </Box>
            <Box
              sx={{
                mt: 4,
                p: 3,
                borderRadius: 1.5,
                bgcolor: 'primary.dark',
                color: 'common.white',
              }}
            >
              <Typography variant="h3" sx={{ fontSize: '1.15rem', fontWeight: 800 }}>
                What happens after I pay?
              </Typography>
              <Typography sx={{ mt: 1, opacity: 0.9 }}>
                Your program specialist introduces themselves within 8 business hours of your
                questionnaire, and your first itinerary is targeted within 2 business days.
              </Typography>
            </Box>
          </Box>
        </Box>
      </Container>
    </>
  );
}
