import { ExternalLink, Handshake, Mail } from 'lucide-react';
import { PRODUCT_NAME } from '@domain/messages.ts';
import { COMPANY_CONTACT } from '@/config/contact.ts';
import { Alert } from '@/ui/alert.tsx';
import { buttonClass } from '@/ui/button.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { usePartnersQuery } from '../api.ts';
import { PartnerLogo } from '../components/partner-logo.tsx';
import './info-pages.css';
import { NewWindowLink } from '@/platform/new-window-link.tsx';

const EMPTY = 'No official partners listed yet. Check back soon!';
const APPLY_SUBJECT = encodeURIComponent(`City partner application – ${PRODUCT_NAME}`);

/** Authorised city partners: intro, apply by e-mail, and the partners by name. */
export function PartnersPage() {
  const { data, error, isLoading } = usePartnersQuery();
  return (
    <section className="container info" aria-labelledby="partners-title">
      <header className="info__hero">
        <Handshake size={40} aria-hidden="true" />
        <h1 id="partners-title">Our Official Partners</h1>
        <p>
          {PRODUCT_NAME} works with authorised city partners who help local mills, traders and manufacturers join the
          marketplace, complete their profiles and make the most of their membership.
        </p>
      </header>
      <aside className="info__cta" aria-labelledby="partners-apply">
        <div>
          <h2 id="partners-apply">Become a city partner</h2>
          <p>Represent {PRODUCT_NAME} in your city. Write to us with your company details and the city you cover.</p>
        </div>
        <a className={buttonClass('primary')} href={`mailto:${COMPANY_CONTACT.email}?subject=${APPLY_SUBJECT}`}>
          <Mail size={18} aria-hidden="true" /> Apply by e-mail
        </a>
      </aside>
      {error ? (
        <Alert variant="danger" title="Error fetching data">
          {error.message}
        </Alert>
      ) : isLoading ? (
        <Spinner label="Loading partners" />
      ) : !data || data.length === 0 ? (
        <p className="info__empty" role="status">
          {EMPTY}
        </p>
      ) : (
        <ul className="partner-grid" aria-label="Partners">
          {data.map((partner) => (
            <li key={partner.id} className="partner-card">
              <PartnerLogo name={partner.name} url={partner.logoUrl} />
              <h3>{partner.name}</h3>
              {partner.websiteUrl && (
                <NewWindowLink href={partner.websiteUrl} rel="noopener noreferrer">
                  Visit Website <ExternalLink size={14} aria-hidden="true" />
                </NewWindowLink>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
