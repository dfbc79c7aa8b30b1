import { Megaphone, PackagePlus, ShieldCheck, Users } from 'lucide-react';
import { Fragment, type ComponentProps, type MouseEvent, type ReactNode } from 'react';
import { ADMIN_PANEL_TITLE, panelSections, type AdminCardId, type AdminPanelKind } from '@domain/admin-panel.ts';
import { ACCESS_DENIED_TITLE } from '@domain/messages.ts';
import { paths } from '@domain/paths.ts';
import { useCan } from '@/session/use-can.ts';
import { Alert } from '@/ui/alert.tsx';
import { Badge } from '@/ui/badge.tsx';
import { DealersCard } from '../components/dealers-card.tsx';
import { EnquiriesCard } from '../components/enquiries-card.tsx';
import { LinkCard } from '../components/link-card.tsx';
import { ManageCompaniesCard } from '../components/manage-companies-card.tsx';
import { NewsCard } from '../components/news-card.tsx';
import { PriceListCard } from '../components/price-list-card.tsx';
import { RegisterCompanyCard } from '../components/register-company-card.tsx';
import { RegisterPartnerCard } from '../components/register-partner-card.tsx';
import { SnippetCard } from '../components/snippet-card.tsx';
import '@/ui/desk.css';
import '../admin-panel.css';

/** The cards that lead to an admin sub page (trade §2). */
const LINKS = {
  corporateProducts: {
    icon: PackagePlus,
    title: 'Corporate Products',
    description: 'Add product rows for a chosen company.',
    to: paths.corporateProducts.href(),
    action: 'Manage corporate products',
    testId: 'card-corporate-products',
  },
  membershipManagement: {
    icon: Users,
    title: 'Membership Management',
    description: 'Search, edit and e-mail members; change plans and credits.',
    to: paths.membershipManagement.href(),
    action: 'Open membership management',
    testId: 'card-membership-management',
  },
  adManagement: {
    icon: Megaphone,
    title: 'Ad Management',
    description: 'Create, schedule and switch the ad banners on every page.',
    to: paths.adManagement.href(),
    action: 'Open ad management',
    testId: 'card-ad-management',
  },
} as const satisfies Partial<Record<AdminCardId, ComponentProps<typeof LinkCard>>>;

const CARDS: Record<AdminCardId, () => ReactNode> = {
  priceList: () => <PriceListCard />,
  news: () => <NewsCard />,
  snippet: () => <SnippetCard />,
  registerCompany: () => <RegisterCompanyCard />,
  registerPartner: () => <RegisterPartnerCard />,
  corporateProducts: () => <LinkCard {...LINKS.corporateProducts} />,
  manageCompanies: () => <ManageCompaniesCard />,
  dealers: () => <DealersCard />,
  membershipManagement: () => <LinkCard {...LINKS.membershipManagement} />,
  adManagement: () => <LinkCard {...LINKS.adManagement} />,
  corporateEnquiries: () => <EnquiriesCard />,
};

/**
 * /admin (trade §2 "Admin panel"): the full panel for admins, the Limited Admin Panel (uploads, registrations,
 * corporate products, ad management) for limited admins. Cards are grouped in sections with a section nav.
 * The route guard lets only staff in; the server refuses each write a role may not make.
 */
export function AdminPage() {
  const can = useCan();
  const kind: AdminPanelKind | null = can('admin.full') ? 'admin' : can('admin.panel') ? 'limited' : null;
  if (!kind) {
    return (
      <section className="admin-panel" aria-labelledby="admin-title">
        <h1 id="admin-title">Admin Panel</h1>
        <Alert variant="danger" title={ACCESS_DENIED_TITLE}>
          This page is only available to administrators.
        </Alert>
      </section>
    );
  }
  const sections = panelSections(kind);
  return (
    <section className="admin-panel" aria-labelledby="admin-title">
      <header className="admin-panel__header">
        <div>
          <p className="desk__company">
            <ShieldCheck size={16} aria-hidden="true" /> Administration
          </p>
          <h1 id="admin-title">{ADMIN_PANEL_TITLE[kind]}</h1>
          <p className="admin-panel__subtitle">
            {kind === 'admin'
              ? 'Publish content, register and manage corporate members, dealers and partners, and read corporate enquiries.'
              : 'Publish content, register companies and partners, add corporate products and manage ads.'}
          </p>
        </div>
        <Badge variant={kind === 'admin' ? 'navy' : 'blue'}>{kind === 'admin' ? 'Admin' : 'Limited admin'}</Badge>
      </header>
      <div className="admin-panel__layout">
        <nav className="admin-panel__nav" aria-label="Admin panel sections">
          <ul>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#admin-${section.id}`} onClick={(e) => jumpTo(e, `admin-${section.id}`)}>
                  {section.title}
                  <span className="admin-panel__nav-count">{section.cards.length}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="admin-panel__sections">
          {sections.map((section) => (
            <section
              key={section.id}
              id={`admin-${section.id}`}
              className="admin-section"
              tabIndex={-1}
              aria-labelledby={`admin-${section.id}-title`}
            >
              <header className="admin-section__header">
                <h2 id={`admin-${section.id}-title`}>{section.title}</h2>
                <p>{section.summary}</p>
              </header>
              <div className="admin-section__cards">
                {section.cards.map((card) => (
                  <Fragment key={card}>{CARDS[card]()}</Fragment>
                ))}
              </div>
            </section>
          ))}
        </div>
      </div>
    </section>
  );
}

/** Scrolls to a section without changing the route (the shell scrolls to the top on route changes). */
function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ behavior: 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}
