/** A plan chosen but not paid for yet (table membership_requests): written by usersignup, marked paid on payment. */
import { z } from 'zod';
import { timestamp, uuid } from './entity.ts';

/** The plans a member may request (the table's check constraint). */
const REQUESTED_MEMBERSHIP_TYPES = ['Paid Member', 'Corporate Member'] as const;
const MEMBERSHIP_REQUEST_STATUSES = ['pending', 'paid', 'cancelled'] as const;

export const MembershipRequestRow = z.object({
  id: uuid,
  user_id: uuid,
  requested_type: z.enum(REQUESTED_MEMBERSHIP_TYPES),
  status: z.enum(MEMBERSHIP_REQUEST_STATUSES),
  created_at: timestamp,
  updated_at: timestamp,
});
export type MembershipRequestRow = z.infer<typeof MembershipRequestRow>;
