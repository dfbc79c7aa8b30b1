import { BadgeCheck, Building2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDate } from '@domain/format.ts';
import { Badge } from '@/ui/badge.tsx';

/** What the card shows: a stored profile, or the session's basic facts when the row cannot be read. */
export interface MemberCardData {
  memberName: string;
  businessName: string | null;
  membershipType: string;
  email: string | null;
  mobile: string | null;
  location: string | null;
  businessTypes: string[];
  yarns: string[];
  memberSince: string | null;
  verified: boolean;
  corporate: boolean;
}

/** The member card of /profile/{userId}: identity, badges, contact and trade facts; `children` adds owner facts. */
export function MemberCard({ data, children }: { data: MemberCardData; children?: ReactNode }) {
  // One corporate badge, whether the flag or the membership type says so.
  const corporate = data.corporate || data.membershipType === 'Corporate Member';
  const facts: [string, ReactNode][] = [
    ['Email', data.email],
    ['Mobile', data.mobile],
    ['Location', data.location],
    ['Business Type', data.businessTypes.join(', ')],
    ['My Yarns', data.yarns.join(', ')],
    ['Member Since', data.memberSince && formatDate(data.memberSince)],
  ];
  return (
    <section className="member-card card" aria-labelledby="member-card-name">
      <div className="member-card__head">
        <div>
          <h1 id="member-card-name">{data.memberName}</h1>
          {data.businessName && <p className="member-card__business">{data.businessName}</p>}
        </div>
        <div className="member-card__badges">
          {!corporate && (
            <Badge variant={data.membershipType === 'Paid Member' ? 'orange' : 'blue'}>{data.membershipType}</Badge>
          )}
          {data.verified && (
            <Badge variant="success">
              <BadgeCheck size={14} aria-hidden="true" /> Verified Member
            </Badge>
          )}
          {corporate && (
            <Badge variant="navy">
              <Building2 size={14} aria-hidden="true" /> Corporate Member
            </Badge>
          )}
        </div>
      </div>
      <dl className="member-card__facts">
        {facts
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className="member-card__fact">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        {children}
      </dl>
    </section>
  );
}

/** One owner-only fact in the card's list. */
export function MemberFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="member-card__fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
