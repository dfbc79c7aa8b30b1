import { Paperclip } from 'lucide-react';
import { useMemo, useState } from 'react';
import { BIDDING_TITLES, formatMoney, RFQ_TITLES } from '@domain/sourcing.ts';
import { apiErrorOf } from '@/data/api.ts';
import type { DepartmentRfq, RfqBid } from '@/data/ports/sourcing.ts';
import { Alert } from '@/ui/alert.tsx';
import { ConfirmDialog } from '@/ui/dialog/confirm-dialog.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { showToast } from '@/ui/toast/toast-store.ts';
import { useRfqBidsQuery, useSelectBidMutation, useSendAlertsMutation } from '../api.ts';
import { useFreshIds } from '../hooks/use-fresh-ids.ts';
import type { DashboardContext } from '../model/dashboard-context.ts';
import { ComparisonMatrix } from './comparison-matrix.tsx';
import { FabricSpecSummary } from './fabric-spec-summary.tsx';
import { RoundHistory, vendorName } from './round-history.tsx';

type View = 'rounds' | 'matrix';

/** One RFQ opened in the accordion: its terms, its round history with bids, and its comparison matrix. */
export function RfqDetail({
  rfq,
  ctx,
  onDeadline,
}: {
  rfq: DepartmentRfq;
  ctx: DashboardContext;
  onDeadline: () => void;
}) {
  const bids = useRfqBidsQuery(rfq.id, { refetchOnMountOrArgChange: true });
  // Bids that came in while the RFQ is open here (live updates) are highlighted for a few seconds.
  const freshIds = useFreshIds(useMemo(() => bids.data?.map((b) => b.id), [bids.data]));
  const [view, setView] = useState<View>('rounds');
  const [matrixShown, setMatrixShown] = useState(false);
  const [awarding, setAwarding] = useState<RfqBid | null>(null);
  const [selectBid] = useSelectBidMutation();
  const [sendAlerts] = useSendAlertsMutation();

  const award = async (bid: RfqBid) => {
    try {
      const outcome = await selectBid({ bidId: bid.id, rfqId: rfq.id }).unwrap();
      if (!outcome.ok)
        return showToast({ title: BIDDING_TITLES.selectFailed, description: outcome.message, variant: 'destructive' });
      showToast({
        title: BIDDING_TITLES.bidSelected,
        description: `${rfq.requestNumber} awarded to ${vendorName(bid)} at ${formatMoney(bid.quotedPrice, rfq.currency)}. The vendors are being told on WhatsApp.`,
        variant: 'success',
      });
      void sendAlerts(rfq.id);
    } catch (error) {
      showToast({ title: BIDDING_TITLES.selectFailed, description: apiErrorOf(error).message, variant: 'destructive' });
    }
  };

  return (
    <div className="rfq-detail">
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
              <a href={rfq.attachmentUrl} target="_blank" rel="noreferrer">
                <Paperclip size={14} aria-hidden="true" /> Open
              </a>
            </dd>
          </div>
        )}
      </dl>
      {rfq.description && <p className="rfq-detail__description">{rfq.description}</p>}
      {rfq.fabricSourcingRequestId && <FabricSpecSummary fabricRequestId={rfq.fabricSourcingRequestId} />}

      <div className="segmented" role="group" aria-label={`${rfq.requestNumber} view`}>
        <button
          type="button"
          className="segmented__option"
          aria-pressed={view === 'rounds'}
          onClick={() => setView('rounds')}
        >
          Rounds &amp; bids
        </button>
        <button
          type="button"
          className="segmented__option"
          aria-pressed={view === 'matrix'}
          onClick={() => {
            setMatrixShown(true);
            setView('matrix');
          }}
        >
          Comparison matrix
        </button>
      </div>

      {bids.error ? (
        <Alert variant="danger" title={RFQ_TITLES.dataFailed}>
          {bids.error.message}
        </Alert>
      ) : bids.isLoading ? (
        <Spinner label="Loading bids" />
      ) : (
        <>
          {/* Both views stay mounted once shown: switching is a style change, not a re-render of 250 bids. */}
          <div hidden={view !== 'rounds'}>
            <RoundHistory
              rfq={rfq}
              bids={bids.data ?? []}
              freshIds={freshIds}
              onSelect={setAwarding}
              onDeadline={onDeadline}
            />
          </div>
          {matrixShown && (
            <div hidden={view !== 'matrix'}>
              <ComparisonMatrix rfq={rfq} bids={bids.data ?? []} ctx={ctx} />
            </div>
          )}
        </>
      )}
      <ConfirmDialog
        open={awarding !== null}
        onOpenChange={(o) => !o && setAwarding(null)}
        title="Confirm Bid Selection"
        description={
          awarding
            ? `Award ${rfq.requestNumber} to ${vendorName(awarding)} at ${formatMoney(awarding.quotedPrice, rfq.currency)} (round ${awarding.roundNumber})? This closes the RFQ and all its rounds and cannot be undone; every bidder is told the outcome.`
            : ''
        }
        confirmLabel="Award bid"
        onConfirm={async () => void (awarding && (await award(awarding)))}
      />
    </div>
  );
}
