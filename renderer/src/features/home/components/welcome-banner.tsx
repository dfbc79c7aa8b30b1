import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@domain/paths.ts';
import { bannerColour } from '@domain/roles.ts';
import { useSession } from '@/session/use-session.ts';

/**
 * For a signed-in member with a member name: a greeting in the role's colour, linking to their profile, and the
 * offer line (`offer`, which the app loads with the data cache; it says nothing once the offer has ended).
 */
export function WelcomeBanner({ offer }: { offer?: ReactNode }) {
  const { status, userId, role, facts } = useSession();
  if (status !== 'signed-in' || !userId || !facts.memberName) return null;
  return (
    <div className={`welcome-banner welcome-banner--${bannerColour(role)}`} data-testid="welcome-banner">
      <div className="container welcome-banner__inner">
        <Link className="welcome-banner__link" to={paths.profile.href(userId)}>
          Welcome, {facts.memberName}
          <ArrowRight size={18} aria-hidden="true" />
        </Link>
        {offer}
      </div>
    </div>
  );
}
