import { describe, expect, it } from 'vitest';
import { LiveSpec } from '@domain/sync/live-spec.ts';

const ID = '00000000-0000-4000-8000-000000000001';
const changes = (binding: Record<string, unknown>) => ({ kind: 'changes', name: 'sheet', bindings: [binding] });

describe('LiveSpec: what a renderer may ask main to listen to', () => {
  it('takes the forms the adapters write', () => {
    expect(LiveSpec.safeParse(changes({ table: 'corporate_products', filter: `company_id=eq.${ID}` })).success).toBe(
      true,
    );
    expect(
      LiveSpec.safeParse(changes({ table: 'sourcing_requests', filter: `company_id=in.(${ID},${ID})` })).success,
    ).toBe(true);
    expect(LiveSpec.safeParse(changes({ table: 'sales_offers' })).success).toBe(true);
    expect(LiveSpec.safeParse({ kind: 'broadcast', topic: `sourcing-hints-${ID}`, event: 'hint' }).success).toBe(true);
    expect(LiveSpec.safeParse({ kind: 'broadcast', topic: `role-hints-${ID}`, event: 'hint' }).success).toBe(true);
  });

  it('refuses other tables, other filter forms, other topics and empty subscriptions', () => {
    for (const spec of [
      changes({ table: 'company_secrets' }),
      changes({ table: 'corporate_products', filter: 'company_id=neq.x' }),
      changes({ table: 'corporate_products', filter: `company_id=eq.${ID}&x=1` }),
      changes({ table: 'corporate_products', event: 'TRUNCATE' }),
      { ...changes({ table: 'corporate_products' }), schema: 'auth' },
      { kind: 'changes', name: 'sheet', bindings: [] },
      { kind: 'broadcast', topic: 'desktop-cache', event: 'hint' },
      { kind: 'broadcast', topic: `role-hints-${ID}-x`, event: 'hint' },
      { kind: 'broadcast', topic: 'role-hints-everyone', event: 'hint' },
      { kind: 'broadcast', topic: `sourcing-hints-${ID}`, event: 'other' },
    ]) {
      expect(LiveSpec.safeParse(spec).success, JSON.stringify(spec)).toBe(false);
    }
  });
});
