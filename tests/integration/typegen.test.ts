/**
 * The database type generator (supabase/local/typegen) on a small fixture schema, and the
 * committed supabase/functions/_shared/database.types.ts against the migrations, on PGlite and
 * on PostgreSQL (TEST_DB), so both engines print the same contract.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../supabase/local/db/database.ts';
import { migrate } from '../../supabase/local/db/migrate.ts';
import { openDatabase } from '../../supabase/local/db/open.ts';
import { DATABASE_TYPES_FILE, databaseTypes } from '../../supabase/local/typegen/generate.ts';
import { createTempDatabase, TEST_DB } from './support/stack.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TYPES_PATH = path.join(ROOT, DATABASE_TYPES_FILE);
const FIXTURE = path.join(ROOT, 'tests/fixtures/typegen/schema.sql');

/** An empty database of the kind under test; `close` also drops a PostgreSQL one. */
async function openEmptyDatabase(): Promise<{ db: Database; close: () => Promise<void> }> {
  const temp = TEST_DB === 'postgres' ? await createTempDatabase() : null;
  const db = await openDatabase({ databaseUrl: temp?.url ?? null, dataDir: null });
  return {
    db,
    close: async () => {
      await db.close();
      await temp?.drop();
    },
  };
}

describe(`database types of a fixture schema (${TEST_DB})`, () => {
  let opened: Awaited<ReturnType<typeof openEmptyDatabase>>;
  let types: string;

  beforeAll(async () => {
    opened = await openEmptyDatabase();
    await opened.db.exec(await fs.readFile(FIXTURE, 'utf8'));
    types = await databaseTypes(opened.db, TYPES_PATH);
  });
  afterAll(() => opened?.close());

  it('types Row, Insert and Update from nullability, defaults and identity columns', () => {
    expect(types).toContain(`
      orders: {
        Row: {
          customer_id: string;
          id: number;
          line_no: number;
          placed_on: string | null;
          status: Database['public']['Enums']['order_status'];
          total: number | null;
          total_with_tax: number | null;
        };
        Insert: {
          customer_id: string;
          id?: never;
          line_no?: number;
          placed_on?: string | null;
          status?: Database['public']['Enums']['order_status'];
          total?: number | null;
          total_with_tax?: number | null;
        };
        Update: {
          customer_id?: string;
          id?: never;
          line_no?: number;
          placed_on?: string | null;
          status?: Database['public']['Enums']['order_status'];
          total?: number | null;
          total_with_tax?: number | null;
        };
`);
  });

  it('maps uuid, text arrays, jsonb and timestamps, and adds computed columns to the Row', () => {
    expect(types).toContain(`
      customers: {
        Row: {
          created_at: string;
          id: string;
          name: string;
          notes: Json | null;
          tags: string[];
          order_count: number | null;
        };
        Insert: {
          created_at?: string;
          id?: string;
          name: string;
          notes?: Json | null;
          tags?: string[];
        };
`);
  });

  it('lists foreign keys as Relationships, one-to-one when the key is also the primary key', () => {
    expect(types).toContain(`
        Relationships: [
          {
            foreignKeyName: 'customer_settings_customer_id_fkey';
            columns: ['customer_id'];
            isOneToOne: true;
            referencedRelation: 'customers';
            referencedColumns: ['id'];
          },
        ];
      };
      customers: {`);
    expect(types).toContain(`
        Relationships: [
          {
            foreignKeyName: 'orders_customer_id_fkey';
            columns: ['customer_id'];
            isOneToOne: false;
            referencedRelation: 'customers';
            referencedColumns: ['id'];
          },
        ];
      };
    };
    Views: {`);
  });

  it('gives views nullable rows, Insert and Update only when updatable, and the foreign keys they expose', () => {
    const relationship = `
        Relationships: [
          {
            foreignKeyName: 'orders_customer_id_fkey';
            columns: ['customer_id'];
            isOneToOne: false;
            referencedRelation: 'customers';
            referencedColumns: ['id'];
          },
        ];`;
    expect(types).toContain(`
      customer_totals: {
        Row: {
          customer_id: string | null;
          total: number | null;
        };${relationship}`);
    expect(types).toContain(`
      order_summaries: {
        Row: {
          customer_id: string | null;
          id: number | null;
          total: number | null;
        };
        Insert: {
          customer_id?: string | null;
          id?: number | null;
          total?: number | null;
        };
        Update: {
          customer_id?: string | null;
          id?: number | null;
          total?: number | null;
        };${relationship}`);
  });

  it('types scalar, void and composite-returning functions; defaulted arguments are optional', () => {
    expect(types).toContain(`      order_total: { Args: { p_order_id: number }; Returns: number };`);
    expect(types).toContain(`      ping: { Args: never; Returns: undefined };`);
    expect(types).toContain(`
      order_amount: {
        Args: { p_order_id: number };
        Returns: Database['public']['CompositeTypes']['money_amount'];`);
    expect(types).toContain(`
      place_order: {
        Args: { p_customer_id: string; p_note?: string };
        Returns: {
          customer_id: string;`);
  });

  it('types set-returning functions as arrays with SetofOptions, and returns table (…) as row objects', () => {
    expect(types).toContain(`
        }[];
        SetofOptions: {
          from: '*';
          to: 'orders';
          isOneToOne: false;
          isSetofReturn: true;
        };`);
    expect(types).toContain(`
      order_counts: {
        Args: never;
        Returns: {
          customer_id: string;
          orders: number;
        }[];
      };`);
  });

  it('prints overloads as a union of signatures', () => {
    expect(types).toMatch(
      /search_customers:\n {8}\| \{\n {12}Args: \{ p_name: string \};[\s\S]*?\n {8}\| \{\n {12}Args: \{ p_limit: number; p_name: string \};/,
    );
  });

  it('leaves out triggers and functions PostgREST cannot call', () => {
    expect(types).not.toContain('touch:');
    expect(types).not.toContain('double_it:');
  });

  it('lists enums and composite types, and the enum values in Constants', () => {
    expect(types).toContain(`
    Enums: {
      order_status: 'draft' | 'placed' | 'shipped';
    };
    CompositeTypes: {
      money_amount: {
        amount: number | null;
        currency: string | null;
      };
    };`);
    expect(types).toContain(`
export const Constants = {
  public: {
    Enums: {
      order_status: ['draft', 'placed', 'shipped'],
    },
  },
} as const;
`);
  });

  it('ends with the CLI helper types over the public schema', () => {
    expect(types).toContain(`type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, 'public'>];`);
    for (const helper of ['Tables', 'TablesInsert', 'TablesUpdate', 'Enums', 'CompositeTypes']) {
      expect(types).toContain(`export type ${helper}<`);
    }
  });

  it('prints the same text on a second run', async () => {
    expect(await databaseTypes(opened.db, TYPES_PATH)).toBe(types);
  });
});

describe(`committed database types (${TEST_DB})`, () => {
  it(`${DATABASE_TYPES_FILE} is what the migrations produce on this database`, async () => {
    const { db, close } = await openEmptyDatabase();
    try {
      await migrate(db, path.join(ROOT, 'supabase'), { seed: false });
      const committed = await fs.readFile(TYPES_PATH, 'utf8');
      expect(await databaseTypes(db, TYPES_PATH)).toBe(committed);
    } finally {
      await close();
    }
  });
});
