import { formatDate } from '@domain/format.ts';
import { paths } from '@domain/paths.ts';
import { Alert } from '@/ui/alert.tsx';
import { LinkButton } from '@/ui/link-button.tsx';

/** What visitors and Free Members see above the delayed index: how late it is, and the way to the live one. */
export function UpgradeCall({ asOf, what }: { asOf: string | null; what: string }) {
  return (
    <Alert
      variant="info"
      title="Upgrade to Paid Membership for the live market"
      action={
        <LinkButton to={paths.payment.path} size="sm">
          Upgrade to Paid Membership
        </LinkButton>
      }
    >
      {`Delayed: ${asOf ? `closing prices of ${formatDate(asOf)}` : "yesterday's closing prices"}. ${what}`}
    </Alert>
  );
}
