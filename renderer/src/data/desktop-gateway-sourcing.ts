/**
 * Sourcing on the desktop: the overview and Item Mgmt's catalog from the server while it answers and from the
 * cache when it does not; a new catalog item or an RFQ draft (without an attachment) made while the backend is
 * down is queued in main's outbox (its id made here) and shows at once; choosing a bid, closing an RFQ and
 * starting a round are online only.
 */
import { CatalogCategory, DepartmentRfq } from '@domain/schemas/sourcing.ts';
import { OUTBOX_TEXT } from '@domain/sync/outbox.ts';
import type { DesktopBridge } from '@/platform/desktop-bridge.ts';
import { onlineOnlyMethods, override, READ_POLICIES, readThrough, type Policies } from './desktop-gateway-policy.ts';
import type { DepartmentRfq as Rfq, SourcingPort } from './ports/sourcing.ts';

export function desktopSourcing(bridge: DesktopBridge, online: SourcingPort, policies: Policies): SourcingPort {
  // An online overview also teaches the cache the names it lacks (items, vendors) for reading it offline.
  const teaching = override(online, {
    overview: async (scope) => {
      const rfqs = await online.overview(scope);
      void bridge.keepSourcingLabels(labelsOf(rfqs)).catch(() => undefined);
      return rfqs;
    },
  });
  const reads = readThrough(policies, READ_POLICIES.liveFirst, teaching, {
    overview: async (scope) => (await bridge.sourcingOverview(scope)).map((row) => DepartmentRfq.parse(row)),
    // Items queued offline included.
    listCategories: async (scope) => (await bridge.catalog(scope)).map((row) => CatalogCategory.parse(row)),
  });
  const decisions = onlineOnlyMethods(policies, reads, ['selectBid', 'closeRfq', 'startRound']);
  return override(decisions, {
    addCategory: (category) =>
      policies.queueWhenOffline(
        () => online.addCategory(category),
        async () => {
          const { companyId, department, name, parentId, unitType } = category;
          const item = await bridge.queueCatalogItem({ companyId, department, name, parentId, unitType });
          const value = CatalogCategory.parse({ ...item.changes, id: item.rowId });
          return { ok: true, value, queued: OUTBOX_TEXT.queuedCatalogItem(value.name) };
        },
      ),
    /**
     * An attachment is uploaded before the RFQ exists, so an RFQ with one needs a connection (the page disables
     * the input offline); one without is queued as a draft, raised later through the same insert.
     */
    createRfq: (rfq) =>
      rfq.attachmentUrl
        ? policies.onlineOnly(online.createRfq.bind(online))(rfq)
        : policies.queueWhenOffline(
            () => online.createRfq(rfq),
            async () => {
              const { companyId, department, itemCategoryId, quantity, quantityUnit, description } = rfq;
              const draft = await bridge.queueRfqDraft({
                companyId,
                department,
                itemCategoryId,
                quantity,
                quantityUnit,
                description,
              });
              const item = (await bridge.catalog({ companyId, department }).catch(() => [])).find(
                (c) => c.id === itemCategoryId,
              );
              return {
                ok: true,
                value: { id: draft.rowId, requestNumber: OUTBOX_TEXT.draftNumber },
                queued: OUTBOX_TEXT.queuedRfq(item?.name ?? 'this item'),
              };
            },
          ),
  });
}

/** The names of an online overview that the mirror does not hold. */
function labelsOf(rfqs: readonly Rfq[]) {
  return {
    items: Object.fromEntries(
      rfqs.map((r) => [r.id, { itemName: r.itemName ?? null, mainCategory: r.mainCategory ?? null }]),
    ),
    vendors: Object.fromEntries(
      rfqs
        .filter((r) => r.selectedBid)
        .map((r) => [
          r.selectedBid!.vendorUserId,
          { memberName: r.selectedBid!.memberName ?? null, businessName: r.selectedBid!.businessName ?? null },
        ]),
    ),
  };
}
