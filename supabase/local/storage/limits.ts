import { errors } from './errors.ts';

/** Storage's global upload limit (the Supabase CLI's default `file_size_limit = "50MiB"`). */
export const DEFAULT_FILE_SIZE_LIMIT = 50 * 1024 * 1024;

const UNITS: Record<string, number> = { B: 1, KB: 1e3, MB: 1e6, GB: 1e9, KIB: 1024, MIB: 1024 ** 2, GIB: 1024 ** 3 };

/** A bucket's `file_size_limit` as bytes: a number, or a string such as "5MB" / "20GB" / "30KB" / "3B". */
export function parseFileSizeLimit(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return value;
  const m = typeof value === 'string' ? /^\s*(\d+(?:\.\d+)?)\s*([a-z]+)?\s*$/i.exec(value) : null;
  const factor = m ? UNITS[(m[2] ?? 'B').toUpperCase()] : undefined;
  if (!m || factor === undefined) throw errors.invalidFileSizeLimit();
  return Math.floor(Number(m[1]) * factor);
}

/** The mime type without parameters, lower-cased: `text/plain;charset=UTF-8` → `text/plain`. */
export function baseMimeType(contentType: string): string {
  return contentType.split(';')[0].trim().toLowerCase();
}

/** Throws Storage's 415 unless `contentType` matches one of `allowed` (exact, or a `type/*` wildcard). */
export function checkMimeType(contentType: string, allowed: string[] | null): void {
  if (!allowed || allowed.length === 0) return;
  const [type, subtype] = baseMimeType(contentType).split('/');
  const ok =
    subtype !== undefined &&
    allowed.some((a) => {
      const [aType, aSub] = baseMimeType(a).split('/');
      return aType === type && (aSub === '*' || aSub === subtype);
    });
  if (!ok) throw errors.invalidMimeType(contentType);
}

export function checkSize(size: number, limit: number): void {
  if (size > limit) throw errors.tooLarge();
}
