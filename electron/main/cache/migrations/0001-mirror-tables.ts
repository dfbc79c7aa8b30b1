import type { CacheMigration } from './migration.ts';

/**
 * The mirrored server tables. Each keeps the row as the server sent it (JSON in `data`) with its id
 * and version, so one upsert serves every table and a new server column needs no cache migration.
 * The columns offline pages filter and sort by are generated from the JSON and stored before it (a
 * row's later columns are read past the earlier ones, so the large JSON goes last), with indexes:
 * products by company (the price grid), bids by company and time (bid management's 10-day window),
 * RFQs, rounds and bids by request (the sourcing overview), price lists and news by date.
 */
const mirror = (table: string, columns: string[], indexes: string[]) => `
  create table ${table} (
    id text primary key,
    version integer not null,${columns.map((c) => `\n    ${c},`).join('')}
    data text not null check (json_valid(data))
  );
  ${indexes.map((i) => `create index ${table}_${i.replace(/\W+/g, '_')}_idx on ${table} (${i});`).join('\n  ')}
`;

const generated = (column: string, type: 'text' | 'real' | 'integer' = 'text') =>
  `${column} ${type} generated always as (data ->> '${column}') stored`;

export const migration: CacheMigration = {
  version: 1,
  name: 'mirror-tables',
  up(db) {
    db.exec(
      [
        mirror(
          'corporate_products',
          ['company_id', 'department_name', 'fibre_type', 'visibility_status', 'updated_at']
            .map((c) => generated(c))
            .concat(generated('basic_price', 'real')),
          [
            'company_id, department_name, fibre_type',
            'company_id, department_name, basic_price',
            'company_id, department_name, updated_at',
            'company_id, fibre_type',
            'company_id, basic_price',
            'company_id, updated_at',
          ],
        ),
        mirror(
          'customer_bids',
          ['corporate_company_id', 'corporate_product_id', 'bid_time', 'bid_status'].map((c) => generated(c)),
          ['corporate_company_id, bid_time', 'corporate_product_id', 'bid_time'],
        ),
        mirror(
          'sourcing_requests',
          ['company_id', 'status', 'created_at'].map((c) => generated(c)),
          ['company_id, created_at'],
        ),
        mirror(
          'sourcing_bid_rounds',
          [generated('sourcing_request_id'), generated('round_number', 'integer')],
          ['sourcing_request_id, round_number'],
        ),
        mirror(
          'sourcing_bids',
          [generated('sourcing_request_id'), generated('round_id'), generated('quoted_price', 'real')],
          ['sourcing_request_id, round_id'],
        ),
        mirror('price_updates_pdfs', [generated('uploaded_at'), generated('description')], ['uploaded_at']),
        mirror('news_items', [generated('created_at'), generated('headline')], ['created_at']),
        mirror('news_snippets', [generated('created_at'), generated('headline')], ['created_at']),
      ].join('\n'),
    );
  },
};
