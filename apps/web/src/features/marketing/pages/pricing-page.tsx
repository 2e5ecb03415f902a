import { Box, Container, Typography } from '@mui/material';
import { FIRST_RESPONSE_TEXT } from '../../../components/packages/package-content';
import { PackageFeatureGrid } from '../../../components/packages/plan-card';
import { PageBanner } from '../components/page-banner';
import { PricingPlans } from '../components/pricing-plans';
import { HydrateWhenVisible } from '../../../components/ui/hydrate-when-visible';
import { Island } from '../../../islands/island';

/** Pricing: the premium card with a one-time / annual toggle and the common package features. */
export function PricingPage() {
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
          <Island name="pricing-plans" component={PricingPlans} />

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
