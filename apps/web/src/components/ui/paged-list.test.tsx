import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderWithShell } from '../../test-utils';
import { pageFromQuery, useClampPage, usePageParam } from './paged-list';

function Probe({ pages }: { pages?: number }) {
  const { page } = usePageParam();
  useClampPage(page, pages);
  return <p>page {page}</p>;
}

describe('paged lists', () => {
  it('reads ?page= as a whole number of at least 1', () => {
    expect(pageFromQuery('3')).toBe(3);
    for (const bad of [null, '', '0', '-2', 'x', '1.5']) expect(pageFromQuery(bad)).toBe(1);
  });

  it('moves a page past the last one to the last page, once the count is known', async () => {
    const { router } = renderWithShell(<Probe pages={2} />, { path: '/orders?page=7' });
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(screen.getByText('page 2')).toBeTruthy();
  });

  it('leaves the page alone while the count is unknown or the list is empty', () => {
    const { router } = renderWithShell(<Probe />, { path: '/orders?page=7' });
    expect(router.state.location.search).toBe('?page=7');
  });
});
