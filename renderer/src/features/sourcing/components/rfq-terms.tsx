import { Lock } from 'lucide-react';
import { formatMoney } from '@domain/sourcing.ts';
import type { OpenRfq } from '../model/open-rfq.ts';
import { Countdown } from './countdown.tsx';
import { FabricSpecSummary } from './fabric-spec-summary.tsx';

/** What the vendor quotes on: the round, its deadline, the target, the terms, the description and fabric specs. */
export function RfqTerms({ rfq }: { rfq: OpenRfq }) {
  return (
    <>
      <dl className="facts facts--row bid-dialog__facts">
        <div>
          <dt>Round</dt>
          <dd>
            {rfq.round.roundNumber}
            {rfq.round.sealed && (
              <>
                {' '}
                <Lock size={12} aria-label="sealed" />
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>Closes</dt>
          <dd>
            <Countdown closesAt={rfq.round.closesAt} />
          </dd>
        </div>
        <div>
          <dt>Target</dt>
          <dd>{rfq.targetPrice === null ? '—' : formatMoney(rfq.targetPrice, rfq.currency)}</dd>
        </div>
        <div>
          <dt>Terms</dt>
          <dd>
            {rfq.paymentTerms} / {rfq.freightTerms}
            {rfq.targetDeliveryDays ? ` · ${rfq.targetDeliveryDays} d` : ''}
          </dd>
        </div>
      </dl>
      {rfq.description && <p className="bid-dialog__description">{rfq.description}</p>}
      {rfq.fabricSourcingRequestId && <FabricSpecSummary fabricRequestId={rfq.fabricSourcingRequestId} />}
    </>
  );
}
