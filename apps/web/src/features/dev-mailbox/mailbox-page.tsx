import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Container,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Paper,
  TextField,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteSweepOutlinedIcon from '@mui/icons-material/DeleteSweepOutlined';
import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client';
import { useDocumentTitle } from '../../components/use-document-title';
import { mailListQuery } from './api/list-mails';
import { mailboxKeys } from './api/keys';
import { useClearMailbox } from './api/clear-mailbox';
import { MailList } from './components/mail-list';
import { MailViewer } from './components/mail-viewer';

/**
 * The built-in mailbox (/dev/mailbox): without SMTP_URL every e-mail the app sends lands here,
 * so sign-up confirmations and password resets can be followed locally. The API serves it
 * outside production only.
 */
export function MailboxPage() {
  useDocumentTitle('Mailbox');
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const selectedId = Number(params.get('id')) || null;
  const [filter, setFilter] = useState('');
  const [confirmClear, setConfirmClear] = useState(false);
  const list = useQuery(mailListQuery());
  const clear = useClearMailbox();

  const mails = useMemo(() => {
    const q = filter.trim().toLowerCase();
    const all = list.data ?? [];
    return q
      ? all.filter((m) => m.to.toLowerCase().includes(q) || m.subject.toLowerCase().includes(q))
      : all;
  }, [list.data, filter]);

  const select = (id: number | null) => setParams(id ? { id: String(id) } : {});

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: mailboxKeys.all });
  };

  const unavailable = list.error instanceof ApiError && list.error.status === 404;
  const showList = wide || !selectedId;
  const showViewer = wide || Boolean(selectedId);

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 3 }, px: { xs: 1, sm: 2 } }}>
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
            startIcon={list.isFetching ? <CircularProgress size={16} /> : <RefreshIcon />}
            onClick={refresh}
          >
            Refresh
          </Button>
          <Button
            variant="outlined"
            color="error"
            startIcon={<DeleteSweepOutlinedIcon />}
            onClick={() => setConfirmClear(true)}
            disabled={!list.data?.length}
          >
            Clear
          </Button>
        </Box>
      </Box>

      {unavailable ? (
        <Alert severity="info">
          The mailbox is not available on this server (it is turned off in production).
        </Alert>
      ) : list.error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={refresh}>
              Try again
            </Button>
          }
        >
          {list.error.message}
        </Alert>
      ) : (
        <Paper
          variant="outlined"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: 'minmax(300px, 380px) 1fr' },
            height: { md: 'calc(100vh - 220px)' },
            minHeight: { md: 560 },
            overflow: 'hidden',
          }}
        >
          {showList && (
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
                  onChange={(e) => setFilter(e.target.value)}
                />
                <Typography
                  variant="caption"
                  role="status"
                  sx={{ display: 'block', mt: 0.5, color: 'text.secondary' }}
                >
                  {list.isPending
                    ? 'Loading mail…'
                    : `${mails.length} ${mails.length === 1 ? 'mail' : 'mails'}${filter.trim() ? ' match' : ''}`}
                </Typography>
              </Box>
              <Box sx={{ overflowY: 'auto', flex: 1 }}>
                {!list.isPending && mails.length === 0 ? (
                  <Box sx={{ p: 3, textAlign: 'center', color: 'text.secondary' }}>
                    <MailOutlinedIcon sx={{ fontSize: 40 }} aria-hidden />
                    <Typography sx={{ mt: 1 }}>
                      {filter.trim()
                        ? 'No mail matches this filter.'
                        : 'No mail yet. Sign up, ask for a password reset or a sign-in link, and the e-mail appears here within a second.'}
                    </Typography>
                  </Box>
                ) : (
                  <MailList mails={mails} selectedId={selectedId} onSelect={select} />
                )}
              </Box>
            </Box>
          )}
          {showViewer && (
            <Box component="section" aria-label="Selected mail" sx={{ minHeight: 0, minWidth: 0 }}>
              {!wide && (
                <Button startIcon={<ArrowBackIcon />} onClick={() => select(null)} sx={{ m: 1 }}>
                  All mail
                </Button>
              )}
              {selectedId ? (
                <MailViewer key={selectedId} id={selectedId} />
              ) : (
                <Box
                  sx={{
                    height: '100%',
                    display: 'flex',
                    alignItems: 'center',
                    justifyContent: 'center',
                    color: 'text.secondary',
                    p: 3,
                  }}
                >
                  <Typography>Select a mail to read it.</Typography>
                </Box>
              )}
            </Box>
          )}
        </Paper>
      )}

      <Dialog
        open={confirmClear}
        onClose={() => setConfirmClear(false)}
        aria-labelledby="clear-mailbox-title"
      >
        <DialogTitle id="clear-mailbox-title">Clear the mailbox?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Every delivered mail is deleted. Mail still waiting to be sent is kept.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmClear(false)}>Cancel</Button>
          <Button
            color="error"
            variant="contained"
            disabled={clear.isPending}
            onClick={() =>
              clear.mutate(undefined, {
                onSuccess: () => {
                  setConfirmClear(false);
                  select(null);
                },
              })
            }
          >
            Clear
          </Button>
        </DialogActions>
      </Dialog>
    </Container>
  );
}
