import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Container, Typography } from '@mui/material';
import type { PackageName } from '@camp/shared/enums';
import {
  ADVERTISED_PRICES,
  FIRST_RESPONSE_TEXT,
} from '../../../components/packages/package-content';
import {
  PackageFeatureGrid,
  PlanCard,
  type PlanPrice,
} from '../../../components/packages/plan-card';
import { PageBanner } from '../components/page-banner';
import { paths } from '../../../lib/paths';
import { HydrateWhenVisible } from '../../../components/ui/hydrate-when-visible';

/** The spec's pricing page toggles between the advertised one-time and annual plans. */
const PRICING_PLANS: PlanPrice[] = (['one_time', 'annually'] as const).map((name) => ({
  name,
  price: ADVERTISED_PRICES[name],
}));

/** Pricing: the premium card with a one-time / annual toggle and the common package features. */
export function PricingPage() {
  const [plan, setPlan] = useState<PackageName>('annually');
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
          <PlanCard
            plans={PRICING_PLANS}
            value={plan}
            onChange={setPlan}
            sx={{ mt: { md: -12 }, zIndex: 1 }}
            action={
              <Button
                component={RouterLink}
                to={paths.parent.packages}
                variant="contained"
                size="large"
                fullWidth
                sx={{ py: 1.5, borderRadius: 999, fontSize: '1.05rem' }}
              >
                Choose Package
              </Button>
            }
            footnote="Prefer to pay monthly? The monthly plan is on the Package page, and code MYTRIAL gives your first month free."
          />

          {/* Below the plan on a phone: hydrated when it comes near the view. */}
          <HydrateWhenVisible>
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
              <PackageFeatureGrid />
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
                <Typography sx={{ mt: 1, opacity: 0.9 }}>{FIRST_RESPONSE_TEXT}</Typography>
              </Box>
            </Box>
          </HydrateWhenVisible>
        </Box>
      </Container>
    </>
  );
}
