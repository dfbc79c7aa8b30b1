/**
 * The veil between a login and its full page load, on its own: the app's element inert under it, the focus on it,
 * one veil however often it is asked for, and the page given back when it is lifted. That a click under it is lost
 * to nothing and the page then loads is a browser test (tests/e2e/web/login.spec.ts): jsdom does not honour inert.
 */
import { screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { veilThePage } from './login-veil.tsx';

function mountApp(): HTMLElement {
  const app = document.createElement('div');
  app.id = 'root';
  app.innerHTML = '<button type="button">Open menu</button>';
  document.body.append(app);
  return app;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('login veil', () => {
  it('makes the page inert, takes the focus and says what is happening, once; lifting it gives the page back', async () => {
    const app = mountApp();
    const menu = screen.getByRole('button', { name: 'Open menu' });
    menu.focus();

    let lift = () => {};
    act(() => {
      lift = veilThePage();
    });
    const veil = await screen.findByRole('status');
    expect(veil).toHaveTextContent('Opening your workspace…');
    expect(veil).toHaveAttribute('aria-live', 'polite');
    expect(app).toHaveAttribute('inert');
    await waitFor(() => expect(veil).toHaveFocus());
    // A second login step asking again gets the same veil, not a second one over it.
    expect(veilThePage()).toBe(lift);
    expect(screen.getAllByRole('status')).toHaveLength(1);

    act(() => lift());
    expect(screen.queryByRole('status')).toBeNull();
    expect(app).not.toHaveAttribute('inert');
    expect(document.body.children).toHaveLength(1);
  });

  it('veils the page even where no app element is found, and lifts cleanly', async () => {
    let lift = () => {};
    act(() => {
      lift = veilThePage();
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Opening your workspace…');
    act(() => lift());
    expect(screen.queryByRole('status')).toBeNull();
  });
});
