import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Chip, CircularProgress, Paper, Typography } from '@mui/material';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ChatMessageView } from '@camp/shared/chat';
import { CHAT_PANEL_HEIGHT_PX } from '@camp/shared/constants';
import { toast } from '../../../components/ui/toaster';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { failureMessage } from '../../../lib/form-support';
import { useSession } from '../../../lib/session';
import { conversationOf } from '../api/chat-cache';
import { useHandOverMutation } from '../api/handover';
import { chatMessagesQueryOptions } from '../api/messages';
import { useSendChatMessageMutation } from '../api/send-message';
import { ChatInput } from './chat-input';
import { ChatMessageItem } from './chat-message-item';

export const EARLIER_LABEL = 'Show earlier messages';
export const EMPTY_CHAT_TEXT =
  'Ask MIA about this itinerary: what is on a day, when and where an activity starts, what it costs, what is still unpaid.';
/** How close to the top (px) scrolling loads the earlier page. */
const TOP_THRESHOLD_PX = 40;
/** How close to the bottom (px) counts as reading the newest messages, which then stay in view. */
const BOTTOM_THRESHOLD_PX = 80;

const announcement = (m: ChatMessageView) =>
  `${m.sender_role === 'Specialist' ? 'Your specialist' : 'MIA'}: ${m.text}`;

/** The latest answer that completed while the panel was open, for the screen-reader region. */
function useAnswerAnnouncements(loaded: boolean, messages: ChatMessageView[]): string {
  const [announced, setAnnounced] = useState('');
  /** Answers already complete when seen: only later ones are announced. */
  const known = useRef<Set<number> | null>(null);
  useEffect(() => {
    if (!loaded) return;
    const done = messages.filter((m) => m.role === 'assistant' && m.status !== 'streaming');
    if (known.current === null) {
      known.current = new Set(done.map((m) => m.id));
      return;
    }
    for (const m of done) {
      if (known.current.has(m.id)) continue;
      known.current.add(m.id);
      setAnnounced(announcement(m));
    }
  }, [loaded, messages]);
  return announced;
}

/**
 * MIA's chat panel on an itinerary (decision 0069): the
 * conversation in a 500 px scrolling list (earlier pages loaded when scrolled to the top, the
 * reading position kept), the question field, and the answer appearing as it is written (the
 * chat channel's pieces land in the query cache, see hooks/chat-channel.ts). A finished answer
 * is read out through a polite live region, once, not piece by piece.
 */
export function ChatPanel({ itineraryId }: { itineraryId: number }) {
  const headingId = useId();
  const session = useSession();
  const query = useInfiniteQuery(chatMessagesQueryOptions(itineraryId));
  const send = useSendChatMessageMutation();
  const handOver = useHandOverMutation();
  const messages = conversationOf(query.data);
  const announced = useAnswerAnnouncements(query.data !== undefined, messages);
  const listRef = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  /** Distance from the bottom to keep while an earlier page is put above. */
  const anchor = useRef<number | null>(null);

  const pageCount = query.data?.pages.length ?? 0;
  const last = messages[messages.length - 1];

  // An earlier page went in above: the messages the user was reading stay where they were.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list || anchor.current === null) return;
    list.scrollTop = list.scrollHeight - anchor.current;
    anchor.current = null;
  }, [pageCount]);

  // New messages and growing answers stay in view while the user reads the newest ones.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list && atBottom.current) list.scrollTop = list.scrollHeight;
  }, [last?.id, last?.text]);

  const loadEarlier = () => {
    if (!query.hasNextPage || query.isFetchingNextPage) return;
    const list = listRef.current;
    if (list) anchor.current = list.scrollHeight - list.scrollTop;
    void query.fetchNextPage();
  };

  const onScroll = () => {
    const list = listRef.current;
    if (!list) return;
    atBottom.current = list.scrollHeight - list.scrollTop - list.clientHeight < BOTTOM_THRESHOLD_PX;
    if (list.scrollTop <= TOP_THRESHOLD_PX) loadEarlier();
  };

  const onSend = async (text: string) => {
    try {
      atBottom.current = true;
      await send.mutateAsync({ text, itinerary_id: itineraryId });
    } catch (err) {
      // The failure is rethrown (the field keeps its text) and shown as 'Error'.
      toast.error(failureMessage(err), 'Error');
      throw err;
    }
  };

  const onHandOver = (id: number) =>
    handOver.mutate(id, { onError: (err) => toast.error(failureMessage(err), 'Error') });

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: '14px' }}
    >
      <ChatHeading id={headingId} />
      <Box
        ref={listRef}
        onScroll={onScroll}
        role="log"
        aria-label="Conversation with MIA"
        // The log is read out once per finished answer (below), not for every piece.
        aria-live="off"
        tabIndex={0}
        sx={{
          height: CHAT_PANEL_HEIGHT_PX,
          overflowY: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: '10px',
          p: 1.5,
          mb: 1.5,
          bgcolor: 'background.default',
        }}
      >
        {query.isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', pt: 4 }}>
            <CircularProgress size={28} aria-label="Loading the conversation" />
          </Box>
        ) : query.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void query.refetch()}>
                Retry
              </Button>
            }
          >
            {failureMessage(query.error)}
          </Alert>
        ) : (
          <>
            {query.hasNextPage && (
              <Box sx={{ display: 'flex', justifyContent: 'center', mb: 1 }}>
                <Button size="small" onClick={loadEarlier} disabled={query.isFetchingNextPage}>
                  {query.isFetchingNextPage ? 'Loading…' : EARLIER_LABEL}
                </Button>
              </Box>
            )}
            {messages.length === 0 ? (
              <Typography color="text.secondary" sx={{ textAlign: 'center', pt: 3, px: 2 }}>
                {EMPTY_CHAT_TEXT}
              </Typography>
            ) : (
              <Box
                component="ul"
                sx={{ m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1.25 }}
              >
                {messages.map((m) => {
                  const own = m.sender_role === session?.role;
                  return (
                    <ChatMessageItem
                      key={m.id}
                      message={m}
                      own={own}
                      canHandOver={own && m.role === 'user' && session?.role === 'Parent'}
                      handingOver={handOver.isPending && handOver.variables === m.id}
                      onHandOver={() => onHandOver(m.id)}
                    />
                  );
                })}
              </Box>
            )}
          </>
        )}
      </Box>
      <Box aria-live="polite" sx={visuallyHidden}>
        {announced}
      </Box>
      <ChatInput onSend={onSend} disabled={query.isError} />
    </Paper>
  );
}
/** The panel's title, its BETA mark and what MIA answers from. */
function ChatHeading({ id }: { id: string }) {
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
        <Typography id={id} component="h3" variant="h6">
          MIA
        </Typography>
        <Chip label="BETA" size="small" color="primary" variant="outlined" />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        My Itinerary Assistant answers from this itinerary&apos;s own data.
      </Typography>
    </>
  );
}
