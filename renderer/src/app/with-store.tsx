import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The data cache (RTK Query) stays out of the first download: the shell and the home page's static parts
 * render without it, and whatever reads data (pages, counters, ads) loads with it.
 */
const loadStoreProvider = () => import('./store-provider.tsx');

/**
 * A lazily loaded component inside the data cache's provider: the component's code and the cache's load in
 * parallel, so nothing waits for one and then the other. `pick` chooses the component from its module.
 * Render it inside a <Suspense> that shows what the user sees meanwhile.
 */
export function lazyWithStore<Module, Props extends object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
): LazyExoticComponent<ComponentType<Props>> & { preload: () => Promise<void> } {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const factory = () =>
    (loading ??= Promise.all([load(), loadStoreProvider()]).then(([module, { StoreProvider }]) => {
      const Component = pick(module);
      const WithStore = (props: Props) => (
        <StoreProvider>
          <Component {...props} />
        </StoreProvider>
      );
      return { default: WithStore };
    }));
  // Started by the router as soon as a path matches, so the code loads while the session is still checked. Never
  // rejects: a failed load shows when the page renders (its LoadBoundary).
  const preload = () =>
    factory().then(
      () => undefined,
      () => undefined,
    );
  return Object.assign(lazy(factory), { preload });
}
