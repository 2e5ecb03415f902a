import { queryOptions } from '@tanstack/react-query';
import type { PackagePriceInput } from '@camp/shared/admin-packages';
import { PACKAGE_NAMES } from '@camp/shared/enums';
import { packageSchema, packagesResponseSchema, type Package } from '@camp/shared/payment';
import { apiFetch } from '../../../lib/api-client';

export const packageKeys = { all: ['admin-packages'] as const };

/** The plans on sale, in the enum's order. */
export function packagesQueryOptions() {
  return queryOptions({
    queryKey: packageKeys.all,
    queryFn: async ({ signal }) =>
      packagesResponseSchema
        .parse(await apiFetch<unknown>('/api/v1/packages', { signal }))
        .packages.sort((a, b) => PACKAGE_NAMES.indexOf(a.name) - PACKAGE_NAMES.indexOf(b.name)),
  });
}

export async function changePackagePrice(id: number, body: PackagePriceInput): Promise<Package> {
  return packageSchema.parse(
    await apiFetch<unknown>(`/api/v1/admins/packages/${id}/price`, { method: 'PUT', body }),
  );
}
