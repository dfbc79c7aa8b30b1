import { LogIn, Mail, Phone } from 'lucide-react';
import { useLocation } from 'react-router';
import { paths } from '@domain/paths.ts';
import type { MemberCard, CompanyDetails } from '@/data/ports/corporate.ts';
import { Alert } from '@/ui/alert.tsx';
import { Card } from '@/ui/card.tsx';
import { LinkButton } from '@/ui/link-button.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { useSession } from '@/session/use-session.ts';
import { useCompanyContactsQuery } from '../api.ts';

function ContactList({ title, people, empty }: { title: string; people: MemberCard[]; empty: string }) {
  return (
    <Card title={title} className="company-contacts__card">
      {people.length === 0 ? (
        <p className="company-muted">{empty}</p>
      ) : (
        <ul className="company-contacts__list">
          {people.map((person) => (
            <li key={person.id}>
              <strong>{person.memberName}</strong>
              {person.businessName && <span className="company-muted">{person.businessName}</span>}
              {person.mobileNumber && (
                <a href={`tel:${person.countryCode ?? ''}${person.mobileNumber}`}>
                  <Phone size={14} aria-hidden="true" /> {`${person.countryCode ?? ''} ${person.mobileNumber}`}
                </a>
              )}
              {person.email && (
                <a href={`mailto:${person.email}`}>
                  <Mail size={14} aria-hidden="true" /> {person.email}
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** Executives and dealers for logged-in users; a login prompt for visitors. */
export function CompanyContacts({ company }: { company: CompanyDetails }) {
  const session = useSession();
  const location = useLocation();
  const signedIn = session.status === 'signed-in';
  const { data, error, isLoading } = useCompanyContactsQuery(
    { id: company.id, dealerUserIds: company.dealerUserIds, userId: session.userId },
    { skip: !signedIn },
  );

  if (!signedIn) {
    return (
      <Card className="company-login-prompt">
        <LogIn size={28} aria-hidden="true" />
        <div>
          <h2>Login to see the team</h2>
          <p>Log in to view this company&apos;s executives and dealers and to bid on its products.</p>
        </div>
        <LinkButton to={paths.login.href()} state={{ from: location.pathname }}>
          Login
        </LinkButton>
      </Card>
    );
  }
  if (error)
    return (
      <Alert variant="danger" title="Error fetching data">
        {error.message}
      </Alert>
    );
  if (isLoading || !data) return <Spinner label="Loading executives and dealers" />;
  return (
    <div className="company-contacts">
      <ContactList title="Executives" people={data.executives} empty="No executives listed." />
      <ContactList title="Dealers" people={data.dealers} empty="No dealers listed." />
    </div>
  );
}
