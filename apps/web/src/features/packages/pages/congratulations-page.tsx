import { Box, Typography } from '@mui/material';
import { PageContainer } from '../../../components/ui/page-container';
import { PackageFeatureGrid } from '../../../components/packages/plan-card';
import { AfterPaymentNote } from '../components/after-payment-note';
import { ChooserLayout } from '../components/chooser-layout';

/**
 * /congratulations: where a new parent lands after signing up: the package
 * chooser and the benefits every package has.
 */
export function CongratulationsPage() {
  return (
    <PageContainer
      title="Congratulations!"
      subtitle="Your account is ready. Choose a package, and a program specialist will start planning with you."
      centered
    >
      <ChooserLayout
        aside={
          <>
            <Box component="section" aria-labelledby="benefits-title">
              <Typography
                variant="h2"
                id="benefits-title"
                sx={{ fontSize: { xs: '1.5rem', md: '1.9rem' } }}
              >
                Every package includes
              </Typography>
              <PackageFeatureGrid />
            </Box>
            <Box sx={{ mt: 4 }}>
              <AfterPaymentNote />
            </Box>
          </>
        }
      />
    </PageContainer>
  );
}
