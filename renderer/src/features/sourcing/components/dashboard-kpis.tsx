import type { DepartmentRfq } from '@/data/ports/sourcing.ts';
import { isRoundOpen } from '@domain/sourcing.ts';
import { KpiStrip, type Kpi } from '@/ui/kpi-strip.tsx';
import { useNow } from '../hooks/use-now.ts';

/** The department at a glance: RFQs in play, live rounds (and those closing within the hour), bids, awards. */
export function DashboardKpis({ rfqs }: { rfqs: DepartmentRfq[] | undefined }) {
  const now = useNow(true, 15_000);
  const list = rfqs ?? [];
  const liveRounds = list.flatMap((r) => r.rounds).filter((round) => isRoundOpen(round, now));
  const closingSoon = liveRounds.filter((r) => r.closesAt && Date.parse(r.closesAt) - now <= 3_600_000).length;
  const figures: Kpi[] = [
    { label: 'Open RFQs', value: list.filter((r) => r.bidStatus !== 'closed').length },
    { label: 'Not started', value: list.filter((r) => r.bidStatus === 'pending').length },
    {
      label: 'Live rounds',
      value: liveRounds.length,
      note: closingSoon ? `${closingSoon} closing within 1 h` : null,
      noteTone: 'warning',
    },
    { label: 'Bids received', value: list.reduce((n, r) => n + r.bidCount, 0) },
    { label: 'Awarded', value: list.filter((r) => r.selectedBid).length },
  ];
  return (
    <KpiStrip
      label="Department figures"
      phoneColumns={3}
      items={figures.map((f) => ({ ...f, value: rfqs ? f.value : '–' }))}
    />
  );
}
