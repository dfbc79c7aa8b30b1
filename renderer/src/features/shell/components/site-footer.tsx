import { ExternalLink, Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '@domain/messages.ts';
import { BrandMark } from '@/ui/brand-mark.tsx';
import { COMPANY_CONTACT as CONTACT } from '@/config/contact.ts';
import { SOCIAL_LINKS } from '../model/social-links.ts';
import { FOOTER_LINKS } from '../model/footer-links.ts';
import './site-footer.css';
import { NewWindowLink } from '@/platform/new-window-link.tsx';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__about">
          <span className="site-footer__brand">
            <BrandMark size={28} label={`${PRODUCT_NAME} logo`} />
            {PRODUCT_NAME}
          </span>
          <p>The sourcing marketplace for fabrics, yarn, trims and everything the textile trade buys.</p>
        </div>
        <nav aria-label="Quick links">
          <h2 className="site-footer__heading">Quick Links</h2>
          <ul className="site-footer__list">
            {FOOTER_LINKS.map((link) => (
              <li key={link.path}>
                <Link to={link.path}>{link.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <address className="site-footer__contact">
          <h2 className="site-footer__heading">Contact Us</h2>
          <p>
            <MapPin size={16} aria-hidden="true" />
            <span>
              {CONTACT.addressLines.map((line) => (
                <span key={line} className="site-footer__line">
                  {line}
                </span>
              ))}
            </span>
          </p>
          <p>
            <Phone size={16} aria-hidden="true" />
            <a href={`tel:${CONTACT.phone.replace(/[^\d+]/g, '')}`}>{CONTACT.phone}</a>
          </p>
          <p>
            <Mail size={16} aria-hidden="true" />
            <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
          </p>
        </address>
        <div>
          <h2 className="site-footer__heading">Follow Us</h2>
          <ul className="site-footer__list">
            {SOCIAL_LINKS.map((social) => (
              <li key={social.name}>
                <NewWindowLink href={social.href} rel="noopener noreferrer">
                  {social.name}
                  <ExternalLink size={14} aria-label="(opens in a new tab)" />
                </NewWindowLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="site-footer__bottom">
        <div className="container">
          <small>
            © {new Date().getFullYear()} {PRODUCT_NAME}. All rights reserved.
          </small>
        </div>
      </div>
    </footer>
  );
}
