import { afterEach, describe, expect, it } from 'vitest';
import { onRoleFactsRefreshRequest, refreshRoleFactsAfter, requestRoleFactsRefresh } from './role-facts-refresh.ts';

describe('role facts refresh signal', () => {
  let requests = 0;
  const stop = onRoleFactsRefreshRequest(() => requests++);
  afterEach(() => {
    requests = 0;
  });

  it('reaches every listener until it unsubscribes', () => {
    let other = 0;
    const stopOther = onRoleFactsRefreshRequest(() => other++);
    requestRoleFactsRefresh();
    stopOther();
    requestRoleFactsRefresh();
    expect([requests, other]).toEqual([2, 1]);
  });

  it('after a mutation: refreshes on success when the result says so, never on failure', async () => {
    const spent = refreshRoleFactsAfter<{ kind: string }>((result) => result.kind === 'spent');
    await spent(undefined, { queryFulfilled: Promise.resolve({ data: { kind: 'spent' } }) });
    await spent(undefined, { queryFulfilled: Promise.resolve({ data: { kind: 'already' } }) });
    await spent(undefined, { queryFulfilled: Promise.reject(new Error('refused')) });
    expect(requests).toBe(1);
    await refreshRoleFactsAfter()(undefined, { queryFulfilled: Promise.resolve({ data: null }) });
    expect(requests).toBe(2);
    stop();
  });
});
