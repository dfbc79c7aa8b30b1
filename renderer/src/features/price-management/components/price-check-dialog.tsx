import { formatRupees } from '@domain/format.ts';
import { PRICE_CHECK, ZERO_PRICE_REVEALED } from '@domain/price-management.ts';
import { Alert } from '@/ui/alert.tsx';
import { Button } from '@/ui/button.tsx';
import { Dialog } from '@/ui/dialog/dialog.tsx';
import type { CheckedChange, PriceCheckList } from '../model/price-check.ts';
import './sheet-dialogs.css';

const SHOWN = 200;
const plural = (n: number, word: string) => `${n.toLocaleString('en-IN')} ${word}${n === 1 ? '' : 's'}`;
const pct = (n: number) => `${n.toLocaleString('en-IN', { maximumFractionDigits: 2 })} %`;

function changeText(row: CheckedChange): string {
  if (row.flag === 'zero-revealed') return 'Revealed at ₹0.00';
  if (row.changePct === null) return '–';
  return `${row.changePct > 0 ? '+' : ''}${row.changePct.toLocaleString('en-IN', { minimumFractionDigits: 1 })} %`;
}

/** What the dialog says above its list: how many of each, and what saving will do. */
function summaryOf(zero: number, beyond: number, maxChangePct: number): string {
  const parts = [
    zero > 0 && `${plural(zero, 'revealed product')} would be priced at ₹0.00`,
    beyond > 0 &&
      `${plural(beyond, 'price')} would change by more than ±${pct(maxChangePct)} (your company's price check)`,
  ].filter(Boolean);
  const what =
    zero > 0
      ? 'Products at ₹0.00 cannot be shown to members: hide them to save the rest, or go back and correct them.'
      : 'Nothing is saved until you confirm.';
  return `${parts.join(' and ')}. ${what}`;
}

/**
 * The price check's question before the save goes out (issue 23): the products a save would put on show at
 * ₹0.00 and the prices it would move beyond the company's limit, each with old → new and the change in %.
 * Saving anyway sends the save confirmed; products at ₹0.00 are never saved revealed (the server refuses
 * them), so then the choice is to hide them in the same save. A product's name shows it in the sheet.
 */
export function PriceCheckDialog({
  check,
  saving,
  onClose,
  onSaveAnyway,
  onHideZeroAndSave,
  onShowProduct,
}: {
  check: PriceCheckList | null;
  saving: boolean;
  onClose: () => void;
  onSaveAnyway: () => void;
  onHideZeroAndSave: () => void;
  onShowProduct: (id: string) => void;
}) {
  const rows = check?.rows ?? [];
  const zero = rows.filter((r) => r.flag === 'zero-revealed').length;
  return (
    <Dialog
      open={check !== null}
      onOpenChange={(open) => !open && !saving && onClose()}
      title={PRICE_CHECK.confirmTitle}
      description={check ? summaryOf(zero, rows.length - zero, check.maxChangePct) : undefined}
      className="dialog--wide"
    >
      {zero > 0 && <Alert variant="danger">{ZERO_PRICE_REVEALED}</Alert>}
      <div className="price-check">
        <table className="price-check__table">
          <caption className="visually-hidden">Prices to check</caption>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col" className="price-check__num">
                Old → new price
              </th>
              <th scope="col" className="price-check__num">
                Change
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.slice(0, SHOWN).map((row) => (
              <tr key={row.id} className={row.flag === 'zero-revealed' ? 'price-check__row--zero' : undefined}>
                <th scope="row">
                  <button type="button" className="price-check__product" onClick={() => onShowProduct(row.id)}>
                    {row.product}
                  </button>
                </th>
                <td className="price-check__num">
                  {row.oldPrice === null ? 'No price' : formatRupees(row.oldPrice)} →{' '}
                  <strong>{row.newPrice === null ? 'No price' : formatRupees(row.newPrice)}</strong>
                </td>
                <td className="price-check__num price-check__change">{changeText(row)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length > SHOWN && (
          <p className="price-check__more">…and {(rows.length - SHOWN).toLocaleString('en-IN')} more.</p>
        )}
      </div>
      <div className="dialog__actions">
        <Button variant="outline" onClick={onClose} disabled={saving}>
          Back to the sheet
        </Button>
        {zero > 0 ? (
          <Button onClick={onHideZeroAndSave} loading={saving}>
            Hide {zero === 1 ? 'the product' : `the ${zero} products`} at ₹0.00 and save
          </Button>
        ) : (
          <Button onClick={onSaveAnyway} loading={saving}>
            Save anyway
          </Button>
        )}
      </div>
    </Dialog>
  );
}
