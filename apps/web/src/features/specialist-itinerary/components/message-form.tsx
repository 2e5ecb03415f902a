import { Alert, Box, Button } from '@mui/material';
import { useForm } from 'react-hook-form';
import {
  itineraryMessageSchema,
  type ItineraryMessageInput,
  type ItineraryMessage,
} from '@camp/shared/specialist-itinerary';
import { FormTextField } from '../../../components/ui/form-text-field';
import { applyServerErrors, sharedResolver } from '../../../lib/form-support';
import { useMessageParentMutation } from '../api/message-parent';

/** The message block: the message is kept on the itinerary and e-mailed to the parent. */
export function MessageForm({
  itineraryId,
  message,
  disabled,
}: {
  itineraryId: number;
  message: string | null;
  disabled?: boolean;
}) {
  const send = useMessageParentMutation();
  const form = useForm<ItineraryMessageInput, unknown, ItineraryMessage>({
    resolver: sharedResolver<ItineraryMessageInput, typeof itineraryMessageSchema>(
      itineraryMessageSchema,
    ),
    defaultValues: { message: message ?? '' },
  });
  const rootError = form.formState.errors.root?.server?.message;
  const onSubmit = form.handleSubmit((values) =>
    send
      .mutateAsync({ id: itineraryId, message: values.message })
      .then((it) => form.reset({ message: it.message ?? '' }))
      .catch((err: unknown) => applyServerErrors(err, form.setError, ['message'])),
  );
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Message to the parent">
      {rootError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {rootError}
        </Alert>
      )}
      <FormTextField
        control={form.control}
        name="message"
        label="Message to the parent"
        multiline
        minRows={4}
        fullWidth
        disabled={disabled}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button type="submit" variant="contained" disabled={disabled || send.isPending}>
          Send message
        </Button>
      </Box>
    </Box>
  );
}
