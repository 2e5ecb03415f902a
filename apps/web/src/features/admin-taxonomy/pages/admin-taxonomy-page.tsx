import { Alert, Box, Button, CircularProgress, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { AdminInterest, AdminSkill } from '@camp/shared/taxonomy';
import { paths } from '../../../lib/paths';
import { PageContainer } from '../../../components/ui/page-container';
import { ExportCsvButton } from '../../../components/ui/list-filter';
import { toast } from '../../../components/ui/toaster';
import { failureMessage } from '../../../lib/form-support';
import {
  campTypesQueryOptions,
  downloadTaxonomyCsv,
  interestsQueryOptions,
  skillsQueryOptions,
  useTaxonomyChange,
  type TaxonomyChange,
  type TaxonomyList,
} from '../api/taxonomy';
import { NameDialog, type NameDialogProps } from '../components/name-dialog';
import { TaxonomyRow, type TaxonomyEntry } from '../components/taxonomy-row';

type Dialog = Omit<NameDialogProps, 'onClose'>;

interface SectionProps {
  title: string;
  entries: TaxonomyEntry[];
  list: TaxonomyList;
  addLabel: string;
  onAdd: () => void;
  onRename: (entry: TaxonomyEntry, list: TaxonomyList) => void;
  onRetire: (entry: TaxonomyEntry, list: TaxonomyList, retired: boolean) => void;
  busy: boolean;
  counted?: 'activity' | 'program';
  children?: (entry: TaxonomyEntry) => React.ReactNode;
}

/** A list of interests (or of one skill group's skills) with its add button. */
function Section(p: SectionProps) {
  return (
    <Box component="section" aria-label={p.title} sx={{ mt: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="h5" component="h3" sx={{ flex: '1 1 auto' }}>
          {p.title}
        </Typography>
        <Button size="small" variant="outlined" onClick={p.onAdd}>
          {p.addLabel}
        </Button>
      </Box>
      {p.entries.length === 0 && <Typography color="text.secondary">None yet.</Typography>}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {p.entries.map((e) => (
          <Box component="li" key={e.id}>
            <TaxonomyRow
              entry={e}
              counted={p.counted ?? 'activity'}
              busy={p.busy}
              onRename={() => p.onRename(e, p.list)}
              onRetire={(retired) => p.onRetire(e, p.list, retired)}
            />
            {p.children?.(e)}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** A skill group's skills, folded away until asked for (the whole list is long). */
function GroupSkills(p: {
  group: TaxonomyEntry;
  skills: TaxonomyEntry[];
  onAdd: () => void;
  common: Pick<SectionProps, 'onRename' | 'onRetire' | 'busy'>;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Box sx={{ pl: { xs: 1.5, sm: 3 }, pb: 1 }}>
      <Button
        size="small"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        aria-label={`${open ? 'Hide' : 'Show'} the skills of ${p.group.name}`}
      >
        {open ? 'Hide skills' : `Show skills (${p.skills.length})`}
      </Button>
      <Box id={id} hidden={!open}>
        {open && (
          <Section
            {...p.common}
            title={`Skills of ${p.group.name}`}
            list="skills"
            entries={p.skills}
            addLabel="Add skill"
            onAdd={p.onAdd}
          />
        )}
      </Box>
    </Box>
  );
}

function useActions(setDialog: (d: Dialog | null) => void) {
  const change = useTaxonomyChange();
  const run = (c: TaxonomyChange) => change.mutateAsync(c);
  return {
    busy: change.isPending,
    add: (title: string, make: (name: string) => TaxonomyChange) =>
      setDialog({ title, submitLabel: 'Add', save: (name) => run(make(name)) }),
    rename: (entry: TaxonomyEntry, list: TaxonomyList) =>
      setDialog({
        title: `Rename ${entry.name}`,
        submitLabel: 'Save',
        initialName: entry.name,
        save: (name) => run({ op: 'rename', list, id: entry.id, name }),
      }),
    retire: (entry: TaxonomyEntry, list: TaxonomyList, retired: boolean) =>
      run({ op: retired ? 'retire' : 'unretire', list, id: entry.id }).then(
        () =>
          toast.success(
            retired
              ? `${entry.name} is no longer offered; what already has it keeps it.`
              : `${entry.name} is offered again.`,
          ),
        (err: unknown) => toast.error(failureMessage(err)),
      ),
  };
}

/** Each whole list as CSV, retired entries too. */
function ExportButtons() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
      <ExportCsvButton
        label="Export interests CSV"
        download={() => downloadTaxonomyCsv('interests')}
      />
      <ExportCsvButton label="Export skills CSV" download={() => downloadTaxonomyCsv('skills')} />
      <ExportCsvButton
        label="Export camp types CSV"
        download={() => downloadTaxonomyCsv('camp_types')}
      />
    </Box>
  );
}

/**
 * /admin/taxonomy: the catalog's skill groups with their skills, the program interests and the
 * camp types.
 * Admins add, rename, retire (no longer offered in forms and filters, kept on what has them)
 * and offer again each entry.
 */
export function AdminTaxonomyPage() {
  const interests = useQuery(interestsQueryOptions());
  const skills = useQuery(skillsQueryOptions());
  const campTypes = useQuery(campTypesQueryOptions());
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const actions = useActions(setDialog);
  const groups = (interests.data ?? []).filter((i: AdminInterest) => i.kind === 'activity');
  const programInterests = (interests.data ?? []).filter((i) => i.kind === 'program');
  const skillsOf = (groupId: number) =>
    (skills.data ?? []).filter((s: AdminSkill) => s.interest_id === groupId);
  const common = { onRename: actions.rename, onRetire: actions.retire, busy: actions.busy };
  return (
    <PageContainer
      eyebrow="Administrator"
      title="Interests, skills and camp types"
      subtitle="What directors tag activities with and specialists filter by. A retired entry is no longer offered, but stays on the activities that have it."
      backLink={{ to: paths.admin.home, label: 'Back to Administration' }}
      maxWidth="md"
    >
      {(interests.isError || skills.isError || campTypes.isError) && (
        <Alert severity="error">We could not load the lists. Try again in a moment.</Alert>
      )}
      {(interests.isPending || skills.isPending || campTypes.isPending) && (
        <CircularProgress aria-label="Loading" />
      )}
      {interests.data && skills.data && campTypes.data && (
        <>
          <ExportButtons />
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: '18px' }}>
            <Section
              {...common}
              title="Skill groups"
              list="interests"
              entries={groups}
              addLabel="Add skill group"
              onAdd={() =>
                actions.add('New skill group', (name) => ({
                  op: 'add-interest',
                  name,
                  kind: 'activity',
                }))
              }
            >
              {(group) => (
                <GroupSkills
                  group={group}
                  skills={skillsOf(group.id)}
                  onAdd={() =>
                    actions.add(`New skill of ${group.name}`, (name) => ({
                      op: 'add-skill',
                      name,
                      interestId: group.id,
                    }))
                  }
                  common={common}
                />
              )}
            </Section>
          </Paper>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mt: 2.4, borderRadius: '18px' }}>
            <Section
              {...common}
              title="Program interests"
              list="interests"
              counted="program"
              entries={programInterests}
              addLabel="Add program interest"
              onAdd={() =>
                actions.add('New program interest', (name) => ({
                  op: 'add-interest',
                  name,
                  kind: 'program',
                }))
              }
            />
          </Paper>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mt: 2.4, borderRadius: '18px' }}>
            <Section
              {...common}
              title="Camp types"
              list="camp_types"
              entries={campTypes.data}
              addLabel="Add camp type"
              onAdd={() => actions.add('New camp type', (name) => ({ op: 'add-camp-type', name }))}
            />
          </Paper>
        </>
      )}
      {dialog && <NameDialog {...dialog} onClose={() => setDialog(null)} />}
    </PageContainer>
  );
}
