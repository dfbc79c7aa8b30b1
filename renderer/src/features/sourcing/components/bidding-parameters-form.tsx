import { Gavel, Save } from 'lucide-react';
import type { DepartmentRfq } from '@/data/ports/sourcing.ts';
import { useOnlineOnlyBlocked } from '@/session/online-only.tsx';
import { Button } from '@/ui/button.tsx';
import { useBiddingParameters } from '../hooks/use-bidding-parameters.ts';
import type { DashboardContext } from '../model/dashboard-context.ts';
import { BiddingTermsFields, RoundOneFields } from './bidding-parameters-fields.tsx';

/**
 * Bidding parameters (§3): target price, currency, freight and payment terms, target delivery, and the
 * anti-sniping window. A pending RFQ also chooses its visibility and round 1's deadline, sealing and
 * reverse-auction settings, and initiates bidding: parameters saved, round 1 opened, vendors told on WhatsApp.
 */
export function BiddingParametersForm({ rfq, ctx }: { rfq: DepartmentRfq; ctx: DashboardContext }) {
  const { draft, set, errors, busy, pending, onSubmit } = useBiddingParameters(rfq);
  const offline = useOnlineOnlyBlocked();
  return (
    <form className="parameters" onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Bidding parameters">
      <h3>Bidding parameters</h3>
      <BiddingTermsFields draft={draft} set={set} errors={errors} />
      {pending && <RoundOneFields rfqId={rfq.id} draft={draft} set={set} errors={errors} />}
      <div className="form-actions">
        {pending ? (
          <Button type="submit" loading={busy} disabled={offline !== null} title={offline ?? undefined}>
            <Gavel size={16} aria-hidden="true" /> Initiate Bidding
          </Button>
        ) : (
          <Button type="submit" variant="outline" loading={busy}>
            <Save size={16} aria-hidden="true" /> Save parameters
          </Button>
        )}
        {pending && (
          <span className="form-actions__note">
            Opens round 1 and alerts the {ctx.department.name} vendors on WhatsApp.
          </span>
        )}
      </div>
    </form>
  );
}
