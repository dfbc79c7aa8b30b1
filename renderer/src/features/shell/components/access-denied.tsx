import { ArrowRight, ShieldAlert } from 'lucide-react';
import { useLocation } from 'react-router';
import { ACCESS_DENIED_TITLE } from '@domain/messages.ts';
import type { DeniedArea } from '@domain/nav.ts';
import { paths } from '@domain/paths.ts';
import { loginLinkState } from '@/session/return-path.ts';
import { useCan } from '@/session/use-can.ts';
import { LinkButton } from '@/ui/link-button.tsx';
import { SOURCING_EXPLAINED, sourcingOffers, type DeniedOffer } from '../model/denied-offers.ts';
import './access-denied.css';

/** Said when a guarded area names no reason of its own. */
const NO_PERMISSION = 'You do not have permission to view this page.';

/** The label with its arrow kept beside the last word, so a wrapped label never leaves the arrow alone. */
function OfferLabel({ label }: { label: string }) {
  const split = label.lastIndexOf(' ') + 1;
  return (
    <span className="access-denied__offer-label">
      {label.slice(0, split)}
      <span className="access-denied__offer-last">
        {label.slice(split)}
        <ArrowRight size={16} aria-hidden="true" />
      </span>
    </span>
  );
}

function Offers({ offers }: { offers: DeniedOffer[] }) {
  const location = useLocation();
  return (
    <ul className="access-denied__offers" aria-label="What you can do instead">
      {offers.map((offer) => (
        <li key={offer.label}>
          <LinkButton
            to={offer.to}
            variant="outline"
            className="access-denied__offer"
            state={offer.returnHere ? loginLinkState(location) : undefined}
          >
            <OfferLabel label={offer.label} />
            <span className="access-denied__offer-text">{offer.text}</span>
          </LinkButton>
        </li>
      ))}
    </ul>
  );
}

/**
 * The Access Denied screen of a role-limited area with the spec's message. A sourcing desk also says what a
 * desk is and offers what this reader can do instead (the capability table's word); elsewhere a way to log in
 * where it helps, and to upgrade for a Free Member.
 */
export function AccessDenied({
  message,
  showLogin,
  area = 'other',
  signedIn,
}: {
  message: string | null;
  showLogin: boolean;
  area?: DeniedArea;
  signedIn: boolean;
}) {
  const can = useCan();
  const location = useLocation();
  const upgrade = signedIn && can('plan.upgrade');
  return (
    <section className="container access-denied" aria-labelledby="access-denied-title">
      <ShieldAlert className="access-denied__icon" size={44} aria-hidden="true" />
      <h1 id="access-denied-title">{ACCESS_DENIED_TITLE}</h1>
      <p role="alert">{message ?? NO_PERMISSION}</p>
      {area === 'sourcing' && (
        <>
          <p className="access-denied__explained">{SOURCING_EXPLAINED}</p>
          <Offers offers={sourcingOffers(location.pathname, { signedIn, can })} />
        </>
      )}
      <div className="access-denied__actions">
        {area !== 'sourcing' && showLogin && (
          <LinkButton to={paths.login.href()} state={loginLinkState(location)}>
            Login
          </LinkButton>
        )}
        {area !== 'sourcing' && upgrade && <LinkButton to={paths.payment.href()}>Upgrade to Paid</LinkButton>}
        <LinkButton to={paths.home.href()} variant="outline">
          Back to Home
        </LinkButton>
      </div>
    </section>
  );
}
