import { ADMIN_STORAGE, FILE_RULES, type AdminFileKind } from '@domain/admin-panel.ts';
import { acceptedType, UPLOAD_FAILURES, uploadPath } from '@domain/uploads.ts';
import { apiErrorOf } from '@/data/api.ts';
import { useGateway } from '@/data/gateway-context.tsx';
import type { StoredFile } from '@/data/ports/uploads.ts';
import { useUpload } from '@/hooks/use-upload.ts';
import { showToast } from '@/ui/toast/toast-store.ts';

/** The rule each kind of admin file is stored under (the pickers check the stricter form rules first). */
const RULE_OF: Record<AdminFileKind, keyof typeof FILE_RULES> = {
  priceList: 'priceList',
  newsImage: 'newsImage',
  logo: 'editLogo',
  banner: 'editBanner',
  brochure: 'brochure',
  brochureThumbnail: 'brochureThumbnail',
  partnerLogo: 'partnerLogo',
};

/**
 * The panel's uploads: each file goes to its bucket and folder (trade §7) under a timestamped, sanitised name,
 * with progress; a refusal is toasted by useUpload and answers null. `discard` removes files a form uploaded
 * when the row that would refer to them was not written; `insertFailed` toasts that write's failure.
 */
export function useAdminUpload() {
  const gateway = useGateway();
  const { upload, progress } = useUpload();

  const put = async (kind: AdminFileKind, file: File, label?: string): Promise<StoredFile | null> => {
    const { bucket, folder } = ADMIN_STORAGE[kind];
    const type = acceptedType(file, FILE_RULES[RULE_OF[kind]]) ?? file.type;
    return upload(bucket, uploadPath(folder, file, type, Date.now()), file, label);
  };

  /** Best effort: a file left behind is harmless, the failure the person sees is the one that stopped them. */
  const discard = async (files: readonly (StoredFile | null | undefined)[]) => {
    const byBucket = new Map<string, string[]>();
    for (const f of files) if (f) byBucket.set(f.bucket, [...(byBucket.get(f.bucket) ?? []), f.path]);
    await Promise.all(
      [...byBucket].map(([bucket, paths]) => gateway.uploads.remove(bucket, paths).catch(() => undefined)),
    );
  };

  /**
   * Uploads several files one after the other; if one is refused, the ones already stored are removed and the
   * answer is null. Otherwise the stored files and each kind's new path.
   */
  const putAll = async <K extends AdminFileKind>(
    files: readonly (readonly [K, File | null | undefined])[],
  ): Promise<{ stored: StoredFile[]; paths: Partial<Record<K, string>> } | null> => {
    const stored: StoredFile[] = [];
    const paths: Partial<Record<K, string>> = {};
    for (const [kind, file] of files) {
      if (!file) continue;
      const done = await put(kind, file);
      if (!done) {
        await discard(stored);
        return null;
      }
      stored.push(done);
      paths[kind] = done.path;
    }
    return { stored, paths };
  };

  const insertFailed = (error: unknown) =>
    showToast({ title: UPLOAD_FAILURES.insertFailed, description: apiErrorOf(error).message, variant: 'destructive' });

  return { put, putAll, discard, insertFailed, progress };
}
