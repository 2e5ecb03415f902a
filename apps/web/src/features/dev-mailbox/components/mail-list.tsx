import { Box, Chip, List, ListItem, ListItemButton, Typography } from '@mui/material';
import type { MailboxItem } from '@camp/shared/dev-mailbox';
import { formatTime } from './format';

interface MailListProps {
  mails: MailboxItem[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}

const STATUS_LABEL: Record<MailboxItem['status'], string | null> = {
  sent: null,
  pending: 'Queued',
  failed: 'Failed',
};

/** Newest first; each entry is one button named by its recipient and subject. */
export function MailList({ mails, selectedId, onSelect }: MailListProps) {
  return (
    <List aria-label="Mail, newest first" disablePadding>
      {mails.map((mail) => {
        const selected = mail.id === selectedId;
        const status = STATUS_LABEL[mail.status];
        return (
          <ListItem key={mail.id} disablePadding divider>
            <ListItemButton
              selected={selected}
              aria-current={selected ? 'true' : undefined}
              onClick={() => onSelect(mail.id)}
              sx={{ display: 'block', py: 1.2, px: 2 }}
            >
              <Box
                sx={{
                  display: 'flex',
                  alignItems: 'baseline',
                  gap: 1,
                  justifyContent: 'space-between',
                }}
              >
                <Typography
                  component="span"
                  sx={{
                    fontWeight: 700,
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                    whiteSpace: 'nowrap',
                  }}
                >
                  {mail.to}
                </Typography>
                <Typography
                  component="time"
                  dateTime={mail.created_at}
                  variant="caption"
                  sx={{ color: 'text.secondary', flexShrink: 0 }}
                >
                  {formatTime(mail.created_at)}
                </Typography>
              </Box>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.3 }}>
                <Typography
                  component="span"
                  variant="body2"
                  sx={{
                    color: 'text.secondary',
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                    whiteSpace: 'nowrap',
                    flex: 1,
                  }}
                >
                  {mail.subject}
                </Typography>
                {status && (
                  <Chip
                    size="small"
                    label={status}
                    color={mail.status === 'failed' ? 'error' : 'default'}
                    variant="outlined"
                  />
                )}
              </Box>
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
