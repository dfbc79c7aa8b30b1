import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { MarketRow } from '@/data/ports/market.ts';
import { renderInApp } from '@/testing/render.tsx';
import { marketRow } from '../model/market-row-fixture.ts';
import { rowKey, sortRows, type MarketSort } from '../model/market-table.ts';
import { ChangeCell, SparkCell, sparkPoints } from './market-cells.tsx';
import { MarketTable } from './market-table.tsx';

const rows = [
  marketRow({ centre: 'Tiruppur', median: 284, mills: 3 }),
  marketRow({ centre: 'All India', median: 280, mills: 9 }),
  marketRow({ classKey: 'viscose/vortex/30s', classLabel: 'Viscose · Vortex · 30s', median: 190, mills: 4 }),
];

function Harness({ onOpen }: { onOpen: (row: MarketRow) => void }) {
  const [sort, setSort] = useState<MarketSort>({ key: 'mills', descending: true });
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <MarketTable
      rows={sortRows(rows, sort)}
      sort={sort}
      onSort={(key) => setSort((s) => ({ key, descending: s.key === key ? !s.descending : true }))}
      selected={selected}
      onSelect={setSelected}
      onOpen={onOpen}
    />
  );
}

const bodyRows = () => screen.getAllByRole('row').slice(1);

describe('MarketTable', () => {
  it('shows each class with its centre, median in en-IN figures, range, mills and coloured changes', () => {
    renderInApp(<Harness onOpen={() => undefined} />);
    const first = within(bodyRows()[0]);
    expect(first.getByRole('link', { name: 'Cotton · Combed · 40s' })).toHaveAttribute(
      'href',
      '/market/cotton/combed/40s?centre=All%20India',
    );
    expect(first.getByText('280.00')).toBeInTheDocument();
    expect(first.getByText('270.00 – 295.00')).toBeInTheDocument();
    expect(first.getByLabelText('7 days +2.1 %')).toHaveClass('market-change--up');
    expect(first.getByLabelText('30 days −1.2 %')).toHaveClass('market-change--down');
    expect(
      first.getByRole('img', { name: 'Cotton · Combed · 40s, All India: 30-day median trend' }),
    ).toBeInTheDocument();
  });

  it('sorts by a header, and again the other way', async () => {
    const user = userEvent.setup();
    renderInApp(<Harness onOpen={() => undefined} />);
    const median = () => screen.getByRole('columnheader', { name: /Median/ });
    await user.click(within(median()).getByRole('button'));
    expect(median()).toHaveAttribute('aria-sort', 'descending');
    expect(bodyRows().map((r) => within(r).getAllByRole('cell')[2].textContent)).toEqual([
      '284.00',
      '280.00',
      '190.00',
    ]);
    await user.click(within(median()).getByRole('button'));
    expect(median()).toHaveAttribute('aria-sort', 'ascending');
    expect(bodyRows().map((r) => within(r).getAllByRole('cell')[2].textContent)).toEqual([
      '190.00',
      '280.00',
      '284.00',
    ]);
  });

  it('moves the selection with the arrow keys and opens the selected class with Enter', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    renderInApp(<Harness onOpen={onOpen} />);
    const [first] = bodyRows();
    expect(first).toHaveAttribute('tabindex', '0');
    first.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(bodyRows()[1]).toHaveAttribute('aria-selected', 'true');
    expect(bodyRows()[1]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ classKey: 'viscose/vortex/30s', mills: 4 }));
    await user.keyboard('{Home}');
    expect(bodyRows()[0]).toHaveAttribute('aria-selected', 'true');
    expect(rowKey(onOpen.mock.calls[0][0])).toBe('viscose/vortex/30s@All India');
  });
});

describe('the market cells', () => {
  it('say a missing change as a dash and a fall in red with a true minus', () => {
    renderInApp(
      <>
        <ChangeCell value={null} label="1 day" />
        <ChangeCell value={-0.44} label="7 days" />
        <ChangeCell value={0} label="30 days" />
      </>,
    );
    expect(screen.getByTitle('1 day: no earlier close')).toHaveTextContent('—');
    expect(screen.getByLabelText('7 days −0.4 %')).toHaveTextContent('▼ −0.4 %');
    expect(screen.getByLabelText('30 days 0.0 %')).toHaveClass('market-change--flat');
  });

  it('draw the trend as one polyline scaled into its box, nothing for a single close', () => {
    expect(sparkPoints([10, 20, 15], 42, 22)).toBe('1.0,20.0 21.0,2.0 41.0,11.0');
    const { container } = renderInApp(
      <>
        <SparkCell values={[5]} label="one" />
        <SparkCell values={[5, 4]} label="falling" />
      </>,
    );
    expect(container.querySelectorAll('polyline')).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'falling: 30-day median trend' })).toHaveClass('market-spark--down');
  });
});
