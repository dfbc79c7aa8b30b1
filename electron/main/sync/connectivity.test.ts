import { describe, expect, it } from 'vitest';
import { earlyProbe } from './connectivity.ts';

const backend = { backendUrl: 'https://abc.supabase.co', anonKey: 'anon' };

/** A fetch that answers (or, `down`, fails as when nothing answers), counting the health checks asked. */
function backendFetch(down = false) {
  const asked: string[] = [];
  const fetchImpl = (async (input: URL | string) => {
    asked.push(String(input));
    if (down) throw new TypeError('fetch failed');
    return new Response('{}');
  }) as typeof fetch;
  return { asked, fetchImpl };
}

describe('earlyProbe', () => {
  it('asks the last backend as the app opens, and the first session takes that answer once', async () => {
    const { asked, fetchImpl } = backendFetch();
    const probe = earlyProbe(backend, fetchImpl, () => 0);
    expect(asked).toEqual(['https://abc.supabase.co/auth/v1/health']);
    expect(await probe.take(backend)).toBe(true);
    // Taken: a later session probes for itself.
    expect(await probe.take(backend)).toBeNull();
    expect(asked).toHaveLength(1);
  });

  it('is not taken for another backend or key, once stale, or when nobody signed in before', async () => {
    const { asked, fetchImpl } = backendFetch();
    expect(
      await earlyProbe(backend, fetchImpl, () => 0).take({ ...backend, backendUrl: 'https://x.supabase.co' }),
    ).toBeNull();
    expect(await earlyProbe(backend, fetchImpl, () => 0).take({ ...backend, anonKey: 'other' })).toBeNull();
    let clock = 0;
    const stale = earlyProbe(backend, fetchImpl, () => clock);
    clock = 10_001;
    expect(await stale.take(backend)).toBeNull();
    const none = earlyProbe(null, fetchImpl, () => 0);
    expect(await none.take(backend)).toBeNull();
    expect(asked).toHaveLength(3);
  });

  it('leaves "no answer" to be asked again (the network may be back)', async () => {
    const { fetchImpl } = backendFetch(true);
    expect(await earlyProbe(backend, fetchImpl, () => 0).take(backend)).toBeNull();
  });
});
