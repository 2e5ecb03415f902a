import { useQuery } from '@tanstack/react-query';
import { AUDIT_PAGE_SIZES } from '@camp/shared/audit';
import {
  ExportCsvButton,
  InvalidFilterAlert,
  useListParams,
} from '../../../components/ui/list-filter';
import { PageContainer } from '../../../components/ui/page-container';
import { LoadError } from '../../../components/ui/paged-list';
import { auditEventsQueryOptions, auditFacetsQueryOptions, downloadAuditCsv } from '../api/audit';
import { AuditFilters, auditFilter } from '../components/audit-filters';
import { AuditGrid } from '../components/audit-grid';

/**
 * /admin/audit: every change to money, status or access, who made it, when and from which
 * address; filtered, paged and ordered through the URL, and exported as CSV as filtered.
 */
export function AdminAuditPage() {
  const list = useListParams(auditFilter, { pageSizes: AUDIT_PAGE_SIZES, order: 'desc' });
  const { query: filter, page, perPage, order } = list;
  const events = useQuery({
    ...auditEventsQueryOptions({ ...filter, page, per_page: perPage, order }),
    enabled: filter !== undefined,
  });
  const facets = useQuery(auditFacetsQueryOptions());

  return (
    <PageContainer
      eyebrow="Administrator"
      title="Audit trail"
      subtitle="Every change to money, status or access: who made it, when and from where."
      actions={<ExportCsvButton download={filter && (() => downloadAuditCsv(filter))} />}
    >
      <AuditFilters values={list.values} facets={facets.data} onApply={list.applyFilter} />
      {!filter ? (
        <InvalidFilterAlert />
      ) : events.isError ? (
        <LoadError error={events.error} onRetry={() => void events.refetch()} />
      ) : (
        <AuditGrid data={events.data} loading={events.isFetching} list={list} />
      )}
    </PageContainer>
  );
}
