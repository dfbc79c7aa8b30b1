import { lazy, type ComponentType } from 'react';

type Module<Props> = { default: ComponentType<Props> };

/**
 * React.lazy that renders at once when its code has already arrived. React.lazy suspends on its first render even
 * when the import settled long ago (a promise says so only a microtask later), and React then holds back the commit
 * that reveals a suspended boundary until 300 ms after the last fallback it showed: a preloaded page, or a grid whose
 * first rows come from the desktop's cache in milliseconds, would wait that long for nothing. So once the code is in,
 * the lazy component is handed a thenable that answers at once, which React.lazy takes without suspending (React's
 * own tests: "can resolve synchronously without suspending"). While the code is still on its way it suspends as
 * React.lazy does (render it inside a <Suspense>); a failed load throws to the nearest error boundary. `preload`
 * starts the load (never rejects).
 */
export function loadedLazy<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> & { preload: () => Promise<void> } {
  let loaded: Module<Props> | undefined;
  let loading: Promise<Module<Props>> | undefined;
  const start = () => (loading ??= load().then((component) => (loaded = { default: component })));
  const Lazy = lazy(() => {
    const now = loaded;
    if (!now) return start();
    const answered: PromiseLike<Module<Props>> = {
      then: (onLoaded) => Promise.resolve(onLoaded ? onLoaded(now) : now) as never,
    };
    return answered as Promise<Module<Props>>;
  });
  const preload = () =>
    start().then(
      () => undefined,
      () => undefined,
    );
  return Object.assign(Lazy, { preload }) as unknown as ComponentType<Props> & { preload: () => Promise<void> };
}
