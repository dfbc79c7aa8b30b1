/*
 * Notifications are sent once: the notifying function claims the row (sets the timestamp where it
 * is null) before sending and clears the claim again when nothing could be delivered, so a repeated
 * call neither sends twice nor loses a message. API roles have no update privilege on these tables;
 * only the service role (the functions) writes the timestamps.
 */

-- One WhatsApp message to the poster per paid interest.
alter table public.post_interests add column notified_at timestamptz;
-- Executives told of a new bid; the bidder told of its acceptance.
alter table public.customer_bids add column submission_notified_at timestamptz,
  add column acceptance_notified_at timestamptz;
