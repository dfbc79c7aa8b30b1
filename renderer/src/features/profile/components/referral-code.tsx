import { Copy } from 'lucide-react';
import { COPIED, COPY_FAILED } from '@domain/messages.ts';
import { Button } from '@/ui/button.tsx';
import { showToast } from '@/ui/toast/toast-store.ts';

/** The owner's referral code with a copy button ('Copied!' / 'Failed'). */
export function ReferralCode({ code }: { code: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      showToast({ title: COPIED, variant: 'success' });
    } catch {
      showToast({ title: COPY_FAILED, variant: 'destructive' });
    }
  };
  return (
    <span className="referral-code">
      <code>{code}</code>
      <Button variant="ghost" size="sm" onClick={() => void copy()} aria-label="Copy referral code">
        <Copy size={16} aria-hidden="true" /> Copy
      </Button>
    </span>
  );
}
