/** The generated schema types (npm run gen:types), for typed supabase-js clients and the row-schema checks. */
export type { Database, Json, Tables, TablesInsert, TablesUpdate } from '../database.types.ts';
