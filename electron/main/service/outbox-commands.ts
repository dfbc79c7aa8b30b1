/**
 * Edits made on the desktop go to the outbox: each is queued with its idempotency key and the version it was
 * made on, shown in the cached row at once, and sent by the sync engine (soon after, or when the backend
 * answers again). Also the person's answers to conflicts.
 */
import { randomUUID } from 'node:crypto';
import { OUTBOX_TABLE } from '@domain/sync/outbox.ts';
import type { MirroredTable, MirrorRow, OutboxEntry } from '../cache/cache-store.ts';
import { SETTINGS, type Caches, type DesktopMethods, type KeptFacts, type Session } from './context.ts';

type OutboxMethods = Pick<
  DesktopMethods,
  'queueProductEdits' | 'queueNewProducts' | 'queueCatalogItem' | 'queueRfqDraft' | 'outbox' | 'resolveConflict'
>;

type NewEntry = Omit<OutboxEntry, 'seq' | 'state' | 'attempts' | 'lastError' | 'serverRow'>;

export function outboxMethods({ active, now, options }: Caches): OutboxMethods {
  /** Tells the renderer and the engine: the copy changed, the status too, and there is something to send. */
  const queued = <T>(s: Session, table: MirroredTable, result: T): T => {
    options.emit('dataChanged', { tables: [table] });
    s.engine.notify();
    s.engine.requestSync();
    return result;
  };
  /** A new row whose id is the entry's key (shown in the copy as the server would default it). */
  const newRow = (kind: NewEntry['kind'], changes: Record<string, unknown>, row: MirrorRow) => {
    const entry: NewEntry = {
      key: row.id,
      kind,
      rowId: row.id,
      baseVersion: null,
      changes,
      createdAt: row.created_at as string,
    };
    return { entry, table: OUTBOX_TABLE[kind], localRow: row };
  };
  const queueNew = (s: Session, kind: NewEntry['kind'], changes: Record<string, unknown>, row: MirrorRow) => {
    const { entry, table, localRow } = newRow(kind, changes, row);
    return queued(s, table, s.store.queueEdit(entry, table, localRow));
  };
  /** The server decides (RLS); this only keeps obviously foreign items out of the queue. */
  const mayWorkFor = (s: Session, companyId: string, refusal: string) => {
    const facts = s.store.getSetting<KeptFacts>(SETTINGS.roleFacts);
    if (!facts?.isAdmin && !(facts?.isCorporateExecutive && facts.companyId === companyId)) throw new Error(refusal);
  };

  return {
    async queueProductEdits(edits) {
      const s = active();
      // Every edit is checked before any is queued, then all go in one transaction: a save queues whole.
      const all = edits.map((e) => productEdit(s, now, e.productId, e.changes, e.baseVersion));
      return queued(s, 'corporate_products', s.store.queueEdits(all));
    },
    async queueNewProducts({ companyId, products }) {
      const s = active();
      mayWorkFor(s, companyId, 'Only the company’s executives and admins add its products.');
      const at = now().toISOString();
      // One entry per product (each its own idempotent insert when sent), queued all or none.
      const all = products.map((product) => {
        const changes = { ...product, company_id: companyId };
        const row = { id: randomUUID(), version: 0, number_of_plys: 1, created_at: at, updated_at: at, ...changes };
        return newRow('product.create', changes, row);
      });
      return queued(s, 'corporate_products', s.store.queueEdits(all));
    },
    async queueCatalogItem({ companyId, department, name, parentId, unitType }) {
      const s = active();
      mayWorkFor(s, companyId, 'Only the company’s executives and admins add catalog items.');
      const changes = {
        name: name.trim(),
        parent_id: parentId,
        unit_type: unitType,
        department,
        company_id: companyId,
      };
      return queueNew(s, 'catalog.create', changes, {
        id: randomUUID(),
        version: 0,
        created_at: now().toISOString(),
        ...changes,
      });
    },
    async queueRfqDraft(draft) {
      const s = active();
      mayWorkFor(s, draft.companyId, 'Only the company’s executives and admins raise its RFQs.');
      const { changes, row } = rfqDraft(s.userId, draft, now().toISOString());
      return queueNew(s, 'rfq.create', changes, row);
    },
    outbox: async () => active().store.outbox(),
    async resolveConflict(seq, action) {
      const s = active();
      const entry = s.store.outboxEntry(seq);
      s.store.resolveConflict(seq, action);
      s.engine.notify();
      if (action === 'retry') s.engine.requestSync();
      options.emit('dataChanged', { tables: [entry ? OUTBOX_TABLE[entry.kind] : 'corporate_products'] });
    },
  };
}

/**
 * A price edit as queued: the version it starts from is the one the person edited (the sheet's), or
 * for a row already waiting in the outbox the version its first queued edit started from.
 */
function productEdit(
  s: Session,
  now: () => Date,
  productId: string,
  changes: Record<string, unknown>,
  edited?: number,
) {
  const row = s.store.row('corporate_products', productId);
  if (!row) throw new Error('This product is not in the offline copy.');
  const earlier = s.store.outboxOf(productId).find((e) => e.state !== 'conflict');
  const entry: NewEntry = {
    key: randomUUID(),
    kind: 'product.update',
    rowId: productId,
    baseVersion: earlier ? earlier.baseVersion : (edited ?? row.version),
    changes,
    createdAt: now().toISOString(),
  };
  return { entry, table: 'corporate_products' as const, localRow: { ...row, ...changes } };
}

/** The very insert the web's RFQ Mgmt makes (without an attachment: uploads need a connection), and its row as shown. */
function rfqDraft(
  userId: string,
  draft: Parameters<DesktopMethods['queueRfqDraft']>[0],
  at: string,
): { changes: Record<string, unknown>; row: MirrorRow } {
  const changes = {
    user_id: userId,
    company_id: draft.companyId,
    department: draft.department,
    action: 'Buy',
    item_category_id: draft.itemCategoryId,
    quantity: draft.quantity.trim(),
    quantity_unit: draft.quantityUnit,
    description: draft.description,
    status: 'active',
    bid_status: 'pending',
    attachment_url: null,
    attachment_type: 'none',
  };
  // Shown in the dashboard at once as the server would default it, with no number until it is raised.
  const row = {
    id: randomUUID(),
    version: 0,
    request_number: null,
    custom_item: null,
    target_price: null,
    currency: 'INR',
    freight_terms: 'Ex-Factory',
    payment_terms: 'On Delivery',
    target_delivery_days: null,
    anti_sniping_minutes: 0,
    fabric_sourcing_request_id: null,
    created_at: at,
    updated_at: at,
    ...changes,
  };
  return { changes, row };
}
