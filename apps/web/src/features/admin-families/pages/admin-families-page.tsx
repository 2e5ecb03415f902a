import { useQuery } from '@tanstack/react-query';
import { FAMILY_PAGE_SIZES, FAMILY_SORTS } from '@camp/shared/admin-families';
import {
  ExportCsvButton,
  InvalidFilterAlert,
  useListParams,
} from '../../../components/ui/list-filter';
import { PageContainer } from '../../../components/ui/page-container';
import { LoadError } from '../../../components/ui/paged-list';
import { downloadFamiliesCsv, familyListQueryOptions } from '../api/families';
import { FamilyFilters, familyFilter } from '../components/family-filters';
import { FamilyGrid } from '../components/family-grid';

/**
 * /admin/families: parent accounts, found by the parent's name or e-mail or a child's name,
 * paged and ordered through the URL and exported as CSV as filtered; a name opens the family.
 */
export function AdminFamiliesPage() {
  const list = useListParams(familyFilter, {
    pageSizes: FAMILY_PAGE_SIZES,
    sorts: FAMILY_SORTS,
    sort: 'created_at',
    order: 'desc',
  });
  const { query: filter, page, perPage, sort, order } = list;
  const families = useQuery({
    ...familyListQueryOptions({ ...filter, page, per_page: perPage, sort, order }),
    enabled: filter !== undefined,
  });

  return (
    <PageContainer
      eyebrow="Administrator"
      title="Families"
      subtitle="Parents and their children: look a family up, export its data, change its plan or erase it on request."
      actions={<ExportCsvButton download={filter && (() => downloadFamiliesCsv(filter))} />}
    >
      <FamilyFilters values={list.values} onApply={list.applyFilter} />
      {!filter ? (
        <InvalidFilterAlert />
      ) : families.isError ? (
        <LoadError error={families.error} onRetry={() => void families.refetch()} />
      ) : (
        <FamilyGrid data={families.data} loading={families.isFetching} list={list} />
      )}
    </PageContainer>
  );
}
