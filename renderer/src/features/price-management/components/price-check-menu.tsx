import { ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { parsePriceCheck, PRICE_CHECK } from '@domain/price-management.ts';
import { apiErrorOf } from '@/data/api.ts';
import { useDropMenu } from '@/hooks/use-drop-menu.ts';
import { Button } from '@/ui/button.tsx';
import { showToast } from '@/ui/toast/toast-store.ts';
import { useSetPriceCheckMutation } from '../api.ts';
import './sheet-menus.css';

const pct = (n: number) => `${n.toLocaleString('en-IN', { maximumFractionDigits: 2 })} %`;

/**
 * The company's price check in the toolbar: the limit shown on its button, set by the company's executives (and
 * admins) in its panel. The server keeps and enforces it (set_company_price_check, save_product_changes).
 */
export function PriceCheckMenu({ companyId, maxChangePct }: { companyId: string; maxChangePct: number }) {
  const [typed, setTyped] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [setPriceCheck, { isLoading }] = useSetPriceCheckMutation();
  const { ref: menuRef, close: closeMenu } = useDropMenu();
  const value = typed ?? String(maxChangePct);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = parsePriceCheck(value);
    if (!parsed.ok) {
      setProblem(parsed.message);
      return;
    }
    try {
      const outcome = await setPriceCheck({ companyId, maxChangePct: parsed.value }).unwrap();
      if (!outcome.ok) {
        setProblem(outcome.message);
        return;
      }
      setProblem(null);
      setTyped(null);
      closeMenu();
      showToast({
        title: PRICE_CHECK.saved,
        description: `Price changes beyond ±${pct(outcome.value)} are listed for your confirmation before they are saved.`,
        variant: 'success',
      });
    } catch (error) {
      setProblem(apiErrorOf(error).message);
    }
  };

  return (
    <details ref={menuRef} className="sheet-menu">
      <summary className="btn btn--outline btn--sm" title="Changes beyond this are listed for confirmation">
        <ShieldCheck size={14} aria-hidden="true" /> Price check ±{pct(maxChangePct)}
      </summary>
      <form className="sheet-menu__panel price-check-menu" onSubmit={(e) => void submit(e)} noValidate>
        <label className="price-check-menu__label" htmlFor="price-check-limit">
          Ask before saving a price change beyond
        </label>
        <div className="price-check-menu__row">
          <span aria-hidden="true">±</span>
          <input
            id="price-check-limit"
            className="input price-check-menu__input"
            inputMode="decimal"
            value={value}
            aria-describedby="price-check-hint"
            aria-invalid={problem ? true : undefined}
            onChange={(e) => setTyped(e.target.value)}
          />
          <span aria-hidden="true">% of the old price</span>
        </div>
        {problem && (
          <p className="selection-bar__problem" role="alert">
            {problem}
          </p>
        )}
        <p id="price-check-hint" className="price-check-menu__hint">
          For your whole company. A revealed product is never saved at ₹0.00.
        </p>
        <Button type="submit" size="sm" loading={isLoading}>
          Save price check
        </Button>
      </form>
    </details>
  );
}
