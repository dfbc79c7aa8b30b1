import { useMemo, useState } from 'react';
import { formatMoney, RFQ_TITLES } from '@domain/sourcing.ts';
import type { DepartmentRfq, RfqBid } from '@/data/ports/sourcing.ts';
import { Alert } from '@/ui/alert.tsx';
import { ConfirmDialog } from '@/ui/dialog/confirm-dialog.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { useRfqBidsQuery } from '../api.ts';
import { useAwardBid } from '../hooks/use-award-bid.ts';
import { useFreshIds } from '../hooks/use-fresh-ids.ts';
import type { DashboardContext } from '../model/dashboard-context.ts';
import { ComparisonMatrix } from './comparison-matrix.tsx';
import { RfqFacts } from './rfq-facts.tsx';
import { RfqViewSwitch, type RfqView } from './rfq-view-switch.tsx';
import { vendorName } from '../model/bid-vendor.ts';
import { RoundHistory } from './round-history.tsx';

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
  const [view, setView] = useState<RfqView>('rounds');
  const [matrixShown, setMatrixShown] = useState(false);
  const [awarding, setAwarding] = useState<RfqBid | null>(null);
  const award = useAwardBid(rfq);

  return (
    <div className="rfq-detail">
      <RfqFacts rfq={rfq} />
      <RfqViewSwitch
        requestNumber={rfq.requestNumber}
        view={view}
        onChange={(next) => {
          if (next === 'matrix') setMatrixShown(true);
          setView(next);
        }}
      />

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
