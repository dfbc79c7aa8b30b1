/**
 * Online means the backend answers, not merely that a network is up: one request to the API root
 * with a short timeout. Any HTTP status counts (the server is there); no answer is offline.
 */
export async function probeBackend(
  backendUrl: string,
  anonKey: string,
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  try {
    const response = await fetchImpl(new URL('/rest/v1/', backendUrl), {
      headers: { apikey: anonKey },
      signal: AbortSignal.timeout(3000),
    });
    await response.body?.cancel();
    return true;
  } catch {
    return false;
  }
}
