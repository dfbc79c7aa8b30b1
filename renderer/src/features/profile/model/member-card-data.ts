import type { PublicProfile } from '@/data/ports/profiles.ts';
import type { Session } from '@/session/session-context.ts';
import type { MemberCardData } from '../components/member-card.tsx';

const joined = (parts: (string | null | undefined)[]) => parts.filter(Boolean).join(', ') || null;

/** The card of a stored profile. India stores the district as the city too; it is shown once. */
export function cardOfProfile(p: PublicProfile): MemberCardData {
  const place = p.district || p.city;
  return {
    memberName: p.memberName,
    businessName: p.businessName,
    membershipType: p.membershipType,
    email: p.email,
    mobile: p.mobileNumber && [p.countryCode, p.mobileNumber].filter(Boolean).join(' '),
    location: joined([place, p.state, p.country, p.pinZipCode]),
    businessTypes: p.businessType,
    yarns: p.myYarns,
    memberSince: p.createdAt,
    verified: p.isVerifiedMember,
    corporate: p.isCorporateMember,
  };
}

/** The basic card from the session, when the own profile row cannot be read. */
export function cardOfSession(session: Session): MemberCardData {
  return {
    memberName: session.memberName ?? session.email ?? 'Member',
    businessName: session.facts.businessName,
    membershipType: session.facts.membershipType ?? 'Free Member',
    email: session.email,
    mobile: null,
    location: null,
    businessTypes: [],
    yarns: [],
    memberSince: session.facts.createdAt,
    verified: false,
    corporate: false,
  };
}
