import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PdfToolbar, type PdfToolbarProps } from './pdf-toolbar.tsx';

function renderToolbar(props: Partial<PdfToolbarProps> = {}) {
  const handlers = {
    onPage: vi.fn(),
    onZoom: vi.fn(),
    onFitWidth: vi.fn(),
    onQuery: vi.fn(),
    onSearch: vi.fn(),
    onStep: vi.fn(),
  };
  render(
    <PdfToolbar
      ready
      page={3}
      pageCount={100}
      zoomPercent={125}
      fitWidth={false}
      query="polyester"
      search={{ status: 'idle', matches: 0, current: 0 }}
      searchInput={createRef()}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

describe('PdfToolbar', () => {
  it('pages back and forward, and takes a typed page number on Enter', async () => {
    const { onPage } = renderToolbar();
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    const input = screen.getByRole('textbox', { name: 'Page number' });
    await userEvent.clear(input);
    await userEvent.type(input, '42{Enter}');
    expect(onPage.mock.calls).toEqual([[2], [4], [42]]);
    expect(screen.getByText('of 100')).toBeInTheDocument();
  });

  it('ignores a page number that is not a number', async () => {
    const { onPage } = renderToolbar();
    const input = screen.getByRole('textbox', { name: 'Page number' });
    await userEvent.clear(input);
    await userEvent.type(input, 'x{Enter}');
    expect(onPage).not.toHaveBeenCalled();
    expect(input).toHaveValue('3');
  });

  it('cannot go before the first page or past the last', () => {
    renderToolbar({ page: 1, pageCount: 1 });
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('zooms, shows the level and fits the width', async () => {
    const { onZoom, onFitWidth } = renderToolbar();
    expect(screen.getByRole('status', { name: 'Zoom level' })).toHaveTextContent('125%');
    await userEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    await userEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    await userEvent.click(screen.getByRole('button', { name: 'Fit width' }));
    expect(onZoom.mock.calls).toEqual([[1], [-1]]);
    expect(onFitWidth).toHaveBeenCalledOnce();
  });

  it('searches on submit and steps through matches with Enter and Shift+Enter once found', () => {
    const { onSearch, onStep } = renderToolbar({ search: { status: 'done', matches: 5, current: 1 } });
    expect(screen.getByText('2 of 5')).toBeInTheDocument();
    const box = screen.getByRole('searchbox', { name: 'Find in document' });
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(onStep.mock.calls).toEqual([[1], [-1]]);
    expect(onSearch).not.toHaveBeenCalled();
    fireEvent.submit(box.closest('form')!);
    expect(onSearch).toHaveBeenCalledOnce();
  });

  it('says when nothing matched, and disables everything until the document is ready', () => {
    renderToolbar({ search: { status: 'done', matches: 0, current: 0 } });
    expect(screen.getByText('No matches')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /match/ }).every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
  });

  it('is disabled while the document loads', () => {
    renderToolbar({ ready: false, pageCount: 0 });
    for (const name of ['Zoom in', 'Zoom out', 'Search', 'Next page']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
    }
    expect(screen.getByText('of …')).toBeInTheDocument();
  });
});
