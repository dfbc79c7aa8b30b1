import type { MemberProfile } from '@/data/ports/profiles.ts';
import type { Session } from '@/session/session-context.ts';
import type { MemberCardData } from '../components/member-card.tsx';

const joined = (parts: (string | null | undefined)[]) => parts.filter(Boolean).join(', ') || null;

/** The card of a stored profile. India stores the district as the city too; it is shown once. */
export function cardOfProfile(p: MemberProfile): MemberCardData {
  const place = p.district || p.city;
  return {
    memberName: p.member_name,
    businessName: p.business_name,
    membershipType: p.membership_type,
    email: p.email,
    mobile: p.mobile_number && [p.country_code, p.mobile_number].filter(Boolean).join(' '),
    location: joined([place, p.state, p.country, p.pin_zip_code]),
    businessTypes: p.business_type,
    yarns: p.my_yarns,
    memberSince: p.created_at,
    verified: p.is_verified_member,
    corporate: p.is_corporate_member,
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
