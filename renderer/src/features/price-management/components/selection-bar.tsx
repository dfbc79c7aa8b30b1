import { Eye, EyeOff, Percent, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { applyPercent, parsePercent, parsePriceCell } from '@domain/price-management.ts';
import { Button } from '@/ui/button.tsx';
import type { ProductSheet } from '../hooks/use-product-sheet.ts';
import type { CellChange } from '../model/edit-session.ts';
import { formatCountOf } from '@domain/format.ts';
import './sheet-toolbar.css';

/**
 * Actions on the selected rows (trade §2: reprice and hide or reveal many rows at a time): a visibility, one
 * price for all, or a change of ±x % rounded to the paisa. Each is one undoable step; a bad value is said
 * under its box and changes nothing.
 */
export function SelectionBar({
  sheet,
  selected,
  onClear,
  onError,
}: {
  sheet: ProductSheet;
  selected: readonly string[];
  onClear: () => void;
  onError: (title: string, message: string) => void;
}) {
  const [price, setPrice] = useState('');
  const [percent, setPercent] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const count = selected.length;
  const rows = formatCountOf(count, 'row');

  const setVisibility = (value: 'Reveal' | 'Hide') =>
    sheet.apply(
      `${value} ${rows}`,
      selected.map((id) => ({ id, field: 'visibilityStatus', value })),
    );

  const setAllPrices = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parsePriceCell(price);
    if (!parsed.ok || price.trim() === '') {
      setProblem(parsed.ok ? 'Enter a price to set.' : parsed.message);
      return;
    }
    setProblem(null);
    sheet.apply(
      `Set price of ${rows}`,
      selected.map((id) => ({ id, field: 'basicPrice', value: parsed.value })),
    );
    setPrice('');
  };

  const changeByPercent = (event: FormEvent) => {
    event.preventDefault();
    const pct = parsePercent(percent);
    if (!pct.ok) {
      setProblem(pct.message);
      return;
    }
    const changes: CellChange[] = [];
    const refused: string[] = [];
    for (const id of selected) {
      const next = applyPercent(sheet.value(id, 'basicPrice') ?? null, pct.value);
      if (next.ok) changes.push({ id, field: 'basicPrice', value: next.value });
      else refused.push(id);
    }
    if (refused.length > 0) {
      // All or nothing: a partly applied change would be hard to see in a long sheet.
      onError('Change not applied', `${refused.length} of the selected prices would go above ₹9,99,999.99.`);
      return;
    }
    setProblem(null);
    sheet.apply(`${pct.value > 0 ? '+' : ''}${pct.value}% on ${rows}`, changes);
    setPercent('');
  };

  return (
    <div className="selection-bar" role="toolbar" aria-label="Selected rows">
      <strong className="selection-bar__count">{rows} selected</strong>
      <Button size="sm" variant="outline" onClick={() => setVisibility('Reveal')}>
        <Eye size={14} aria-hidden="true" /> Reveal
      </Button>
      <Button size="sm" variant="outline" onClick={() => setVisibility('Hide')}>
        <EyeOff size={14} aria-hidden="true" /> Hide
      </Button>
      <form className="selection-bar__form" onSubmit={setAllPrices}>
        <input
          className="input selection-bar__input"
          inputMode="decimal"
          placeholder="₹ price"
          aria-label="Price for the selected rows"
          value={price}
          onChange={(e) => setPrice(e.target.value)}
        />
        <Button size="sm" variant="outline" type="submit">
          Set price
        </Button>
      </form>
      <form className="selection-bar__form" onSubmit={changeByPercent}>
        <input
          className="input selection-bar__input selection-bar__input--pct"
          inputMode="decimal"
          placeholder="±%"
          aria-label="Change in percent for the selected rows"
          value={percent}
          onChange={(e) => setPercent(e.target.value)}
        />
        <Button size="sm" variant="outline" type="submit">
          <Percent size={14} aria-hidden="true" /> Change
        </Button>
      </form>
      {problem && (
        <span className="selection-bar__problem" role="alert">
          {problem}
        </span>
      )}
      <Button size="sm" variant="ghost" onClick={onClear} aria-label="Clear selection">
        <X size={14} aria-hidden="true" /> Clear
      </Button>
    </div>
  );
}
