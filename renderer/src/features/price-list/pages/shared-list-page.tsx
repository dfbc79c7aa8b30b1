import { FileX } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { formatDate } from '@domain/format.ts';
import { paths } from '@domain/paths.ts';
import { listStateOf, scopeLabel } from '@domain/price-list-share.ts';
import { useCompanyPriceListsQuery, useSharedPriceListQuery } from '@/price-lists/api.ts';
import { ListStateBadge, listFacts } from '@/price-lists/published-list-row.tsx';
import { ShareButtons, type PublishedList } from '@/price-lists/share-buttons.tsx';
import { Alert } from '@/ui/alert.tsx';
import { LinkButton } from '@/ui/link-button.tsx';
import { PageSpinner } from '@/ui/spinner.tsx';
import '@/price-lists/published-lists.css';
import './shared-list-page.css';

// pdf.js (and its worker) load with the viewer, after the list's facts have shown.
const PdfViewer = lazy(async () => ({ default: (await import('@/ui/pdf-viewer/pdf-viewer.tsx')).PdfViewer }));

/** The newest list in force of the same company and scope, for a superseded list's banner. */
function useLatestOfScope(list: PublishedList | null) {
  const { data } = useCompanyPriceListsQuery(list?.published.companyId ?? '', {
    skip: !list || listStateOf(list.published) !== 'superseded',
  });
  return data?.find(
    (l): l is PublishedList =>
      l.published !== null &&
      l.published.department === list?.published.department &&
      listStateOf(l.published) === 'latest',
  );
}

function StateBanner({ list }: { list: PublishedList }) {
  const latest = useLatestOfScope(list);
  const state = listStateOf(list.published);
  if (state === 'withdrawn') {
    return (
      <Alert variant="danger" title={`This price list was withdrawn on ${formatDate(list.published.withdrawnAt)}.`}>
        Its prices no longer hold. Ask {list.published.companyName || 'the company'} for their current list.
      </Alert>
    );
  }
  if (state === 'superseded') {
    return (
      <Alert
        variant="warning"
        title="A newer price list is available."
        action={
          latest && (
            <LinkButton size="sm" variant="outline" to={paths.sharedList.href(latest.published.shareCode)}>
              Open the latest list
            </LinkButton>
          )
        }
      >
        This edition was superseded on {formatDate(list.published.supersededAt)}.
      </Alert>
    );
  }
  return null;
}

/**
 * /l/:code, a published list's short public link (issue 28; no login): who published it, its scope, edition
 * and dates, whether it still holds, and the PDF in the in-app viewer, on the web and the desktop alike.
 */
export function SharedListPage() {
  const { code = '' } = useParams();
  const { data: list, isLoading, isError, error } = useSharedPriceListQuery(code);
  if (isLoading) return <PageSpinner label="Loading price list" />;
  if (isError) {
    return (
      <section className="container shared-list">
        <Alert variant="danger" title="Could not load the price list.">
          {error.message}
        </Alert>
      </section>
    );
  }
  if (!list?.published) {
    return (
      <section className="container shared-list shared-list--missing" aria-labelledby="shared-list-title">
        <FileX size={40} aria-hidden="true" />
        <h1 id="shared-list-title">Price list not found</h1>
        <p>This link names no price list. Check the link, or see the lists on the Price List page.</p>
        <LinkButton to={paths.priceList.href()} variant="outline">
          Price List
        </LinkButton>
      </section>
    );
  }
  const published = list as PublishedList;
  const facts = published.published;
  return (
    <section className="container shared-list" aria-labelledby="shared-list-title">
      <header className="shared-list__header">
        <div className="shared-list__heading">
          <Link className="shared-list__company" to={paths.company.href(facts.companyId)}>
            {facts.companyName || 'Company'}
          </Link>
          <h1 id="shared-list-title">
            {scopeLabel(facts.department)} price list · Edition {facts.edition} <ListStateBadge list={published} />
          </h1>
          <p className="published-list__facts">{listFacts(published)}</p>
        </div>
        {listStateOf(facts) !== 'withdrawn' && (
          <div className="shared-list__actions">
            <ShareButtons list={published} />
          </div>
        )}
      </header>
      <StateBanner list={published} />
      <div className="shared-list__viewer">
        <Suspense fallback={<PageSpinner label="Opening viewer" />}>
          <PdfViewer source={published.fileUrl} />
        </Suspense>
      </div>
    </section>
  );
}
