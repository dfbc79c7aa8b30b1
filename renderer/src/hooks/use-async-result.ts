import { useEffect, useState } from 'react';

export type AsyncResult<T> =
  { status: 'loading' } | { status: 'success'; value: T } | { status: 'error'; error: unknown };

/** Runs `load` once per `key` and tracks its outcome; a stale answer after the key changed is dropped. */
export function useAsyncResult<T>(load: () => Promise<T>, key: unknown): AsyncResult<T> {
  const [result, setResult] = useState<{ key: unknown; value: AsyncResult<T> }>({ key, value: { status: 'loading' } });

  useEffect(() => {
    let current = true;
    load().then(
      (value) => current && setResult({ key, value: { status: 'success', value } }),
      (error: unknown) => current && setResult({ key, value: { status: 'error', error } }),
    );
    return () => {
      current = false;
    };
    // `load` is recreated on every render; `key` says when it really changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return result.key === key ? result.value : { status: 'loading' };
}
