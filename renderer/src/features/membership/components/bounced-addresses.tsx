import { Alert } from '@/ui/alert.tsx';
import { Button } from '@/ui/button.tsx';
import type { Bounce } from '../hooks/use-promotion.ts';

/** The addresses the last promotion e-mail bounced from, above the table until dismissed. */
export function BouncedAddresses({ bounced, onDismiss }: { bounced: readonly Bounce[]; onDismiss: () => void }) {
  if (bounced.length === 0) return null;
  return (
    <Alert
      variant="warning"
      title="The promotion e-mail could not be sent to these addresses"
      action={
        <Button variant="ghost" size="sm" onClick={onDismiss}>
          Dismiss
        </Button>
      }
    >
      <ul className="membership__bounced" aria-label="Failed addresses">
        {bounced.map((b) => (
          <li key={b.email}>
            <strong>{b.email}</strong> — {b.error}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
