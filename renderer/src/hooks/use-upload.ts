import { useState } from 'react';
import { UPLOAD_FAILURES } from '@domain/uploads.ts';
import { useGateway } from '@/data/gateway-context.tsx';
import type { StoredFile } from '@/data/ports/uploads.ts';
import { showToast } from '@/ui/toast/toast-store.ts';

/**
 * Uploads with progress through the gateway's uploads area. A refusal is toasted with its titled message
 * (trade §8 "Uploads") and answers null, so a form simply stops.
 */
export function useUpload() {
  const gateway = useGateway();
  const [progress, setProgress] = useState<{ label: string; value: number } | null>(null);

  const upload = async (bucket: string, path: string, file: File, label = file.name): Promise<StoredFile | null> => {
    setProgress({ label, value: 0 });
    try {
      const outcome = await gateway.uploads.put(bucket, path, file, (value) => setProgress({ label, value }));
      if (outcome.ok) return outcome.value;
      const toast =
        outcome.reason === 'not-signed-in'
          ? UPLOAD_FAILURES.notSignedIn
          : outcome.reason === 'no-public-url'
            ? UPLOAD_FAILURES.publicUrlMissing
            : { title: UPLOAD_FAILURES.uploadFailed, description: outcome.message };
      showToast({ ...toast, variant: 'destructive' });
      return null;
    } finally {
      setProgress(null);
    }
  };

  return { upload, progress };
}
