import { describe, expect, it } from 'vitest';
import { cacheAt } from './test-support.ts';

describe('cache migration 0002: sync state', () => {
  it('starts a table at the beginning of its change stream, one row per table', () => {
    const db = cacheAt(2);
    db.prepare(`insert into sync_state (table_name) values ('news_items')`).run();
    expect(db.prepare('select * from sync_state').get()).toEqual({
      table_name: 'news_items',
      cursor_marker: 0,
      cursor_id: '00000000-0000-0000-0000-000000000000',
      last_success_at: null,
      last_error: null,
      last_error_at: null,
    });
    expect(() => db.prepare(`insert into sync_state (table_name) values ('news_items')`).run()).toThrow(/UNIQUE/);
  });
});
