import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, Box, Button, Container, Paper, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { mailListQuery } from './api/list-mails';
import { mailboxKeys } from './api/keys';
import { ClearMailboxDialog, MailboxHeader, MailListPane } from './components/mailbox-parts';
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
      <MailboxHeader
        fetching={list.isFetching}
        canClear={Boolean(list.data?.length)}
        onRefresh={refresh}
        onClear={() => setConfirmClear(true)}
      />

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
            <MailListPane
              filter={filter}
              onFilter={setFilter}
              pending={list.isPending}
              mails={mails}
              selectedId={selectedId}
              onSelect={select}
            />
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

      <ClearMailboxDialog
        open={confirmClear}
        onClose={() => setConfirmClear(false)}
        onCleared={() => select(null)}
      />
    </Container>
  );
}
