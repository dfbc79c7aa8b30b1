import { ADMIN_STORAGE, FILE_RULES, type AdminFileKind } from '@domain/admin-panel.ts';
import { acceptedType, UPLOAD_FAILURES, uploadPath } from '@domain/uploads.ts';
import { useGateway } from '@/data/gateway-context.tsx';
import type { StoredFile } from '@/data/ports/uploads.ts';
import { useUpload } from '@/hooks/use-upload.ts';
import { toastFailure } from '@/ui/toast/failure-toast.ts';

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

interface WriteOptions<R> {
  /** False for an answer that refuses the write (its uploads are then not needed). */
  kept?: (result: R) => boolean;
  /** The title of the toast when the write throws. */
  failedTitle?: string;
}

/**
 * The panel's uploads: each file goes to its bucket and folder (trade §7) under a timestamped, sanitised name,
 * with progress; a refusal is toasted by useUpload and answers null. `discard` removes files a form uploaded
 * when the row that would refer to them was not written; `uploadThenWrite` does both steps.
 */
export function useAdminUpload() {
  const gateway = useGateway();
  const { upload, progress } = useUpload();

  const put = async (kind: AdminFileKind, file: File): Promise<StoredFile | null> => {
    const { bucket, folder } = ADMIN_STORAGE[kind];
    const type = acceptedType(file, FILE_RULES[RULE_OF[kind]]) ?? file.type;
    return upload(bucket, uploadPath(folder, file, type, Date.now()), file);
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

  /**
   * Uploads the files, then writes the row that refers to them (its result comes back). When the write throws
   * (toasted under `failedTitle`) or `kept` refuses its answer, the new uploads are removed again. Null when
   * nothing was written.
   */
  const uploadThenWrite = async <K extends AdminFileKind, R>(
    files: readonly (readonly [K, File | null | undefined])[],
    write: (paths: Partial<Record<K, string>>) => Promise<R>,
    { kept = () => true, failedTitle = UPLOAD_FAILURES.insertFailed }: WriteOptions<R> = {},
  ): Promise<{ result: R } | null> => {
    const uploaded = await putAll(files);
    if (!uploaded) return null;
    try {
      const result = await write(uploaded.paths);
      if (!kept(result)) await discard(uploaded.stored);
      return { result };
    } catch (error) {
      await discard(uploaded.stored);
      toastFailure(failedTitle, error);
      return null;
    }
  };

  return { uploadThenWrite, progress };
}
