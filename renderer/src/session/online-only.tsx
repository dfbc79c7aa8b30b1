import { CloudOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useGateway } from '@/data/gateway-context.tsx';
import '@/ui/surfaces.css';

/**
 * Why online-only actions (spending credits, payments, accepting bids, awards, RFQ rounds) cannot run right
 * now, or null when they can: the desktop offline answers with the reason, the web never blocks. Follows the
 * connection as it comes and goes (the session port's watchOnlineOnly), so buttons enable themselves again.
 */
export function useOnlineOnlyBlocked(): string | null {
  const gateway = useGateway();
  const [blocked, setBlocked] = useState<string | null>(null);
  useEffect(() => gateway.session.watchOnlineOnly(setBlocked), [gateway]);
  return blocked;
}

/** The reason online-only actions on this part of the page are disabled, shown beside them (nothing when online). */
export function OnlineOnlyNote({ reason }: { reason: string | null }) {
  if (!reason) return null;
  return (
    <p className="online-only-note" role="note">
      <CloudOff size={14} aria-hidden="true" /> {reason}
    </p>
  );
}
