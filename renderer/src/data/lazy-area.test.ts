import { describe, expect, it } from 'vitest';
import { lazyArea } from './lazy-area.ts';

interface Greeter {
  greet(name: string): Promise<string>;
  fail(): Promise<never>;
}

const implementation = (): Greeter => ({
  greet: async (name) => `hello ${name}`,
  fail: async () => {
    throw new Error('refused');
  },
});

describe('lazyArea', () => {
  it('loads the implementation on the first call only, and forwards arguments and results', async () => {
    let loads = 0;
    const area = lazyArea(async () => {
      loads += 1;
      return implementation();
    });
    expect(loads).toBe(0);
    const [a, b] = await Promise.all([area.greet('Asha'), area.greet('Ravi')]);
    expect([a, b]).toEqual(['hello Asha', 'hello Ravi']);
    expect(await area.greet('Meera')).toBe('hello Meera');
    expect(loads).toBe(1);
  });

  it('passes the implementation’s rejections on', async () => {
    const area = lazyArea(async () => implementation());
    await expect(area.fail()).rejects.toThrow('refused');
  });

  it('is not a thenable, so awaiting the area itself does not load it', async () => {
    let loads = 0;
    const area = lazyArea(async () => {
      loads += 1;
      return implementation();
    });
    expect(await area).toBe(area);
    expect(loads).toBe(0);
  });

  it('rejects a call to a method the implementation lacks', async () => {
    const area = lazyArea(async () => implementation()) as unknown as { missing(): Promise<void> };
    await expect(area.missing()).rejects.toThrow('gateway area has no method missing');
  });
});
