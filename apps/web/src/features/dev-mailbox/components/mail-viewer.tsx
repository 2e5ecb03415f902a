import { useId, useState } from 'react';
import { Alert, Box, Link, Skeleton, Tab, Tabs, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { mailQuery } from '../api/get-mail';
import { formatTime, linkify, withTopTarget } from './format';

type View = 'html' | 'text';

/**
 * One mail: its HTML in a sandboxed frame (no scripts, no access to this page; a click on a
 * link opens it in this tab, like following it from an inbox) or its plain-text version.
 */
export function MailViewer({ id }: { id: number }) {
  const { data: mail, isPending, error } = useQuery(mailQuery(id));
  const [view, setView] = useState<View>('html');
  const uid = useId();

  if (isPending) {
    return (
      <Box sx={{ p: 2 }} aria-busy="true" aria-label="Loading mail">
        <Skeleton variant="text" width="60%" height={40} />
        <Skeleton variant="text" width="40%" />
        <Skeleton variant="rectangular" height={360} sx={{ mt: 2 }} />
      </Box>
    );
  }
  if (error) {
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {error.message}
      </Alert>
    );
  }

  const tabId = (v: View) => `${uid}-tab-${v}`;
  const panelId = (v: View) => `${uid}-panel-${v}`;

  return (
    <Box
      component="article"
      aria-labelledby={`${uid}-subject`}
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}
    >
      <Box sx={{ px: { xs: 1.5, sm: 2 }, pt: 2 }}>
        <Typography
          id={`${uid}-subject`}
          variant="h2"
          sx={{ fontSize: { xs: '1.3rem', md: '1.5rem' } }}
        >
          {mail.subject}
        </Typography>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'auto 1fr',
            columnGap: 1.5,
            rowGap: 0.3,
            m: 0,
            mt: 1,
            fontSize: '0.9rem',
            '& dt': { color: 'text.secondary' },
            '& dd': { m: 0, overflowWrap: 'anywhere' },
          }}
        >
          <dt>To</dt>
          <dd>{mail.to}</dd>
          <dt>{mail.sent_at ? 'Delivered' : 'Queued'}</dt>
          <dd>
            {formatTime(mail.sent_at ?? mail.created_at)}
            {mail.transport ? ` (${mail.transport})` : ''}
            {mail.status === 'failed' ? ' (failed)' : ''}
          </dd>
          <dt>Template</dt>
          <dd>{mail.template}</dd>
        </Box>
        {mail.last_error && (
          <Alert severity={mail.status === 'failed' ? 'error' : 'warning'} sx={{ mt: 1 }}>
            Last delivery error after {mail.attempts} attempt{mail.attempts === 1 ? '' : 's'}:{' '}
            {mail.last_error}
          </Alert>
        )}
        <Tabs
          value={view}
          onChange={(_e, v: View) => setView(v)}
          aria-label="Mail format"
          sx={{ mt: 1 }}
        >
          <Tab value="html" label="HTML" id={tabId('html')} aria-controls={panelId('html')} />
          <Tab value="text" label="Text" id={tabId('text')} aria-controls={panelId('text')} />
        </Tabs>
      </Box>
      <Box
        role="tabpanel"
        id={panelId(view)}
        aria-labelledby={tabId(view)}
        sx={{ flex: 1, minHeight: 0, borderTop: 1, borderColor: 'divider', bgcolor: '#fbfaf6' }}
      >
        {view === 'html' ? (
          <Box
            component="iframe"
            title={`Mail: ${mail.subject}`}
            // No allow-scripts and no allow-same-origin: the mail cannot run code or reach this
            // page. Top navigation on a click keeps its links working.
            sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation"
            referrerPolicy="no-referrer"
            srcDoc={withTopTarget(mail.html)}
            sx={{
              display: 'block',
              width: '100%',
              border: 0,
              height: { xs: '75vh', md: '100%' },
              minHeight: 480,
            }}
          />
        ) : (
          <Box
            component="pre"
            sx={{
              m: 0,
              p: { xs: 1.5, sm: 2 },
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
              fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
              fontSize: '0.9rem',
              lineHeight: 1.6,
              bgcolor: 'background.paper',
              height: '100%',
              overflow: 'auto',
            }}
          >
            {linkify(mail.text).map((part, i) =>
              part.href ? (
                <Link key={i} href={part.href}>
                  {part.text}
                </Link>
              ) : (
                <span key={i}>{part.text}</span>
              ),
            )}
          </Box>
        )}
      </Box>
    </Box>
  );
}
