import { Box, Button, Paper, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { packagePriceSchema } from '@camp/shared/admin-packages';
import { PACKAGE_PERIOD_LABELS } from '@camp/shared/enums';
import type { Package } from '@camp/shared/payment';
import { FormTextField } from '../../../components/ui/form-text-field';
import { toast } from '../../../components/ui/toaster';
import { applyServerErrors, sharedResolver } from '../../../lib/form-support';
import { formatCents } from '../../../lib/format';
import { changePackagePrice, packageKeys, packagesQueryOptions } from '../api/packages';

/** One plan's price, saved on its own. */
function PriceForm({ pkg }: { pkg: Package }) {
  const queryClient = useQueryClient();
  const label = `${PACKAGE_PERIOD_LABELS[pkg.name]} price (dollars)`;
  const form = useForm<{ price: string }, unknown, { price: number }>({
    values: { price: String(pkg.price) },
    resolver: sharedResolver<{ price: string }, typeof packagePriceSchema>(packagePriceSchema),
  });
  const submit = form.handleSubmit(async ({ price }) => {
    try {
      const saved = await changePackagePrice(pkg.id, { price });
      toast.success(
        `${PACKAGE_PERIOD_LABELS[saved.name]} now costs ${formatCents(saved.price_cents)}.`,
      );
      await queryClient.invalidateQueries({ queryKey: packageKeys.all });
    } catch (err) {
      applyServerErrors(err, form.setError, ['price']);
    }
  });
  return (
    <Box
      component="form"
      noValidate
      aria-label={`${PACKAGE_PERIOD_LABELS[pkg.name]} price`}
      onSubmit={(e) => void submit(e)}
      sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}
    >
      <FormTextField
        control={form.control}
        name="price"
        label={label}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <Button
        type="submit"
        variant="outlined"
        disabled={form.formState.isSubmitting}
        sx={{ mt: 1 }}
      >
        Save
      </Button>
    </Box>
  );
}

/**
 * The plans' prices. A change applies to purchases from then on; subscriptions already bought
 * renew at the price they were sold at.
 */
export function PackagePrices() {
  const plans = useQuery(packagesQueryOptions());
  return (
    <Paper
      component="section"
      aria-labelledby="package-prices-title"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 2.4 }, mb: 2.4, borderRadius: '18px' }}
    >
      <Typography id="package-prices-title" variant="h5" component="h2" sx={{ mb: 0.5 }}>
        Package prices
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        A new price applies to purchases from now on; subscriptions already bought keep theirs.
      </Typography>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
      >
        {(plans.data ?? []).map((pkg) => (
          <PriceForm key={pkg.id} pkg={pkg} />
        ))}
      </Box>
    </Paper>
  );
}
