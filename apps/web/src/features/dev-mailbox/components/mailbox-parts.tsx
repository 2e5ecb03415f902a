import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import DeleteSweepOutlinedIcon from '@mui/icons-material/DeleteSweepOutlined';
import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useClearMailbox } from '../api/clear-mailbox';
import { MailList } from './mail-list';

// The mailbox page's parts: its header with the actions, the filterable list, the clear dialog.

/** The title, and the refresh and clear actions. */
export function MailboxHeader({
  fetching,
  canClear,
  onRefresh,
  onClear,
}: {
  fetching: boolean;
  canClear: boolean;
  onRefresh: () => void;
  onClear: () => void;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1,
        mb: 2,
        px: { xs: 0.5, sm: 0 },
      }}
    >
      <Box>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.7rem', md: '2.1rem' } }}>
          Mailbox
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          E-mail the app sent while running without an SMTP server. Never available in production.
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button
          variant="outlined"
          startIcon={fetching ? <CircularProgress size={16} /> : <RefreshIcon />}
          onClick={onRefresh}
        >
          Refresh
        </Button>
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteSweepOutlinedIcon />}
          onClick={onClear}
          disabled={!canClear}
        >
          Clear
        </Button>
      </Box>
    </Box>
  );
}

/** The mails, filtered by recipient or subject, with their count. */
export function MailListPane({
  filter,
  onFilter,
  pending,
  mails,
  selectedId,
  onSelect,
}: {
  filter: string;
  onFilter: (filter: string) => void;
  pending: boolean;
  mails: Parameters<typeof MailList>[0]['mails'];
  selectedId: number | null;
  onSelect: (id: number | null) => void;
}) {
  return (
    <Box
      component="section"
      aria-label="All mail"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        minHeight: 0,
        borderRight: { md: 1 },
        borderColor: { md: 'divider' },
      }}
    >
      <Box sx={{ p: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <TextField
          type="search"
          size="small"
          fullWidth
          label="Filter by recipient or subject"
          value={filter}
          onChange={(e) => onFilter(e.target.value)}
        />
        <Typography
          variant="caption"
          role="status"
          sx={{ display: 'block', mt: 0.5, color: 'text.secondary' }}
        >
          {pending
            ? 'Loading mail…'
            : `${mails.length} ${mails.length === 1 ? 'mail' : 'mails'}${filter.trim() ? ' match' : ''}`}
        </Typography>
      </Box>
      <Box sx={{ overflowY: 'auto', flex: 1 }}>
        {!pending && mails.length === 0 ? (
          <Box sx={{ p: 3, textAlign: 'center', color: 'text.secondary' }}>
            <MailOutlinedIcon sx={{ fontSize: 40 }} aria-hidden />
            <Typography sx={{ mt: 1 }}>
              {filter.trim()
                ? 'No mail matches this filter.'
                : 'No mail yet. Sign up, ask for a password reset or a sign-in link, and the e-mail appears here within a second.'}
            </Typography>
          </Box>
        ) : (
          <MailList mails={mails} selectedId={selectedId} onSelect={onSelect} />
        )}
      </Box>
    </Box>
  );
}

/** Asks before every delivered mail is deleted. */
export function ClearMailboxDialog({
  open,
  onClose,
  onCleared,
}: {
  open: boolean;
  onClose: () => void;
  onCleared: () => void;
}) {
  const clear = useClearMailbox();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="clear-mailbox-title">
      <DialogTitle id="clear-mailbox-title">Clear the mailbox?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Every delivered mail is deleted. Mail still waiting to be sent is kept.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          color="error"
          variant="contained"
          disabled={clear.isPending}
          onClick={() =>
            clear.mutate(undefined, {
              onSuccess: () => {
                onClose();
                onCleared();
              },
            })
          }
        >
          Clear
        </Button>
      </DialogActions>
    </Dialog>
  );
}
