/** App settings (table app_settings): small public key/value facts the clients read at start, written by the service role. */
import { z } from 'zod';
import { text, timestamp } from './entity.ts';

export const AppSettingRow = z.object({
  key: text,
  // A not-null jsonb column: any JSON value but SQL NULL (JSON's null is stored as 'null'::jsonb).
  value: z.json().refine((v) => v !== null),
  updated_at: timestamp,
});
export type AppSettingRow = z.infer<typeof AppSettingRow>;
