import { useState } from 'react';
import { Box, Button } from '@mui/material';
import PersonAddAlt1 from '@mui/icons-material/PersonAddAlt1';
import { useQuery } from '@tanstack/react-query';
import { STAFF_PAGE_SIZES, STAFF_SORTS, type StaffMember } from '@camp/shared/staff';
import {
  ExportCsvButton,
  InvalidFilterAlert,
  useListParams,
} from '../../../components/ui/list-filter';
import { PageContainer } from '../../../components/ui/page-container';
import { LoadError } from '../../../components/ui/paged-list';
import { useSession } from '../../../lib/session';
import { downloadStaffCsv, staffListQueryOptions } from '../api/staff';
import { InviteDialog } from '../components/invite-dialog';
import { StaffDetailsDialog } from '../components/staff-details-dialog';
import { StaffFilters, staffFilter } from '../components/staff-filters';
import { StaffGrid } from '../components/staff-grid';

/**
 * /admin/staff: specialists and administrators, filtered, paged and ordered through the URL and
 * exported as CSV as filtered; invite someone, and manage each account from its row.
 */
export function AdminStaffPage() {
  const session = useSession();
  const list = useListParams(staffFilter, {
    pageSizes: STAFF_PAGE_SIZES,
    sorts: STAFF_SORTS,
    sort: 'name',
    order: 'asc',
  });
  const { query: filter, page, perPage, sort, order } = list;
  const staff = useQuery({
    ...staffListQueryOptions({ ...filter, page, per_page: perPage, sort, order }),
    enabled: filter !== undefined,
  });
  const [inviting, setInviting] = useState(false);
  const [open, setOpen] = useState<StaffMember | null>(null);

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
          <ExportCsvButton download={filter && (() => downloadStaffCsv(filter))} />
        </Box>
      }
    >
      <StaffFilters values={list.values} onApply={list.applyFilter} />
      {!filter ? (
        <InvalidFilterAlert />
      ) : staff.isError ? (
        <LoadError error={staff.error} onRetry={() => void staff.refetch()} />
      ) : (
        <StaffGrid data={staff.data} loading={staff.isFetching} list={list} onOpen={setOpen} />
      )}
      <InviteDialog open={inviting} onClose={() => setInviting(false)} />
      {open && session && (
        <StaffDetailsDialog member={open} selfId={session.id} onClose={() => setOpen(null)} />
      )}
    </PageContainer>
  );
}
