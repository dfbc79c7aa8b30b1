import { listStateOf } from '@domain/price-list-share.ts';
import type { PriceListPdf } from '@/data/ports/price-list.ts';
import type { PublishedList } from './share-buttons.tsx';

export interface CompanyLists {
  companyId: string;
  companyName: string;
  /** The lists in force: per scope, the latest edition unless withdrawn (all departments first, then by name). */
  current: PublishedList[];
  /** Superseded and withdrawn editions, newest first. */
  history: PublishedList[];
}

const isPublished = (list: PriceListPdf): list is PublishedList => list.published !== null;

/** The company's lists in force and its history, as the company page and the Price List page show them. */
export function splitHistory(lists: readonly PublishedList[]): Pick<CompanyLists, 'current' | 'history'> {
  const newest = [...lists].sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt));
  const current = newest
    .filter((l) => listStateOf(l.published) === 'latest')
    .sort((a, b) => (a.published.department ?? '').localeCompare(b.published.department ?? ''));
  return { current, history: newest.filter((l) => listStateOf(l.published) !== 'latest') };
}

/**
 * The Price List page's two parts: published lists under their company (the company that published last
 * first), and the lists staff uploaded by hand, in the order read.
 */
export function groupByCompany(lists: readonly PriceListPdf[]): {
  companies: CompanyLists[];
  uploaded: PriceListPdf[];
} {
  const byCompany = new Map<string, PublishedList[]>();
  for (const list of lists.filter(isPublished)) {
    const group = byCompany.get(list.published.companyId) ?? [];
    group.push(list);
    byCompany.set(list.published.companyId, group);
  }
  const companies = [...byCompany.values()].map((group) => ({
    companyId: group[0]!.published.companyId,
    companyName: group[0]!.published.companyName,
    ...splitHistory(group),
    lastPublished: group.reduce((max, l) => (l.uploadedAt > max ? l.uploadedAt : max), ''),
  }));
  companies.sort((a, b) => b.lastPublished.localeCompare(a.lastPublished));
  return {
    companies: companies.map(({ lastPublished: _, ...company }) => company),
    uploaded: lists.filter((l) => !isPublished(l)),
  };
}
