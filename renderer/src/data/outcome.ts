/**
 * How ports answer. A rule's refusal that the UI words (no credits, your own post, a code already taken) is
 * a typed result: `{ ok: false, reason, message }`. Anything else that goes wrong (network, server error)
 * throws GatewayError. Features therefore branch on `ok` for refusals and catch failures in one place.
 */
export type Refused<Reason extends string> = { ok: false; reason: Reason; message: string };
export type Outcome<T, Reason extends string> = { ok: true; value: T } | Refused<Reason>;

export const accepted = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });
export const refused = <Reason extends string>(reason: Reason, message: string): Refused<Reason> => ({
  ok: false,
  reason,
  message,
});
