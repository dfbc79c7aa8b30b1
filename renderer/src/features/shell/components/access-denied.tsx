import { ShieldAlert } from 'lucide-react';
import { ACCESS_DENIED_TITLE } from '@domain/messages.ts';
import { paths } from '@domain/paths.ts';
import { LinkButton } from '@/ui/link-button.tsx';
import './access-denied.css';

/** Said when a guarded area names no reason of its own. */
const NO_PERMISSION = 'You do not have permission to view this page.';

/** The Access Denied screen of a role-limited area, with a way to log in where it helps. */
export function AccessDenied({ message, showLogin }: { message: string | null; showLogin: boolean }) {
  return (
    <section className="container access-denied" aria-labelledby="access-denied-title">
      <ShieldAlert className="access-denied__icon" size={44} aria-hidden="true" />
      <h1 id="access-denied-title">{ACCESS_DENIED_TITLE}</h1>
      <p role="alert">{message ?? NO_PERMISSION}</p>
      <div className="access-denied__actions">
        {showLogin && <LinkButton to={paths.login.href()}>Login</LinkButton>}
        <LinkButton to={paths.home.href()} variant="outline">
          Back to Home
        </LinkButton>
      </div>
    </section>
  );
}
