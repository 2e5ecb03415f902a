import { Navigate } from 'react-router-dom';
import { Box, Typography } from '@mui/material';
import { PageContainer } from '../../../components/ui/page-container';
import { PLAN_ADVANTAGES } from '../../../components/packages/package-content';
import { AfterPaymentNote } from '../components/after-payment-note';
import { ChooserLayout } from '../components/chooser-layout';
import { usePremiumOnOpen } from '../hooks/use-premium-on-open';
import { PACKAGES_PATHS } from '../paths';

/** /packages: the package chooser. A paid Premium parent goes to the profile. */
export function PackagesPage() {
  const premium = usePremiumOnOpen();
  if (premium) return <Navigate to={PACKAGES_PATHS.profile} replace />;
  return (
    <PageContainer
      title="Package"
      subtitle="Pick how you would like to plan: one itinerary, or a program specialist for the whole family."
    >
      <ChooserLayout
        aside={
          <>
            <Box component="section" aria-labelledby="compare-title" sx={{ mb: 4 }}>
              <Typography
                variant="h2"
                id="compare-title"
                sx={{ fontSize: { xs: '1.5rem', md: '1.9rem' } }}
              >
                Which plan is right for me?
              </Typography>
              <Box component="dl" sx={{ mt: 2, display: 'grid', gap: 2 }}>
                {(
                  [
                    ['One-time', PLAN_ADVANTAGES.single, 'A single itinerary, paid once.'],
                    [
                      'Monthly or Annual',
                      PLAN_ADVANTAGES.premium,
                      'Premium: plan as often as you like while your subscription runs.',
                    ],
                  ] as const
                ).map(([term, advantage, text]) => (
                  <Box
                    key={term}
                    sx={{
                      p: 2.5,
                      borderRadius: 1.5,
                      bgcolor: '#f4f8f6',
                      border: '1px solid #e3e9e6',
                    }}
                  >
                    <Typography component="dt" sx={{ fontWeight: 800 }}>
                      {term}
                    </Typography>
                    <Typography component="dd" sx={{ m: 0, mt: 0.5 }}>
                      <strong>{advantage}.</strong> {text}
                    </Typography>
                  </Box>
                ))}
              </Box>
            </Box>
            <AfterPaymentNote />
          </>
        }
      />
    </PageContainer>
  );
}
