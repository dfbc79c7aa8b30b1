/** Reads of the cache: companies, news, the price sheet's pages, bids, the catalog and the sourcing overview. */
import type { IpcResult } from '../../ipc/contract.ts';
import type { MirrorRow } from '../cache/cache-store.ts';
import { assembleOverview, catalogLabels, NO_LABELS, type SourcingLabels } from '../cache/overview.ts';
import { SETTINGS, type Caches, type DesktopMethods } from './context.ts';

type ReadMethods = Pick<
  DesktopMethods,
  | 'companies'
  | 'newsItems'
  | 'newsSnippets'
  | 'newsArticle'
  | 'productPage'
  | 'catalog'
  | 'companyBids'
  | 'sourcingOverview'
  | 'keepSourcingLabels'
>;

/** Labels kept at most (RFQs and vendors each): the oldest names go first. */
const MAX_LABELS = 5000;

export function readMethods({ active, readable, now }: Caches): ReadMethods {
  return {
    async companies() {
      return readable()
        .store.companies()
        .map((r) => ({ id: r.id, company_name: String(r.company_name) }));
    },
    async newsItems(query) {
      const { rows, total } = readable().store.newsPage('news_items', query);
      return { rows: rows.map(newsItemRow), total };
    },
    async newsSnippets(query) {
      const { rows, total } = readable().store.newsPage('news_snippets', query);
      return { rows: rows.map(newsSnippetRow), total };
    },
    async newsArticle(id) {
      const row = readable().store.newsArticle(id);
      return row ? newsItemRow(row) : null;
    },
    async productPage(query) {
      const { rows, total } = active().store.productPage(query);
      return { rows: rows as never, total };
    },
    async catalog({ companyId, department }) {
      return active().store.catalog(companyId, department).map(catalogRow);
    },
    companyBids: async ({ companyId, since }) => active().store.companyBids(companyId, since) as never,
    async sourcingOverview({ companyId, department }) {
      const { store } = active();
      const { rfqs, rounds, bids } = store.sourcingDesk(companyId, department);
      const kept = store.getSetting<SourcingLabels>(SETTINGS.sourcingLabels) ?? NO_LABELS;
      const labels = {
        ...kept,
        items: { ...kept.items, ...catalogLabels(rfqs, store.catalog(companyId, department)) },
      };
      const drafts = new Map(
        store
          .outboxOfKind('rfq.create')
          .map((e) => [e.rowId, e.state === 'conflict' ? ('conflict' as const) : ('queued' as const)]),
      );
      return assembleOverview(rfqs, rounds, bids, labels, now().getTime(), drafts);
    },
    async keepSourcingLabels(labels) {
      const { store } = active();
      const kept = store.getSetting<SourcingLabels>(SETTINGS.sourcingLabels) ?? NO_LABELS;
      const recent = <T>(merged: Record<string, T>) => Object.fromEntries(Object.entries(merged).slice(-MAX_LABELS));
      store.setSetting(SETTINGS.sourcingLabels, {
        items: recent({ ...kept.items, ...labels.items }),
        vendors: recent({ ...kept.vendors, ...labels.vendors }),
      });
    },
  };
}

const newsItemRow = (r: MirrorRow) => ({
  id: r.id,
  headline: String(r.headline),
  content: String(r.content),
  image_url: (r.image_url as string | null) ?? null,
  created_at: String(r.created_at),
  updated_at: String(r.updated_at),
});

const newsSnippetRow = (r: MirrorRow) => ({
  id: r.id,
  headline: String(r.headline),
  snippet_content: String(r.snippet_content),
  created_at: String(r.created_at),
});

const catalogRow = (r: MirrorRow) => ({
  id: r.id,
  name: String(r.name),
  unit_type: (r.unit_type ?? null) as IpcResult<'catalog'>[number]['unit_type'],
  parent_id: (r.parent_id as string | null) ?? null,
  department: String(r.department),
  company_id: String(r.company_id),
});
