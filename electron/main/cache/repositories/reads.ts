/**
 * What the renderer's offline pages read from the mirror: price lists, news and the product grid.
 * Searches are case-insensitive substring matches like the web's ilike (SQLite's LIKE folds ASCII;
 * instr on lower() keeps % and _ literal).
 */
import type { CacheDb } from '../db.ts';
import type { MirrorRow } from './mirror.ts';
import { statement } from './statements.ts';

const parse = (rows: unknown[]) => (rows as { data: string }[]).map((r) => JSON.parse(r.data) as MirrorRow);

/** Price lists whose description contains `search`, newest first. */
export function priceLists(db: CacheDb, search: string): MirrorRow[] {
  return parse(
    statement(
      db,
      `select data from price_updates_pdfs where ? = '' or instr(lower(description), lower(?)) > 0
       order by uploaded_at desc, id desc`,
    ).all(search.trim(), search.trim()),
  );
}

export interface PageQuery {
  search: string;
  page: number;
  pageSize: number;
}

/** One page of news items or snippets (headline or body containing `search`), newest first, with the total. */
export function newsPage(
  db: CacheDb,
  table: 'news_items' | 'news_snippets',
  query: PageQuery,
): { rows: MirrorRow[]; total: number } {
  const body = table === 'news_items' ? 'content' : 'snippet_content';
  const where = `(? = '' or instr(lower(headline), lower(?)) > 0 or instr(lower(data ->> '${body}'), lower(?)) > 0)`;
  const term = query.search.trim();
  const total = (
    statement(db, `select count(*) as n from ${table} where ${where}`).get(term, term, term) as { n: number }
  ).n;
  const rows = parse(
    statement(db, `select data from ${table} where ${where} order by created_at desc, id desc limit ? offset ?`).all(
      term,
      term,
      term,
      query.pageSize,
      (query.page - 1) * query.pageSize,
    ),
  );
  return { rows, total };
}

export function newsArticle(db: CacheDb, id: string): MirrorRow | null {
  const row = statement(db, 'select data from news_items where id = ?').get(id) as { data: string } | undefined;
  return row ? (JSON.parse(row.data) as MirrorRow) : null;
}

/**
 * Columns the product grid sorts by (a whitelist: the name goes into SQL), and 'natural': the price sheet's
 * natural order (@domain/product-order.ts), always ascending, from cache migration 0009's index.
 */
const PRODUCT_SORTS = [
  'fibre_type',
  'department_name',
  'basic_price',
  'updated_at',
  'visibility_status',
  'natural',
] as const;
type ProductSort = (typeof PRODUCT_SORTS)[number];

/** The natural order's terms as migration 0009's index holds them (the same text, so the index serves the order). */
export const NATURAL_ORDER = `department_name, fibre_type, specific_type is null, specific_type,
  denier_count is null, denier_count, filament_count is null, filament_count, id`;

const orderBy = (sort: ProductSort, descending: boolean) => {
  if (sort === 'natural') return NATURAL_ORDER;
  const direction = descending ? 'desc' : 'asc';
  return `${sort} ${direction}, id ${direction}`;
};

export interface ProductQuery {
  companyId: string;
  department: string | null;
  /** Matches fibre type (substring, case-insensitive); empty for all. */
  search: string;
  sort: ProductSort;
  descending: boolean;
  offset: number;
  limit: number;
}

const indexExists = (db: CacheDb, name: string) =>
  statement(db, `select 1 from sqlite_master where type = 'index' and name = ?`).get(name) !== undefined;

/**
 * One page of a company's products as the price grid shows them (queued edits already laid over). The
 * SQL is built per filter shape (each shape's statement prepared once) so SQLite can pick the index
 * for it: "department is null or …" in one statement would make it scan.
 */
export function productPage(db: CacheDb, q: ProductQuery): { rows: MirrorRow[]; total: number } {
  if (!(PRODUCT_SORTS as readonly string[]).includes(q.sort)) throw new Error(`Cannot sort products by ${q.sort}`);
  const conditions = ['company_id = ?'];
  const args: unknown[] = [q.companyId];
  if (q.department !== null) {
    conditions.push('department_name = ?');
    args.push(q.department);
  }
  const term = q.search.trim();
  if (term) {
    conditions.push('instr(lower(fibre_type), lower(?)) > 0');
    args.push(term);
  }
  const where = conditions.join(' and ');
  // Counted from the index that holds every filtered column, never from the wide rows; while a first full load
  // has set the table's indexes aside (indexes.ts) there is none, and SQLite would refuse to name it.
  const covering = `corporate_products_company_id_${q.department !== null ? 'department_name_' : ''}fibre_type_idx`;
  const hint = indexExists(db, covering) ? ` indexed by ${covering}` : '';
  const total = (
    statement(db, `select count(*) as n from corporate_products${hint} where ${where}`).get(...args) as {
      n: number;
    }
  ).n;
  const rows = parse(
    statement(
      db,
      `select data from corporate_products where ${where} order by ${orderBy(q.sort, q.descending)} limit ? offset ?`,
    ).all(...args, q.limit, q.offset),
  );
  return { rows, total };
}

/** A company's customer bids placed since `since` (ISO), newest first: Bids Management offline. */
export function companyBids(db: CacheDb, companyId: string, since: string): MirrorRow[] {
  // Each bid with its product's basic price today, as the web reads it (null: product gone or unpriced).
  return parse(
    statement(
      db,
      `select json_set(b.data, '$.current_basic_price', p.basic_price) as data
       from customer_bids b left join corporate_products p on p.id = b.corporate_product_id
       where b.corporate_company_id = ? and b.bid_time >= ?
       order by b.bid_time desc, b.id desc`,
    ).all(companyId, since),
  );
}

/** Every mirrored company (id and name), by name as the web's chooser orders them. */
export function companies(db: CacheDb): MirrorRow[] {
  return parse(statement(db, 'select data from company_details order by company_name collate nocase, id').all());
}

/** A company department's catalog items by name (Item Mgmt offline). */
export function catalog(db: CacheDb, companyId: string, department: string): MirrorRow[] {
  return parse(
    statement(
      db,
      'select data from sourcing_item_categories where company_id = ? and department = ? order by name, id',
    ).all(companyId, department),
  );
}

/** A company department's RFQs (newest first), and their rounds and bids: the sourcing overview offline. */
export function sourcingDesk(
  db: CacheDb,
  companyId: string,
  department: string,
): { rfqs: MirrorRow[]; rounds: MirrorRow[]; bids: MirrorRow[] } {
  const desk = `select id from sourcing_requests where company_id = ? and data ->> 'department' = ?`;
  return {
    rfqs: parse(
      statement(
        db,
        `select data from sourcing_requests where company_id = ? and data ->> 'department' = ?
         order by created_at desc, id`,
      ).all(companyId, department),
    ),
    rounds: parse(
      statement(db, `select data from sourcing_bid_rounds where sourcing_request_id in (${desk})`).all(
        companyId,
        department,
      ),
    ),
    bids: parse(
      statement(db, `select data from sourcing_bids where sourcing_request_id in (${desk})`).all(companyId, department),
    ),
  };
}
