import { paths } from '@domain/paths.ts';
import type { MarketAlert } from '@/data/ports/alerts.ts';

/**
 * Where an alert leads: a class's page on the Market (all India), or the page of the company whose product moved; null when the product is gone.
 */
export function alertHref(alert: MarketAlert): string | null {
  if (alert.classKey) return paths.marketClass.href(alert.classKey);
  if (alert.companyId) return paths.company.href(alert.companyId);
  return null;
}

/** '▲ +2.4 %' / '▼ −3.1 %': the move that raised the alert. */
export function moveText(changePct: number): { arrow: '▲' | '▼'; up: boolean } {
  return changePct >= 0 ? { arrow: '▲', up: true } : { arrow: '▼', up: false };
}

/** The badge's text: up to 99, then '99+'. */
export const countText = (unread: number) => (unread > 99 ? '99+' : String(unread));
