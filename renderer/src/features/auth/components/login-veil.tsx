import { createRoot } from 'react-dom/client';
import { Spinner } from '@/ui/spinner.tsx';
import '@/ui/surfaces.css';
import { OPENING_WORKSPACE } from '../model/texts.ts';
import './login-veil.css';

/**
 * What covers the page: the spinner and a line, read out politely. It takes the focus (the page under it can hold
 * none), so a keyboard or screen-reader user is told what is happening rather than left on nothing.
 */
function LoginVeil() {
  return (
    <div className="login-veil" role="status" aria-live="polite" tabIndex={-1} ref={(veil) => veil?.focus()}>
      <div className="card login-veil__panel">
        <Spinner size={22} label="" />
        <span>{OPENING_WORKSPACE}</span>
      </div>
    </div>
  );
}

let lift: (() => void) | null = null;

/**
 * Covers the page from a successful login until the full page load that ends it (accounts §4): the session change
 * has already put the page the login returns to on screen (the route guard), and a click or key there would be
 * undone by the load. The app's element is made inert (nothing under the veil takes a click, a key or the focus);
 * the veil lives beside it, under the toast layer, so the welcome stays readable. The load replaces the document
 * and so removes the veil; a login that ends elsewhere (an expired trial, facts that could not be read) lifts it
 * with the function returned.
 */
export function veilThePage(): () => void {
  if (lift) return lift;
  const app = document.getElementById('root');
  const host = document.createElement('div');
  document.body.append(host);
  app?.setAttribute('inert', '');
  const veil = createRoot(host);
  veil.render(<LoginVeil />);
  lift = () => {
    veil.unmount();
    host.remove();
    app?.removeAttribute('inert');
    lift = null;
  };
  return lift;
}
