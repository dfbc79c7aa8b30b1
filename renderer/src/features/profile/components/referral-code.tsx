import { Copy, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { COPIED, COPY_FAILED } from '@domain/messages.ts';
import type { MemberProfile } from '@/data/ports/profiles.ts';
import { Button } from '@/ui/button.tsx';
import { ConfirmDialog } from '@/ui/dialog/confirm-dialog.tsx';
import { showToast } from '@/ui/toast/toast-store.ts';
import { useRegenerateReferralCode } from '../hooks/use-regenerate-referral-code.ts';
import { regenerateReferralConfirm } from '../model/texts.ts';

type ReferralOwner = Pick<MemberProfile, 'id' | 'memberName' | 'mobileNumber' | 'referralCode'>;

/**
 * The owner's referral code with Copy ('Copied!' / 'Failed') and Regenerate (§9), which asks first
 * because the old code stops working; without a code, a Generate action.
 */
export function ReferralCode({ profile }: { profile: ReferralOwner }) {
  const { regenerate, regenerating } = useRegenerateReferralCode(profile);
  const [confirming, setConfirming] = useState(false);
  const code = profile.referralCode;

  if (!code) {
    return (
      <Button
        variant="outline"
        size="sm"
        loading={regenerating}
        onClick={() => void regenerate()}
        aria-label="Generate referral code"
      >
        {!regenerating && <RefreshCw size={16} aria-hidden="true" />} Generate
      </Button>
    );
  }
  const confirm = regenerateReferralConfirm(code);
  return (
    <span className="referral-code">
      <code>{code}</code>
      <span className="referral-code__actions">
        <CopyButton code={code} />
        <Button
          variant="ghost"
          size="sm"
          loading={regenerating}
          onClick={() => setConfirming(true)}
          aria-label="Regenerate referral code"
        >
          {!regenerating && <RefreshCw size={16} aria-hidden="true" />} Regenerate
        </Button>
      </span>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={confirm.title}
        description={confirm.description}
        confirmLabel="Regenerate"
        onConfirm={regenerate}
      />
    </span>
  );
}

function CopyButton({ code }: { code: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      showToast({ title: COPIED, variant: 'success' });
    } catch {
      showToast({ title: COPY_FAILED, variant: 'destructive' });
    }
  };
  return (
    <Button variant="ghost" size="sm" onClick={() => void copy()} aria-label="Copy referral code">
      <Copy size={16} aria-hidden="true" /> Copy
    </Button>
  );
}
