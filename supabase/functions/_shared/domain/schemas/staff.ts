/** Platform staff (table staff): admins and limited admins; roles come from this server data, never from the client. */
import { z } from 'zod';
import { timestamp, uuid } from './entity.ts';

export const STAFF_ROLES = ['admin', 'limited_admin'] as const;

export const StaffRow = z.object({
  user_id: uuid,
  role: z.enum(STAFF_ROLES),
  /** The one administrator whose Admin menu entry leads to /admin2. */
  is_admin2: z.boolean(),
  created_at: timestamp,
});
export type StaffRow = z.infer<typeof StaffRow>;
