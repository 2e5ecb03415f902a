import { Box, Button, Typography } from '@mui/material';
import type { ChatMessageView } from '@camp/shared/chat';

export const HANDOVER_LABEL = 'Send to my specialist';
export const HANDOVER_SENT = 'Sent to your specialist';
export const HANDOVER_ANSWERED = 'Your specialist answered';
export const TYPING_LABEL = 'MIA is typing…';
export const FAILED_TEXT = 'MIA could not answer just now. Please try again in a moment.';

const AUTHOR: Record<ChatMessageView['sender_role'], string> = {
  Parent: 'You',
  Specialist: 'Your specialist',
  assistant: 'MIA',
};

/** Three dots that pulse while MIA writes (still when the user prefers less motion). */
function TypingDots() {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: 'inline-flex',
        gap: '4px',
        '& > span': {
          width: 6,
          height: 6,
          borderRadius: '50%',
          bgcolor: 'text.secondary',
          animation: 'mia-dot 1.2s infinite ease-in-out',
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        },
        '& > span:nth-of-type(2)': { animationDelay: '0.2s' },
        '& > span:nth-of-type(3)': { animationDelay: '0.4s' },
        '@keyframes mia-dot': {
          '0%, 80%, 100%': { opacity: 0.3 },
          '40%': { opacity: 1 },
        },
      }}
    >
      <span />
      <span />
      <span />
    </Box>
  );
}

/**
 * One message of the conversation: the user's own on the right (sender_role equal to the user's
 * role), MIA's and the specialist's on the left, each named. A question of the user's
 * can be handed to the specialist; its hand-over status shows under it.
 */
export function ChatMessageItem({
  message,
  own,
  canHandOver,
  handingOver,
  onHandOver,
}: {
  message: ChatMessageView;
  own: boolean;
  /** The question may be sent to the specialist (the parent's own, not yet handed over). */
  canHandOver: boolean;
  handingOver: boolean;
  onHandOver: () => void;
}) {
  const streaming = message.status === 'streaming';
  const failed = message.status === 'failed';
  const fromSpecialist = message.sender_role === 'Specialist';
  const text = failed && !message.text ? FAILED_TEXT : message.text;
  return (
    <Box
      component="li"
      data-message-id={message.id}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: own ? 'flex-end' : 'flex-start',
        listStyle: 'none',
      }}
    >
      <Typography variant="caption" color="text.secondary" sx={{ px: 0.5 }}>
        {own ? 'You' : AUTHOR[message.sender_role]}
      </Typography>
      <Box
        sx={{
          maxWidth: { xs: '88%', sm: '75%' },
          px: 1.5,
          py: 1,
          borderRadius: '14px',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          ...(own
            ? { bgcolor: 'primary.main', color: 'primary.contrastText' }
            : fromSpecialist
              ? { bgcolor: 'background.paper', border: 2, borderColor: 'success.main' }
              : failed
                ? { bgcolor: 'background.paper', border: 1, borderColor: 'error.main' }
                : { bgcolor: 'grey.100', color: 'text.primary' }),
        }}
      >
        {streaming && !text ? (
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
            <TypingDots />
            <Typography component="span" variant="body2" color="text.secondary">
              {TYPING_LABEL}
            </Typography>
          </Box>
        ) : (
          <Typography component="p" variant="body2" sx={{ m: 0 }}>
            {text}
            {streaming && (
              <Box component="span" sx={{ ml: 0.5, display: 'inline-block' }}>
                <TypingDots />
              </Box>
            )}
          </Typography>
        )}
      </Box>
      {message.handover ? (
        <Typography variant="caption" color="success.dark" sx={{ px: 0.5, fontWeight: 600 }}>
          {message.handover.status === 'answered' ? HANDOVER_ANSWERED : HANDOVER_SENT}
        </Typography>
      ) : (
        canHandOver && (
          <Button size="small" onClick={onHandOver} disabled={handingOver} sx={{ py: 0 }}>
            {HANDOVER_LABEL}
          </Button>
        )
      )}
    </Box>
  );
}
