import { queryOptions } from '@tanstack/react-query';
import { PACKAGE_NAMES } from '@camp/shared/enums';
import { packagesResponseSchema, type Package } from '@camp/shared/payment';
import { apiFetch } from '../../../lib/api-client';
import { packageKeys } from './keys';

/** GET /api/v1/packages → { packages }, in the chooser's order (one-time, monthly, annual). */
export async function fetchPackages(signal?: AbortSignal): Promise<Package[]> {
  const res = await apiFetch<unknown>('/api/v1/packages', { signal });
  const order = (p: Package) => PACKAGE_NAMES.indexOf(p.name);
  return packagesResponseSchema.parse(res).packages.sort((a, b) => order(a) - order(b));
}

export function packagesQueryOptions() {
  return queryOptions({
    queryKey: packageKeys.list(),
    queryFn: ({ signal }) => fetchPackages(signal),
    staleTime: 5 * 60_000,
  });
}
