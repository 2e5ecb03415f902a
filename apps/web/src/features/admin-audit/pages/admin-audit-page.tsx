import { useState } from 'react';
import { Alert, Button } from '@mui/material';
import Download from '@mui/icons-material/Download';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { AUDIT_PAGE_SIZES } from '@camp/shared/audit';
import { PageContainer } from '../../../components/ui/page-container';
import { LoadError, pageFromQuery } from '../../../components/ui/paged-list';
import { toast } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-client';
import { auditEventsQueryOptions, auditFacetsQueryOptions, downloadAuditCsv } from '../api/audit';
import { AuditFilters, auditFilter, type AuditFilterValues } from '../components/audit-filters';
import { AuditGrid } from '../components/audit-grid';

function perPageFromQuery(value: string | null): number {
  const n = Number(value);
  return (AUDIT_PAGE_SIZES as readonly number[]).includes(n) ? n : AUDIT_PAGE_SIZES[0];
}

/**
 * /admin/audit: every change to money, status or access, who made it, when and from which
 * address; filtered, paged and ordered through the URL, and exported as CSV as filtered.
 */
export function AdminAuditPage() {
  const [params, setParams] = useSearchParams();
  const values = auditFilter.fromParams(params);
  const filter = auditFilter.query(values);
  const page = pageFromQuery(params.get('page'));
  const perPage = perPageFromQuery(params.get('per_page'));
  const order = params.get('order') === 'asc' ? 'asc' : 'desc';
  const events = useQuery({
    ...auditEventsQueryOptions({ ...filter, page, per_page: perPage, order }),
    enabled: filter !== undefined,
  });
  const facets = useQuery(auditFacetsQueryOptions());
  const [exporting, setExporting] = useState(false);

  /** Writes the URL's query; a changed filter starts again at page 1. */
  const update = (changes: Record<string, string | number | null>) => {
    const q = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') q.delete(key);
      else q.set(key, String(value));
    }
    if (q.get('page') === '1') q.delete('page');
    if (q.get('per_page') === String(AUDIT_PAGE_SIZES[0])) q.delete('per_page');
    if (q.get('order') === 'desc') q.delete('order');
    setParams(q);
  };
  const applyFilter = (next: AuditFilterValues) =>
    update({ ...auditFilter.empty, ...next, page: null });
  const exportCsv = async () => {
    if (!filter) return;
    setExporting(true);
    try {
      await downloadAuditCsv(filter);
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : 'Something went wrong');
    } finally {
      setExporting(false);
    }
  };

  return (
    <PageContainer
      eyebrow="Administrator"
      title="Audit trail"
      subtitle="Every change to money, status or access: who made it, when and from where."
      actions={
        <Button
          variant="outlined"
          startIcon={<Download />}
          onClick={() => void exportCsv()}
          disabled={exporting || !filter}
        >
          Export CSV
        </Button>
      }
    >
      <AuditFilters values={values} facets={facets.data} onApply={applyFilter} />
      {!filter ? (
        <Alert severity="warning">
          This address holds a filter that is not valid. Correct it above, or clear it.
        </Alert>
      ) : events.isError ? (
        <LoadError error={events.error} onRetry={() => void events.refetch()} />
      ) : (
        <AuditGrid
          data={events.data}
          loading={events.isFetching}
          page={page}
          perPage={perPage}
          order={order}
          onPage={(model) => update({ page: model.page + 1, per_page: model.pageSize })}
          onOrder={(next) => update({ order: next, page: null })}
        />
      )}
    </PageContainer>
  );
}
