import { ArrowLeft, LogIn, Pencil, Sparkles } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import {
  ERROR_LOADING_PROFILE,
  PROFILE_INCOMPLETE_BANNER,
  PROFILE_LOAD_FAILED_PAGE,
  PROFILE_NOT_FOUND_BASIC,
} from '@domain/messages.ts';
import { formatDate } from '@domain/format.ts';
import { lastDayBefore } from '@domain/paid-year.ts';
import { isPaidLevel } from '@domain/roles.ts';
import { paths } from '@domain/paths.ts';
import { trialEndsAt, trialStatusText } from '@domain/trial.ts';
import type { MemberProfile, ProfileRead } from '@/data/ports/profiles.ts';
import { loginLinkState } from '@/session/return-path.ts';
import { useCan } from '@/session/use-can.ts';
import { useSession } from '@/session/use-session.ts';
import { Alert } from '@/ui/alert.tsx';
import { Button } from '@/ui/button.tsx';
import { LinkButton } from '@/ui/link-button.tsx';
import { PageSpinner } from '@/ui/spinner.tsx';
import { showToast } from '@/ui/toast/toast-store.ts';
import { useProfileQuery } from '../api.ts';
import { MemberCard, MemberFact } from '../components/member-card.tsx';
import { MyBidsTable } from '../components/my-bids-table.tsx';
import { MyPostsTable } from '../components/my-posts-table.tsx';
import { ReferralCode } from '../components/referral-code.tsx';
import { MARKET_DIGEST_LABEL, MarketDigestSwitch } from '../components/market-digest-switch.tsx';
import { RegisteredVendors } from '../components/registered-vendors.tsx';
import { cardOfProfile, cardOfSession } from '../model/member-card-data.ts';
import { hiddenProfileReason } from '../model/profile-visibility.ts';
import { PROFILE_NEEDS_LOGIN, PROFILE_NEEDS_UPGRADE } from '../model/texts.ts';

import './profile-pages.css';

/** /profile/{userId|me}: the member card; the owner also gets credits, referral code, tables and actions. */
export function ProfilePage() {
  const { userId: param } = useParams();
  const session = useSession();
  const can = useCan();
  const userId = param === 'me' ? session.userId : (param ?? null);
  const isOwner = userId !== null && userId === session.userId;
  // Visitors may read no member profile (the server's rule): they are asked to log in without a request.
  const visitor = session.status === 'signed-out';
  const profile = useProfileQuery(userId ?? '', { skip: !userId || visitor });
  const missing = !profile.isFetching && (profile.isError || (profile.isSuccess && !profile.data));
  // Someone else's profile the server did not show this viewer: say why (log in, upgrade) rather than fail.
  const hiddenBecause =
    !isOwner && session.status !== 'loading' && (visitor || (profile.isSuccess && !profile.data))
      ? hiddenProfileReason({ signedIn: !visitor, readsDirectory: can('directory.read') })
      : null;

  useEffect(() => {
    if (!missing || hiddenBecause) return;
    // Own profile: a basic card from the session; anyone else's: the error page (§2, §8).
    showToast({ ...(isOwner ? PROFILE_NOT_FOUND_BASIC : ERROR_LOADING_PROFILE), variant: 'destructive' });
  }, [missing, isOwner, hiddenBecause]);

  if (session.status === 'loading' || (userId && profile.isFetching && !profile.data)) return <PageSpinner />;
  if (hiddenBecause) return <ProfileHidden reason={hiddenBecause} />;
  if (profile.data) return <ProfileView read={profile.data} isOwner={isOwner} />;
  if (isOwner) {
    return (
      <div className="container profile-layout">
        <Alert variant="warning" title={PROFILE_INCOMPLETE_BANNER}>
          {PROFILE_NOT_FOUND_BASIC.description}
        </Alert>
        <MemberCard data={cardOfSession(session)} />
        <ProfileActions userId={userId} membershipType={session.facts.membershipType} />
      </div>
    );
  }
  return (
    <div className="container profile-layout">
      <Alert variant="danger" title={ERROR_LOADING_PROFILE.title}>
        {PROFILE_LOAD_FAILED_PAGE}
      </Alert>
      <p>
        <Link to={paths.home.href()}>Back to Home</Link>
      </p>
    </div>
  );
}

/** Another member's profile this viewer may not see yet, with the way to see it. */
function ProfileHidden({ reason }: { reason: 'login' | 'upgrade' }) {
  const location = useLocation();
  const text = reason === 'login' ? PROFILE_NEEDS_LOGIN : PROFILE_NEEDS_UPGRADE;
  return (
    <div className="container profile-layout">
      <Alert
        variant="info"
        title={text.title}
        action={
          reason === 'login' ? (
            <LinkButton to={paths.login.href()} state={loginLinkState(location)} variant="primary">
              <LogIn size={16} aria-hidden="true" /> Login
            </LinkButton>
          ) : (
            <LinkButton to={paths.membershipPlans.href()} variant="secondary">
              <Sparkles size={16} aria-hidden="true" /> See Membership Plans
            </LinkButton>
          )
        }
      >
        {text.description}
      </Alert>
      <p>
        <Link to={paths.home.href()}>Back to Home</Link>
      </p>
    </div>
  );
}

function ProfileView({ read, isOwner }: { read: ProfileRead; isOwner: boolean }) {
  const session = useSession();
  const companyId = session.facts.isCorporateExecutive ? session.facts.companyId : null;
  const profile = read.profile;
  return (
    <div className="container profile-layout">
      <MemberCard data={cardOfProfile(profile)}>
        {isOwner && read.access === 'full' && (
          <>
            <MemberFact label="Messaging Credits">{read.profile.messagingCredits}</MemberFact>
            <MemberFact label="Referral Code">
              <ReferralCode profile={read.profile} />
            </MemberFact>
            <MemberFact label="Referral Credits Earned">{read.profile.referralCreditsEarned}</MemberFact>
            <PlanYearFact profile={read.profile} />
            <TrialFact profile={read.profile} />
            {session.status === 'signed-in' && isPaidLevel(session.role) && (
              <MemberFact label={MARKET_DIGEST_LABEL}>
                <MarketDigestSwitch userId={profile.id} />
              </MemberFact>
            )}
          </>
        )}
      </MemberCard>
      {isOwner ? (
        <>
          <ProfileActions userId={profile.id} membershipType={profile.membershipType} />
          {companyId && <RegisteredVendors companyId={companyId} />}
          <MyPostsTable kind="enquiries" userId={profile.id} />
          <MyPostsTable kind="offers" userId={profile.id} />
          <MyBidsTable userId={profile.id} />
        </>
      ) : (
        <GoBack />
      )}
    </div>
  );
}

/**
 * When the owner's plan year ends (its monthly credits stop): for a Paid Member the year that counts from the
 * launch date when they paid before it (trade §9), for a Corporate Member the year from the upgrade.
 */
function PlanYearFact({ profile }: { profile: MemberProfile }) {
  if (!profile.monthlyCreditsUntil) return null;
  const label = profile.membershipType === 'Corporate Member' ? 'Corporate Year Ends' : 'Paid Year Ends';
  return <MemberFact label={label}>{formatDate(lastDayBefore(profile.monthlyCreditsUntil))}</MemberFact>;
}

/** A Free Member's trial: 15 days from joining, until when, or that it has ended (accounts §9). */
function TrialFact({ profile }: { profile: MemberProfile }) {
  if (profile.membershipType !== 'Free Member' || !profile.createdAt) return null;
  return <MemberFact label="Free Trial">{trialStatusText(trialEndsAt(profile.createdAt), new Date())}</MemberFact>;
}

function ProfileActions({ userId, membershipType }: { userId: string; membershipType: string | null }) {
  const can = useCan();
  return (
    <div className="profile-actions">
      {can('profile.edit') && (
        <LinkButton to={paths.profileEdit.href(userId)} variant="primary">
          <Pencil size={16} aria-hidden="true" /> Edit Profile
        </LinkButton>
      )}
      {(membershipType ?? 'Free Member') === 'Free Member' && (
        <LinkButton to={paths.payment.href()} variant="secondary">
          <Sparkles size={16} aria-hidden="true" /> Upgrade to Paid
        </LinkButton>
      )}
      <GoBack />
    </div>
  );
}

function GoBack() {
  const navigate = useNavigate();
  return (
    <Button variant="outline" onClick={() => void navigate(-1)}>
      <ArrowLeft size={16} aria-hidden="true" /> Go Back
    </Button>
  );
}
