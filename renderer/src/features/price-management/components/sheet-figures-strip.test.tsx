/** The sheet's figures while it loads: the products read so far, noted as loading; the rest once it has loaded. */
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { ProductSheet } from '../hooks/use-product-sheet.ts';
import { SheetFiguresStrip } from './sheet-figures-strip.tsx';

const FIGURES = { products: 100, revealed: 89, hidden: 11, withoutPrice: 0, departments: [] };

/** The parts of the sheet the strip reads. */
const sheetAt = (status: ProductSheet['status'], loaded: number) =>
  ({
    status,
    progress: { loaded, total: 6006 },
    session: { editedCount: 0 },
    stale: new Set<string>(),
  }) as unknown as ProductSheet;

/** A figure's value (and note), by its label. */
const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling!;

it('counts the products read so far while the sheet loads, and leaves the other figures blank', () => {
  render(<SheetFiguresStrip figures={FIGURES} sheet={sheetAt('loading', 2464)} />);
  expect(figure('Products')).toHaveTextContent('2,464loading…');
  for (const label of ['Revealed', 'Hidden', 'Without price', 'Unsaved edits'])
    expect(figure(label)).toHaveTextContent(/^–$/);
});

it('shows every figure of the whole sheet once it has loaded', () => {
  render(<SheetFiguresStrip figures={{ ...FIGURES, products: 6006 }} sheet={sheetAt('ready', 6006)} />);
  expect(figure('Products')).toHaveTextContent(/^6,006$/);
  expect(figure('Revealed')).toHaveTextContent('89shown to members');
});
