import { useState } from 'react';
import type { DirectorActivity } from '@camp/shared/director-activity';
import { ActivityCard } from './activity-card';
import { Alert, Box, Button, Checkbox, FormControlLabel } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOffOutlined';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/toaster';
import { useBulkDeleteMutation, useBulkPublicationMutation } from '../api/bulk-activities';
import { refusalOf } from './program-imports';

export interface BulkDeleteBarProps {
  programId: number;
  /** The activities of the page shown. */
  pageIds: number[];
  selected: ReadonlySet<number>;
  onSelect: (ids: Set<number>) => void;
  /** After the deletion (the list goes back to its first page). */
  onDeleted: () => void;
}

/**
 * Select all on the page, 'Unpublish selected' / 'Publish selected' (the catalog), and 'Delete
 * selected' with a confirmation: all the selected activities
 * are deleted, or none when families have booked any (the refusal names them).
 */
export function BulkDeleteBar({
  programId,
  pageIds,
  selected,
  onSelect,
  onDeleted,
}: BulkDeleteBarProps) {
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const remove = useBulkDeleteMutation(programId);
  const publication = useBulkPublicationMutation(programId);
  const count = selected.size;
  const allSelected = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const someSelected = !allSelected && pageIds.some((id) => selected.has(id));

  const confirm = () => {
    setRefusal(null);
    remove.mutate([...selected], {
      onSuccess: (result) => {
        toast.success(
          `${result.deleted} ${result.deleted === 1 ? 'activity was' : 'activities were'} deleted`,
        );
        setConfirming(false);
        onSelect(new Set());
        onDeleted();
      },
      onError: (err) => {
        setConfirming(false);
        setRefusal(refusalOf(err));
      },
    });
  };

  const publish = (publish: boolean) => {
    setRefusal(null);
    publication.mutate(
      { ids: [...selected], publish },
      {
        onSuccess: (result) => {
          toast.success(
            `${result.changed} ${result.changed === 1 ? 'activity was' : 'activities were'} ${publish ? 'published' : 'unpublished'}`,
          );
          onSelect(new Set());
        },
        onError: (err) => setRefusal(refusalOf(err)),
      },
    );
  };

  return (
    <Box sx={{ mb: 2 }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 1,
        }}
      >
        <FormControlLabel
          label="Select all on this page"
          control={
            <Checkbox
              checked={allSelected}
              indeterminate={someSelected}
              onChange={(e) => onSelect(e.target.checked ? new Set(pageIds) : new Set())}
            />
          }
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button
            variant="outlined"
            startIcon={<VisibilityOffIcon />}
            disabled={count === 0 || publication.isPending}
            onClick={() => publish(false)}
          >
            {count > 0 ? `Unpublish selected (${count})` : 'Unpublish selected'}
          </Button>
          <Button
            variant="outlined"
            startIcon={<VisibilityIcon />}
            disabled={count === 0 || publication.isPending}
            onClick={() => publish(true)}
          >
            Publish selected
          </Button>
          <Button
            variant="outlined"
            color="error"
            startIcon={<DeleteIcon />}
            disabled={count === 0}
            onClick={() => setConfirming(true)}
          >
            {count > 0 ? `Delete selected (${count})` : 'Delete selected'}
          </Button>
        </Box>
      </Box>
      {refusal && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }} onClose={() => setRefusal(null)}>
          {refusal}
        </Alert>
      )}
      <ConfirmDialog
        open={confirming}
        title={`Delete ${count} selected ${count === 1 ? 'activity' : 'activities'}?`}
        description="They are deleted together; if families have booked any of them, nothing is deleted."
        confirmText="Delete"
        destructive
        busy={remove.isPending}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}

export interface SelectableActivitiesProps {
  programId: number;
  activities: DirectorActivity[];
  busy: boolean;
  placeholder: boolean;
  onDelete: (activity: DirectorActivity) => void;
  onPreview: (activity: DirectorActivity) => void;
  onDeleted: () => void;
}

/**
 * The page's activity cards, each with a checkbox, under the 'Delete selected' bar. A selection
 * is of the page shown (the panel keys this by its filters, so another page starts anew).
 */
export function SelectableActivities({
  programId,
  activities,
  busy,
  placeholder,
  onDelete,
  onPreview,
  onDeleted,
}: SelectableActivitiesProps) {
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const toggle = (id: number, checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <>
      <BulkDeleteBar
        programId={programId}
        pageIds={activities.map((a) => a.id)}
        selected={selected}
        onSelect={setSelected}
        onDeleted={onDeleted}
      />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          gap: 2,
          opacity: placeholder ? 0.6 : 1,
          transition: 'opacity 150ms',
        }}
        aria-busy={busy}
      >
        {activities.map((a) => (
          <ActivityCard
            key={a.id}
            activity={a}
            programId={programId}
            onDelete={onDelete}
            onPreview={onPreview}
            selected={selected.has(a.id)}
            onSelectedChange={(checked) => toggle(a.id, checked)}
          />
        ))}
      </Box>
    </>
  );
}
