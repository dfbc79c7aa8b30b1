import { ArrowRight, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { PRE_LAUNCH_OFFERS } from '@domain/messages.ts';
import { paths } from '@domain/paths.ts';
import { bannerColour } from '@domain/roles.ts';
import { useSession } from '@/session/use-session.ts';

/** For a signed-in member with a member name: a greeting in the role's colour, linking to their profile. */
export function WelcomeBanner() {
  const { status, userId, role, facts } = useSession();
  if (status !== 'signed-in' || !userId || !facts.memberName) return null;
  return (
    <div className={`welcome-banner welcome-banner--${bannerColour(role)}`} data-testid="welcome-banner">
      <div className="container welcome-banner__inner">
        <Link className="welcome-banner__link" to={paths.profile.href(userId)}>
          Welcome, {facts.memberName}
          <ArrowRight size={18} aria-hidden="true" />
        </Link>
        <span className="welcome-banner__offer">
          <Sparkles size={18} aria-hidden="true" />
          {PRE_LAUNCH_OFFERS}
        </span>
      </div>
    </div>
  );
}
