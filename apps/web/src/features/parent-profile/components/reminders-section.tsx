import { FormControlLabel, FormGroup, Switch } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { REMINDER_KINDS, REMINDER_LABELS } from '@camp/shared/reminders';
import { LoadError, LoadingBlock } from '../../../components/ui/paged-list';
import { toast } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-client';
import { remindersQueryOptions, useSaveRemindersMutation } from '../api/reminders';
import { SectionCard } from './section-card';

export const REMINDERS_SAVED = 'Your reminder settings were saved';

/** The reminder e-mails, each kind turned on or off at once (the calendar feed's alarms follow). */
export function RemindersSection() {
  const query = useQuery(remindersQueryOptions());
  const save = useSaveRemindersMutation();
  return (
    <SectionCard
      id="reminders"
      title="Reminder e-mails"
      intro="We e-mail you before each paid activity starts (with what to bring, where and when) and before each instalment. Your calendar feed's alarms follow the activity reminders."
    >
      {query.isPending ? (
        <LoadingBlock label="Loading reminder settings" />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <FormGroup>
          {REMINDER_KINDS.map((kind) => (
            <FormControlLabel
              key={kind}
              label={REMINDER_LABELS[kind]}
              control={
                <Switch
                  checked={query.data[kind]}
                  disabled={save.isPending}
                  onChange={(e) =>
                    save.mutate(
                      { ...query.data, [kind]: e.target.checked },
                      {
                        onSuccess: () => toast.success(REMINDERS_SAVED),
                        onError: (err) =>
                          toast.error(
                            err instanceof ApiError ? err.message : 'Could not save. Try again.',
                          ),
                      },
                    )
                  }
                />
              }
            />
          ))}
        </FormGroup>
      )}
    </SectionCard>
  );
}
