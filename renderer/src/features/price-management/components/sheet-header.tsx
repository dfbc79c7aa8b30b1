import { Building2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { PRICE_MANAGEMENT } from '@domain/price-management.ts';
import '@/ui/desk.css';

/** The sheet's title with the company's name above it, and the page's actions (company, price check) beside. */
export function SheetHeader(props: { companyName: string | null; actions: ReactNode }) {
  return (
    <header className="desk__header">
      <div>
        {props.companyName && (
          <p className="sheet-page__company desk__company">
            <Building2 size={16} aria-hidden="true" /> {props.companyName}
          </p>
        )}
        <h1 id="sheet-title">{PRICE_MANAGEMENT.title}</h1>
        <p className="sheet-page__subtitle">
          Reprice and reveal or hide your products. Edits stay unsaved (highlighted) until you save them in one go.
        </p>
      </div>
      <div className="sheet-page__actions">{props.actions}</div>
    </header>
  );
}
