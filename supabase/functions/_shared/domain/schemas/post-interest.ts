/** 'I'm Interested' taps (table post_interests): who, which enquiry or offer, when, and whether the poster was told. */
import { z } from 'zod';
import { timestamp, uuid } from './entity.ts';

export const PostInterestRow = z.object({
  id: uuid,
  user_id: uuid,
  /** Exactly one of enquiry_id and offer_id is set. */
  enquiry_id: uuid.nullable(),
  offer_id: uuid.nullable(),
  created_at: timestamp,
  /** When the poster was told on WhatsApp (claimed by the interest functions). */
  notified_at: timestamp.nullable(),
});
export type PostInterestRow = z.infer<typeof PostInterestRow>;
