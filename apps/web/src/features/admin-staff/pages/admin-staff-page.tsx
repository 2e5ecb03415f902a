import { useState } from 'react';
import { Alert, Box, Button } from '@mui/material';
import Download from '@mui/icons-material/Download';
import PersonAddAlt1 from '@mui/icons-material/PersonAddAlt1';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import {
  STAFF_PAGE_SIZES,
  STAFF_SORTS,
  type StaffMember,
  type StaffSort,
} from '@camp/shared/staff';
import { PageContainer } from '../../../components/ui/page-container';
import { LoadError, pageFromQuery } from '../../../components/ui/paged-list';
import { toast } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { downloadStaffCsv, staffListQueryOptions } from '../api/staff';
import { InviteDialog } from '../components/invite-dialog';
import { StaffDetailsDialog } from '../components/staff-details-dialog';
import { StaffFilters, staffFilter, type StaffFilterValues } from '../components/staff-filters';
import { StaffGrid } from '../components/staff-grid';

function perPageFromQuery(value: string | null): number {
  const n = Number(value);
  return (STAFF_PAGE_SIZES as readonly number[]).includes(n) ? n : STAFF_PAGE_SIZES[0];
}

function sortFromQuery(value: string | null): StaffSort {
  return (STAFF_SORTS as readonly string[]).includes(value ?? '') ? (value as StaffSort) : 'name';
}

/** The URL's query after `changes`, defaults left out; a changed filter goes back to page 1. */
function nextParams(params: URLSearchParams, changes: Record<string, string | number | null>) {
  const q = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === '') q.delete(key);
    else q.set(key, String(value));
  }
  if (q.get('page') === '1') q.delete('page');
  if (q.get('per_page') === String(STAFF_PAGE_SIZES[0])) q.delete('per_page');
  if (q.get('sort') === 'name') q.delete('sort');
  if (q.get('order') === 'asc') q.delete('order');
  return q;
}

/**
 * /admin/staff: specialists and administrators, filtered, paged and ordered through the URL and
 * exported as CSV as filtered; invite someone, and manage each account from its row.
 */
export function AdminStaffPage() {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const values = staffFilter.fromParams(params);
  const filter = staffFilter.query(values);
  const page = pageFromQuery(params.get('page'));
  const perPage = perPageFromQuery(params.get('per_page'));
  const sort = sortFromQuery(params.get('sort'));
  const order = params.get('order') === 'desc' ? 'desc' : 'asc';
  const staff = useQuery({
    ...staffListQueryOptions({ ...filter, page, per_page: perPage, sort, order }),
    enabled: filter !== undefined,
  });
  const [exporting, setExporting] = useState(false);
  const [inviting, setInviting] = useState(false);
  const [open, setOpen] = useState<StaffMember | null>(null);

  const update = (changes: Record<string, string | number | null>) =>
    setParams(nextParams(params, changes));
  const applyFilter = (next: StaffFilterValues) =>
    update({ ...staffFilter.empty, ...next, page: null });
  const exportCsv = async () => {
    if (!filter) return;
    setExporting(true);
    try {
      await downloadStaffCsv(filter);
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : 'Something went wrong');
    } finally {
      setExporting(false);
    }
  };

  return (
    <PageContainer
      eyebrow="Administrator"
      title="Staff"
      subtitle="Specialists and administrators: invite them, reset their passwords, deactivate them."
      actions={
        <Box sx={{ display: 'flex', gap: 1.2, flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            startIcon={<PersonAddAlt1 />}
            onClick={() => setInviting(true)}
          >
            Invite
          </Button>
          <Button
            variant="outlined"
            startIcon={<Download />}
            onClick={() => void exportCsv()}
            disabled={exporting || !filter}
          >
            Export CSV
          </Button>
        </Box>
      }
    >
      <StaffFilters values={values} onApply={applyFilter} />
      {!filter ? (
        <Alert severity="warning">
          This address holds a filter that is not valid. Correct it above, or clear it.
        </Alert>
      ) : staff.isError ? (
        <LoadError error={staff.error} onRetry={() => void staff.refetch()} />
      ) : (
        <StaffGrid
          data={staff.data}
          loading={staff.isFetching}
          page={page}
          perPage={perPage}
          sort={sort}
          order={order}
          onPage={(model) => update({ page: model.page + 1, per_page: model.pageSize })}
          onSort={(nextSort, nextOrder) => update({ sort: nextSort, order: nextOrder, page: null })}
          onOpen={setOpen}
        />
      )}
      <InviteDialog open={inviting} onClose={() => setInviting(false)} />
      {open && session && (
        <StaffDetailsDialog member={open} selfId={session.id} onClose={() => setOpen(null)} />
      )}
    </PageContainer>
  );
}
