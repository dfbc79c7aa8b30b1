import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '@domain/messages.ts';
import { COMPANY_CONTACT } from '@/config/contact.ts';
import { LEGAL } from '../model/legal.ts';
import './info-pages.css';

function LegalDocument({ title, sections }: { title: string; sections: [string, ReactNode][] }) {
  return (
    <article className="container info legal" aria-labelledby="legal-title">
      <header className="info__hero">
        <h1 id="legal-title">{title}</h1>
        <p>Effective date: {LEGAL.effectiveDate}</p>
      </header>
      {sections.map(([heading, body]) => (
        <section key={heading}>
          <h2>{heading}</h2>
          {body}
        </section>
      ))}
    </article>
  );
}

const contactSection: [string, ReactNode] = [
  'Contact',
  <p key="contact">
    Questions about this document: <a href={`mailto:${COMPANY_CONTACT.email}`}>{COMPANY_CONTACT.email}</a>.
  </p>,
];

const lawSection: [string, ReactNode] = [
  'Governing law',
  <p key="law">
    This document is governed by {LEGAL.governingLaw}. The courts at {LEGAL.courtsCity}, {LEGAL.courtsState} have
    exclusive jurisdiction over any dispute arising from it.
  </p>,
];

export function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      sections={[
        [
          'Who we are',
          <p key="who">
            {PRODUCT_NAME} is a business-to-business marketplace for the textile trade. This policy explains what we
            collect, why, and how we protect it.
          </p>,
        ],
        [
          'What we collect',
          <p key="what">
            Your account details (name, business name, e-mail, mobile number, location, business types and yarns), the
            enquiries, offers and bids you post, and basic technical logs needed to keep the service secure.
          </p>,
        ],
        [
          'How we use it',
          <p key="use">
            To run your account, to notify posters when you express interest or bid, to show your details in the
            directory only if you opt in, and to send service messages. We do not sell your data.
          </p>,
        ],
        [
          'Eligibility',
          <p key="age">The service is for users aged {LEGAL.minimumAge} or older acting for a business.</p>,
        ],
        ['Your choices', <p key="choices">You can edit or delete your profile at any time from My Profile.</p>],
        lawSection,
        contactSection,
      ]}
    />
  );
}

export function TermsOfUsePage() {
  return (
    <LegalDocument
      title="Terms of Use"
      sections={[
        [
          'Acceptance',
          <p key="accept">
            By using {PRODUCT_NAME} you agree to these terms. If you do not agree, please do not use it.
          </p>,
        ],
        [
          'Eligibility',
          <p key="age">
            You must be {LEGAL.minimumAge} years or older and able to enter into a binding contract under Indian law.
          </p>,
        ],
        [
          'Your conduct',
          <p key="conduct">
            Post only genuine enquiries, offers and bids; keep your account details accurate; do not misuse other
            members&apos; contact details.
          </p>,
        ],
        [
          'Memberships and credits',
          <p key="credits">
            Plans, prices and messaging credits are as shown on the Membership Plans page. Credits are used per message
            or bid and are not refundable.
          </p>,
        ],
        [
          'Trades between members',
          <p key="trades">
            {PRODUCT_NAME} connects buyers and sellers; contracts, quality and payment between members are their own
            responsibility.
          </p>,
        ],
        lawSection,
        contactSection,
      ]}
    />
  );
}
