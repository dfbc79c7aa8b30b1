import type { ReactNode } from 'react';
import './auth-card.css';

/** The centred panel every account page sits in: a heading, an optional lead text, the form and a footer. */
export function AuthCard({
  title,
  lead,
  children,
  footer,
}: {
  title: ReactNode;
  lead?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby="auth-card-title">
        <h1 id="auth-card-title" className="auth-card__title">
          {title}
        </h1>
        {lead && <p className="auth-card__lead">{lead}</p>}
        {children}
        {footer && <div className="auth-card__footer">{footer}</div>}
      </section>
    </div>
  );
}
