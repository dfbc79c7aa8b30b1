/**
 * Online means the backend answers, not merely that a network is up: one request to the auth server's health
 * check with a short timeout (the REST root, asked before, has hosted PostgREST build its whole OpenAPI
 * description, on every app start). Any HTTP status counts (the server is there); no answer is offline.
 */
export async function probeBackend(
  backendUrl: string,
  anonKey: string,
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  try {
    const response = await fetchImpl(new URL('/auth/v1/health', backendUrl), {
      headers: { apikey: anonKey },
      signal: AbortSignal.timeout(3000),
    });
    await response.body?.cancel();
    return true;
  } catch {
    return false;
  }
}

/** The backend a probe asks. */
interface ProbeTarget {
  backendUrl: string;
  anonKey: string;
}

/** How long an early probe's "answers" stands for the first session. */
const EARLY_PROBE_FRESH_MS = 10_000;

/**
 * A probe of the last user's backend asked as the app opens, while its window loads. The first session's start waits
 * for whether the backend answers (an offline first read goes straight to the cache): taking this answer rather than
 * asking then keeps a round trip, a whole TLS handshake to a hosted backend, off the first screen's path (issue 26's
 * cold start). Taken once, only for the same backend and only while recent; "no answer" is asked again (the network
 * may be back by then).
 */
export function earlyProbe(
  target: ProbeTarget | null,
  fetchImpl: typeof fetch | undefined,
  now: () => number,
): { take(backend: ProbeTarget): Promise<true | null> } {
  let early = target && {
    ...target,
    askedAt: now(),
    answer: probeBackend(target.backendUrl, target.anonKey, fetchImpl),
  };
  return {
    async take({ backendUrl, anonKey }) {
      const asked = early;
      early = null;
      if (!asked || asked.backendUrl !== backendUrl || asked.anonKey !== anonKey) return null;
      if (now() - asked.askedAt > EARLY_PROBE_FRESH_MS) return null;
      return (await asked.answer) || null;
    },
  };
}
