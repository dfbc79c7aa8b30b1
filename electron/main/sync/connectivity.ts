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
