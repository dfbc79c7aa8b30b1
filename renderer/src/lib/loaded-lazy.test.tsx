import { act, render, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LoadBoundary } from '@/ui/load-boundary.tsx';
import { loadedLazy } from './loaded-lazy.tsx';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A Suspense boundary that counts how often its fallback was rendered. */
function counted(children: ReactNode) {
  const shown = vi.fn();
  function Fallback() {
    shown();
    return <p>Loading</p>;
  }
  return {
    shown,
    tree: <Suspense fallback={<Fallback />}>{children}</Suspense>,
  };
}

describe('loadedLazy', () => {
  it('renders a component whose code has arrived in the first commit, without its fallback', async () => {
    const Lazy = loadedLazy(async () => Greeting);
    await Lazy.preload();
    const { shown, tree } = counted(<Lazy name="Asha" />);
    // One synchronous act: React.lazy would commit the fallback here and the component only later.
    act(() => {
      render(tree);
    });
    expect(screen.getByText('Hello Asha')).toBeInTheDocument();
    expect(shown).not.toHaveBeenCalled();
  });

  it('shows the fallback while the code is on its way, then the component; the code loads once', async () => {
    let loads = 0;
    let arrive = (_: typeof Greeting) => undefined as void;
    const Lazy = loadedLazy(() => {
      loads++;
      return new Promise<typeof Greeting>((resolve) => (arrive = resolve));
    });
    const { shown, tree } = counted(<Lazy name="Ravi" />);
    await act(async () => {
      render(tree);
    });
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(shown).toHaveBeenCalled();
    void Lazy.preload();
    await act(async () => arrive(Greeting));
    expect(await screen.findByText('Hello Ravi')).toBeInTheDocument();
    expect(loads).toBe(1);
  });

  it('throws a failed load to the nearest error boundary; preload does not reject', async () => {
    const Lazy = loadedLazy<{ name: string }>(() => Promise.reject(new Error('chunk missing')));
    await expect(Lazy.preload()).resolves.toBeUndefined();
    act(() => {
      render(
        <LoadBoundary fallback={<p role="alert">The code could not be loaded</p>}>
          <Suspense fallback={<p>Loading</p>}>
            <Lazy name="Meera" />
          </Suspense>
        </LoadBoundary>,
      );
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The code could not be loaded');
  });
});
