import { ArrowLeft, Building2, FileText, Globe, MapPin } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { CREDITS } from '@domain/constants.ts';
import { formatQuantity, formatRupees } from '@domain/format.ts';
import { paths } from '@domain/paths.ts';
import { CORPORATE_BID } from '@domain/schemas/corporate-bid.ts';
import type { CompanyDetails } from '@/data/ports/corporate.ts';
import { useCan } from '@/session/use-can.ts';
import { useSession } from '@/session/use-session.ts';
import { Alert } from '@/ui/alert.tsx';
import { Card } from '@/ui/card.tsx';
import { ConfirmDialog } from '@/ui/dialog/confirm-dialog.tsx';
import { LinkButton } from '@/ui/link-button.tsx';
import { PageSpinner } from '@/ui/spinner.tsx';
import { useCompanyQuery } from '../api.ts';
import { CompanyContacts } from '../components/company-contacts.tsx';
import { CompanyLogo } from '../components/company-logo.tsx';
import { CompanyPriceLists } from '../components/company-price-lists.tsx';
import { CompanyProducts } from '../components/company-products.tsx';
import { SalesTeamPanel } from '../components/sales-team-panel.tsx';
import { useCorporateBid } from '../hooks/use-corporate-bid.ts';
import './corporate-pages.css';
import { KG } from '@domain/units.ts';
import { NewWindowLink } from '@/platform/new-window-link.tsx';

function Banner({ company }: { company: CompanyDetails }) {
  return company.bannerImageUrl ? (
    <img className="company-banner" src={company.bannerImageUrl} alt={`${company.companyName} banner`} />
  ) : (
    <div className="company-banner company-banner--empty" role="img" aria-label={`${company.companyName} banner`}>
      <span>{company.companyName}</span>
    </div>
  );
}

function CompanyInfo({ company }: { company: CompanyDetails }) {
  return (
    <Card className="company-info">
      <CompanyLogo name={company.companyName} url={company.logoUrl} size={72} />
      <div className="company-info__body">
        <h1 id="company-title">{company.companyName}</h1>
        {company.companyHeadName && (
          <p>
            <span>
              {company.companyHeadName}
              {company.companyHeadDesignation && (
                <span className="company-muted">{`, ${company.companyHeadDesignation}`}</span>
              )}
            </span>
          </p>
        )}
        {company.address && (
          <p>
            <MapPin size={16} aria-hidden="true" /> {company.address}
          </p>
        )}
        {company.websiteUrl && (
          <p>
            <Globe size={16} aria-hidden="true" />{' '}
            <NewWindowLink href={company.websiteUrl} rel="noopener noreferrer">
              {company.websiteUrl.replace(/^https?:\/\//, '')}
            </NewWindowLink>
          </p>
        )}
        {company.marketingTeamInfo && <p className="company-muted">{company.marketingTeamInfo}</p>}
      </div>
      {company.brochurePdfUrl && (
        <NewWindowLink className="company-brochure" href={company.brochurePdfUrl} rel="noopener noreferrer">
          {company.brochureThumbnailUrl ? (
            <img src={company.brochureThumbnailUrl} alt="" width={64} height={80} />
          ) : (
            <FileText size={32} aria-hidden="true" />
          )}
          <span>{company.brochurePdfName ?? 'View Brochure'}</span>
        </NewWindowLink>
      )}
    </Card>
  );
}

/** A corporate member's public page: banner, info, team (logged in), products and bids. */
export function CompanyPage() {
  const { companyId = '' } = useParams();
  const session = useSession();
  const can = useCan();
  const { data: company, error, isLoading } = useCompanyQuery(companyId);
  const bid = useCorporateBid();

  if (isLoading) return <PageSpinner label="Loading company" />;
  if (error) {
    return (
      <section className="container corporate">
        <Alert variant="danger" title="Error fetching data">
          {error.message}
        </Alert>
      </section>
    );
  }
  if (!company) {
    return (
      <section className="container corporate company-missing" aria-labelledby="company-missing-title">
        <Building2 size={44} aria-hidden="true" />
        <h1 id="company-missing-title">Company Not Found</h1>
        <p>The company you are looking for does not exist or has been removed.</p>
        <LinkButton to={paths.corporateMembers.href()} variant="outline">
          Back to Corporate Members
        </LinkButton>
      </section>
    );
  }

  const signedIn = session.status === 'signed-in';
  const isOwnCompany = signedIn && session.facts.companyId === company.id;
  const pending = bid.pending;

  return (
    <article className="container corporate company-page" aria-labelledby="company-title">
      <Link to={paths.corporateMembers.href()} className="company-back">
        <ArrowLeft size={16} aria-hidden="true" /> Corporate Members
      </Link>
      <Banner company={company} />
      <CompanyInfo company={company} />
      <CompanyPriceLists companyId={company.id} />
      <CompanyContacts company={company} />
      <SalesTeamPanel companyId={company.id} />
      <CompanyProducts
        companyId={company.id}
        canBid={can('corporate.bid')}
        isOwnCompany={isOwnCompany}
        onBid={bid.ask}
      />
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && bid.cancel()}
        title={CORPORATE_BID.confirmTitle}
        description={
          pending
            ? `Bid ${formatRupees(pending.price)} per ${KG} for ${formatQuantity(pending.quantity)} of ${pending.product.fibreType} ` +
              `(${pending.product.departmentName}) from ${company.companyName}? This uses ${CREDITS.perAction} messaging credit.`
            : ''
        }
        confirmLabel="Submit Bid"
        onConfirm={bid.confirm}
      />
    </article>
  );
}
