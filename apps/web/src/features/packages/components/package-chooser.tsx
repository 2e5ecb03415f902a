import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { Button, Skeleton } from '@mui/material';
import type { PackageName } from '@camp/shared/enums';
import { LoadError } from '../../../components/ui/paged-list';
import { PlanCard } from '../../../components/packages/plan-card';
import { packagesQueryOptions } from '../api/packages';
import { PACKAGES_PATHS } from '../paths';

export interface PackageChooserProps {
  /** The plan selected at first (the best value, annual, unless told). */
  initialPlan?: PackageName;
}

/**
 * The package chooser of /congratulations and /packages: the premium card with the server's
 * prices and a one-time / monthly / annual toggle; 'Choose Package' opens that plan's checkout.
 */
export function PackageChooser({ initialPlan = 'annually' }: PackageChooserProps) {
  const packages = useQuery(packagesQueryOptions());
  const [plan, setPlan] = useState<PackageName>(initialPlan);

  if (packages.isPending) {
    return (
      <Skeleton
        variant="rounded"
        height={640}
        sx={{ borderRadius: 2.5 }}
        aria-label="Loading packages"
      />
    );
  }
  if (packages.isError) {
    return <LoadError error={packages.error} onRetry={() => void packages.refetch()} />;
  }
  const offered = packages.data;
  // A plan the server does not sell (any more) cannot stay selected.
  const selected = offered.some((p) => p.name === plan) ? plan : (offered[0]?.name ?? plan);
  return (
    <PlanCard
      plans={offered}
      value={selected}
      onChange={setPlan}
      action={
        <Button
          component={RouterLink}
          to={PACKAGES_PATHS.checkout(selected)}
          variant="contained"
          size="large"
          fullWidth
          disabled={offered.length === 0}
          sx={{ py: 1.5, borderRadius: 999, fontSize: '1.05rem' }}
        >
          Choose Package
        </Button>
      }
    />
  );
}
