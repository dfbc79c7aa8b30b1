import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VENDOR_SEARCH_TOO_SHORT } from '@domain/sourcing.ts';
import type { MemberMatch } from '@/data/ports/sourcing.ts';
import { MemberSearch } from './member-search.tsx';
import { currentToast, dismissToast } from './toast/toast-store.ts';

const ravi: MemberMatch = {
  id: 'm-1',
  memberName: 'Ravi Shah',
  businessName: 'Shree Labels',
  email: 'ravi@example.test',
};

afterEach(() => dismissToast());

function renderSearch(search: (term: string) => Promise<MemberMatch[]>) {
  render(
    <MemberSearch
      inputId="find"
      label="Search members"
      labelHidden
      placeholder="e.g. ravi@…"
      search={search}
      searching={false}
      failureTitle="Search failed"
      classes={{ form: 'toolbar', table: 'dense-table' }}
      action={(m) => <button type="button">Pick {m.memberName}</button>}
    />,
  );
  return screen.getByRole('searchbox', { name: 'Search members' });
}

describe('the member search', () => {
  it('refuses a term under 3 characters with a toast, and does not search', async () => {
    const search = vi.fn(async () => [ravi]);
    const box = renderSearch(search);
    await userEvent.type(box, '  ra {Enter}');
    expect(currentToast()).toMatchObject({ ...VENDOR_SEARCH_TOO_SHORT, variant: 'destructive' });
    expect(search).not.toHaveBeenCalled();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('searches the trimmed term and lists the matches with the panel’s action', async () => {
    const search = vi.fn(async () => [ravi]);
    const box = renderSearch(search);
    await userEvent.type(box, ' shree {Enter}');
    const table = await screen.findByRole('table', { name: 'Members found' });
    expect(search).toHaveBeenCalledWith('shree');
    const row = within(table).getByRole('row', { name: /Ravi Shah/ });
    expect(within(row).getByRole('cell', { name: 'ravi@example.test' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Pick Ravi Shah' })).toBeInTheDocument();
  });

  it('says so when nobody matches', async () => {
    const box = renderSearch(async () => []);
    await userEvent.type(box, 'nobody{Enter}');
    expect(await screen.findByText('No members match “nobody”.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('tells a failed search in a toast under the panel’s title', async () => {
    const box = renderSearch(async () => Promise.reject(new Error('network down')));
    await userEvent.type(box, 'ravi{Enter}');
    await vi.waitFor(() =>
      expect(currentToast()).toMatchObject({
        title: 'Search failed',
        description: 'network down',
        variant: 'destructive',
      }),
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
