import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { theme } from '../../app/theme';
import { MailboxPage } from './mailbox-page';
import { linkify, withTopTarget } from './components/format';
import type { MailboxMessage } from '@camp/shared/dev-mailbox';
import { apiError, server } from '../../test-server';
import { mailboxApi } from './test-handlers';

const confirmUrl = 'http://127.0.0.1:3200/confirmation/tok?user_type=parent';

const mail: MailboxMessage = {
  id: 7,
  to: 'pat@example.com',
  subject: 'Confirm your e-mail address',
  template: 'confirmation',
  status: 'sent',
  transport: 'mailbox',
  attempts: 1,
  last_error: null,
  links: [confirmUrl],
  created_at: '2026-05-01T10:00:00.000Z',
  sent_at: '2026-05-01T10:00:01.000Z',
  html: `<!DOCTYPE html><html><head><title>x</title></head><body><a href="${confirmUrl}">Confirm my e-mail</a></body></html>`,
  text: `Hi Pat,\n\nConfirm my e-mail:\n${confirmUrl}\n`,
};
const older = {
  ...mail,
  id: 3,
  to: 'dana@example.com',
  subject: 'Reset your Camp Concierge password',
};

function renderPage() {
  const router = createMemoryRouter([{ path: '/dev/mailbox', element: <MailboxPage /> }], {
    initialEntries: ['/dev/mailbox'],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return router;
}

describe('mailbox page', () => {
  beforeEach(() => {
    const { html: _h, text: _t, ...summary } = mail;
    const { html: _h2, text: _t2, ...olderSummary } = older;
    server.use(mailboxApi.list({ mails: [summary, olderSummary] }), mailboxApi.mail([mail]));
  });
  afterEach(() => {
    cleanup();
  });

  it('lists mail by recipient and subject and shows the chosen one in a sandboxed frame', async () => {
    const user = userEvent.setup();
    const router = renderPage();
    await screen.findByRole('button', { name: /pat@example\.com/ });
    const list = screen.getByRole('list', { name: 'Mail, newest first' });
    const buttons = within(list).getAllByRole('button');
    expect(buttons).toHaveLength(2);
    expect(buttons[0]!.textContent).toMatch(/^pat@example\.com.*Confirm your e-mail address$/);
    expect(buttons[1]!.textContent).toMatch(
      /^dana@example\.com.*Reset your Camp Concierge password$/,
    );
    expect(screen.getByRole('status')).toHaveProperty('textContent', '2 mails');

    await user.click(screen.getByRole('button', { name: /pat@example\.com/ }));
    expect(router.state.location.search).toBe('?id=7');
    const frame = await screen.findByTitle('Mail: Confirm your e-mail address');
    expect(frame.tagName).toBe('IFRAME');
    const sandbox = frame.getAttribute('sandbox') ?? '';
    expect(sandbox).toContain('allow-top-navigation-by-user-activation');
    expect(sandbox).not.toContain('allow-scripts');
    expect(sandbox).not.toContain('allow-same-origin');
    const srcdoc = frame.getAttribute('srcdoc') ?? '';
    expect(srcdoc).toContain('<head><base target="_top"><title>');
    expect(srcdoc).toContain(`href="${confirmUrl}"`);

    await user.click(screen.getByRole('tab', { name: 'Text' }));
    const link = screen.getByRole('link', { name: confirmUrl });
    expect(link.getAttribute('href')).toBe(confirmUrl);
    expect(screen.getByRole('tabpanel').textContent).toContain('Hi Pat,');

    // Narrow screens: back to the list.
    await user.click(screen.getByRole('button', { name: 'All mail' }));
    expect(router.state.location.search).toBe('');
  });

  it('filters by recipient or subject', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('button', { name: /pat@example\.com/ });
    await user.type(
      screen.getByRole('searchbox', { name: 'Filter by recipient or subject' }),
      'reset',
    );
    const buttons = within(screen.getByRole('list')).getAllByRole('button');
    expect(buttons).toHaveLength(1);
    expect(buttons[0]!.textContent).toContain('dana@example.com');
    expect(screen.getByRole('status').textContent).toBe('1 mail match');
  });

  it('says so when the server has no mailbox (production)', async () => {
    server.use(mailboxApi.list(apiError(404, { _base: ['Not found'] })));
    renderPage();
    expect(await screen.findByText(/not available on this server/)).toBeTruthy();
  });
});

describe('mail formatting helpers', () => {
  it('makes links open in the whole tab', () => {
    expect(withTopTarget('<html><head lang="en"><title>t</title></head></html>')).toBe(
      '<html><head lang="en"><base target="_top"><title>t</title></head></html>',
    );
    expect(withTopTarget('<p>no head</p>')).toBe('<base target="_top"><p>no head</p>');
  });

  it('turns URLs in text into links', () => {
    expect(linkify('Open:\nhttps://a.test/x?y=1 now')).toEqual([
      { text: 'Open:\n' },
      { text: 'https://a.test/x?y=1', href: 'https://a.test/x?y=1' },
      { text: ' now' },
    ]);
    expect(linkify('none')).toEqual([{ text: 'none' }]);
  });
});
