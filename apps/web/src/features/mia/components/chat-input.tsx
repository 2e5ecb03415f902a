import type { KeyboardEvent } from 'react';
import { Box, IconButton, TextField, useMediaQuery, useTheme } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { useController, useForm } from 'react-hook-form';
import { chatMessageSchema } from '@camp/shared/chat';
import { CHAT_INPUT_MAX_ROWS } from '@camp/shared/constants';
import { sharedResolver } from '../../../lib/form-support';

export const CHAT_PLACEHOLDER = 'Enter your question';
export const SEND_BUTTON_LABEL = 'Send your question to MIA';

const textSchema = chatMessageSchema.pick({ text: true });
type Values = { text: string };

/**
 * Whether Enter sends: not with Shift held (a new line), not while
 * the last question is being sent, not before the field was typed in, and not on small screens,
 * whose on-screen keyboards have Enter for a new line and a send button of their own (decision
 * 0069: below the theme's `sm` breakpoint, 600 px).
 */
export function enterSends(
  event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'nativeEvent'>,
  state: { submitting: boolean; touched: boolean; smallScreen: boolean },
): boolean {
  if (event.key !== 'Enter' || event.shiftKey) return false;
  // An IME composing a word uses Enter to accept it.
  if ((event.nativeEvent as { isComposing?: boolean }).isComposing) return false;
  return !state.submitting && state.touched && !state.smallScreen;
}

/**
 * The panel's question field and send button. `onSend` resolves when the question is stored
 * (the field is then emptied) and rejects when it failed: the text stays for another try.
 */
export function ChatInput({
  onSend,
  disabled,
}: {
  onSend: (text: string) => Promise<void>;
  disabled?: boolean;
}) {
  const theme = useTheme();
  const smallScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const form = useForm<Values, unknown, Values>({
    resolver: sharedResolver<Values, typeof textSchema>(textSchema),
    defaultValues: { text: '' },
    mode: 'onChange',
  });
  const { field, fieldState } = useController({ control: form.control, name: 'text' });
  const { isDirty, isValid, isSubmitting } = form.formState;
  const touched = isDirty || fieldState.isTouched;

  const submit = form.handleSubmit(async ({ text }) => {
    try {
      await onSend(text);
      form.reset({ text: '' });
    } catch {
      // The caller told the parent (the error toast); the text stays in the field.
    }
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || event.shiftKey) return;
    // Whether the field was typed in is read now, not from the last render: an Enter pressed
    // right after typing, before the page has drawn the typed text's state, still sends.
    const typedIn = form.getValues('text') !== '' || form.getFieldState('text').isTouched;
    if (isSubmitting || (!typedIn && !smallScreen)) {
      // Held or repeated Enter while sending neither sends twice nor adds blank lines; in an
      // untouched field it does nothing (no blank line that would then be an error).
      event.preventDefault();
      return;
    }
    if (!enterSends(event, { submitting: isSubmitting, touched: typedIn, smallScreen })) return;
    event.preventDefault();
    void submit();
  };

  const error = fieldState.error?.message;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label="Ask MIA"
      sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}
    >
      <TextField
        name={field.name}
        inputRef={field.ref}
        value={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        onKeyDown={onKeyDown}
        placeholder={CHAT_PLACEHOLDER}
        slotProps={{ htmlInput: { 'aria-label': 'Your question for MIA' } }}
        multiline
        maxRows={CHAT_INPUT_MAX_ROWS}
        error={Boolean(error)}
        helperText={error}
        disabled={disabled}
        fullWidth
        size="small"
      />
      <IconButton
        type="submit"
        color="primary"
        aria-label={SEND_BUTTON_LABEL}
        disabled={disabled || !touched || !isValid || isSubmitting}
        sx={{ mt: 0.25 }}
      >
        <SendIcon />
      </IconButton>
    </Box>
  );
}
