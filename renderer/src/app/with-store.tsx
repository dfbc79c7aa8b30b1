import type { ComponentType } from 'react';
import { loadedLazy } from '@/lib/loaded-lazy.tsx';

/**
 * The data cache (RTK Query) stays out of the first download: the shell and the home page's static parts
 * render without it, and whatever reads data (pages, counters, ads) loads with it.
 */
const loadStoreProvider = () => import('./store-provider.tsx');

/**
 * A lazily loaded component inside the data cache's provider: the component's code and the cache's load in
 * parallel, so nothing waits for one and then the other. `pick` chooses the component from its module.
 * Render it inside a <Suspense> that shows what the user sees meanwhile. Started by the router as soon as a path
 * matches (`preload`), so the code loads while the session is still checked, and the page renders at once when
 * the session lets it in (loaded-lazy.tsx); a failed load shows when the page renders (its LoadBoundary).
 */
export function lazyWithStore<Module, Props extends object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
): ComponentType<Props> & { preload: () => Promise<void> } {
  return loadedLazy(() =>
    Promise.all([load(), loadStoreProvider()]).then(([module, { StoreProvider }]) => {
      const Component = pick(module);
      return function WithStore(props: Props) {
        return (
          <StoreProvider>
            <Component {...props} />
          </StoreProvider>
        );
      };
    }),
  );
}
