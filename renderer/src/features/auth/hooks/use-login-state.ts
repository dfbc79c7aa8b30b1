import { useCallback, useEffect, useRef, useState } from 'react';
import { clearLoginState, restoreLoginState, saveLoginState, type LoginState } from '../model/login-state.ts';

/**
 * /login's state: restored from session storage on load (with `opening` on top, what the link that opened the
 * page asked for), saved there when the page unloads, and cleared for good once the user is signed in (`finish`).
 */
export function useLoginState(opening: Partial<LoginState> = {}) {
  const [state, setState] = useState<LoginState>(() => ({ ...restoreLoginState(), ...opening }));
  const latest = useRef(state);
  const finished = useRef(false);

  useEffect(() => {
    latest.current = state;
  }, [state]);

  useEffect(() => {
    const save = () => {
      if (!finished.current) saveLoginState(latest.current);
    };
    window.addEventListener('pagehide', save);
    window.addEventListener('beforeunload', save);
    return () => {
      window.removeEventListener('pagehide', save);
      window.removeEventListener('beforeunload', save);
    };
  }, []);

  const update = useCallback((change: Partial<LoginState>) => setState((s) => ({ ...s, ...change })), []);
  const finish = useCallback(() => {
    finished.current = true;
    clearLoginState();
  }, []);

  return { state, setState, update, finish };
}
