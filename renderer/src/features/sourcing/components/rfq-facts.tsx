import { Paperclip } from 'lucide-react';
import { formatMoney } from '@domain/sourcing.ts';
import type { DepartmentRfq } from '@/data/ports/sourcing.ts';
import { FabricSpecSummary } from './fabric-spec-summary.tsx';
import { NewWindowLink } from '@/platform/new-window-link.tsx';

/** An RFQ's terms as its buyer set them: target, terms, delivery, anti-sniping, attachment, description, fabric specs. */
export function RfqFacts({ rfq }: { rfq: DepartmentRfq }) {
  return (
    <>
      <dl className="facts facts--row">
        <div>
          <dt>Target price</dt>
          <dd>{rfq.targetPrice === null ? '—' : formatMoney(rfq.targetPrice, rfq.currency)}</dd>
        </div>
        <div>
          <dt>Terms</dt>
          <dd>
            {rfq.paymentTerms} / {rfq.freightTerms}
          </dd>
        </div>
        <div>
          <dt>Target delivery</dt>
          <dd>{rfq.targetDeliveryDays ? `${rfq.targetDeliveryDays} days` : '—'}</dd>
        </div>
        <div>
          <dt>Anti-sniping</dt>
          <dd>{rfq.antiSnipingMinutes ? `${rfq.antiSnipingMinutes} min` : 'Off'}</dd>
        </div>
        {rfq.attachmentUrl && (
          <div>
            <dt>Attachment</dt>
            <dd>
              <NewWindowLink href={rfq.attachmentUrl} rel="noreferrer">
                <Paperclip size={14} aria-hidden="true" /> Open
              </NewWindowLink>
            </dd>
          </div>
        )}
      </dl>
      {rfq.description && <p className="rfq-detail__description">{rfq.description}</p>}
      {rfq.fabricSourcingRequestId && <FabricSpecSummary fabricRequestId={rfq.fabricSourcingRequestId} />}
    </>
  );
}
