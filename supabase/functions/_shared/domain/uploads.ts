/**
 * Uploads to Storage (trade §7 "Storage"): files are checked for type and size before they leave the
 * browser, named `{prefix}/{timestamp}-{sanitised name}` so nothing is ever overwritten, and found again
 * from their public URL when a replace or a delete removes them. Buckets and storage policies check again.
 */

/** What the browser tells about a chosen file (a File has these). */
export interface FileFacts {
  name: string;
  size: number;
  type: string;
}

/** A check a caller sets for one input: accepted MIME types (`image/*` allowed), a size cap, and its words. */
export interface FileRule {
  accept: readonly string[];
  maxBytes?: number;
  /** Said when the type is not accepted (the spec's message where it has one). */
  typeMessage: string;
  /** Said when the file is larger than maxBytes. */
  sizeMessage?: string;
}

/** File name extensions of the MIME types the product stores; the first is the canonical one. */
const EXTENSIONS: Record<string, readonly string[]> = {
  'application/pdf': ['.pdf'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
  'image/gif': ['.gif'],
  'image/svg+xml': ['.svg'],
  'application/vnd.ms-excel': ['.xls'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
};

/** '.pdf' of 'List.PDF'; '' when the name has no plain extension. */
const extensionOf = (name: string): string => /[^.](\.[A-Za-z0-9]{1,10})$/.exec(name)?.[1].toLowerCase() ?? '';

function typeMatches(type: string, accepted: string): boolean {
  const base = type.split(';')[0].trim().toLowerCase();
  if (accepted.endsWith('/*')) return base.startsWith(accepted.slice(0, -1));
  return base === accepted;
}

/** The MIME type a file name's extension stands for, among the accepted ones (for files the browser did not type). */
function typeByExtension(name: string, accept: readonly string[]): string | null {
  const ext = extensionOf(name);
  const known = Object.entries(EXTENSIONS).find(([, exts]) => exts.includes(ext));
  return known && accept.some((a) => typeMatches(known[0], a)) ? known[0] : null;
}

/** The type to store a file with: the browser's, else the one its extension names (null when neither is accepted). */
export function acceptedType(file: FileFacts, rule: Pick<FileRule, 'accept'>): string | null {
  if (file.type) return rule.accept.some((a) => typeMatches(file.type, a)) ? file.type : null;
  return typeByExtension(file.name, rule.accept);
}

/** The MIME type a stored path's extension names; octet-stream when it names none the product knows. */
export function typeOfPath(path: string): string {
  const ext = extensionOf(path);
  return Object.entries(EXTENSIONS).find(([, exts]) => exts.includes(ext))?.[0] ?? 'application/octet-stream';
}

/** What is wrong with a chosen file under a rule (type first, then size), or null when it may be uploaded. */
export function fileProblem(file: FileFacts, rule: FileRule): string | null {
  if (!acceptedType(file, rule)) return rule.typeMessage;
  if (rule.maxBytes !== undefined && file.size > rule.maxBytes) {
    return rule.sizeMessage ?? `The file must be at most ${formatBytes(rule.maxBytes)}.`;
  }
  return null;
}

/** The input's `accept` attribute: the MIME types and their extensions, so the picker shows the right files. */
export function acceptAttribute(rule: Pick<FileRule, 'accept'>): string {
  const extensions = rule.accept.flatMap((a) => EXTENSIONS[a] ?? []);
  return [...rule.accept, ...extensions].join(',');
}

const MAX_NAME_LENGTH = 80;

/**
 * A storage-safe file name: the last path segment only; letters, digits, dot, dash and underscore (anything else
 * becomes a dash); no leading or trailing dots or dashes; at most 80 characters with the extension kept, in
 * lower case.
 */
export function sanitiseFileName(name: string): string {
  const ext = extensionOf(name);
  const stem = (ext ? name.slice(0, -ext.length) : name)
    .replace(/^.*[\\/]/, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[.-]+|[.-]+$/g, '');
  return `${(stem || 'file').slice(0, MAX_NAME_LENGTH - ext.length)}${ext}`;
}

/**
 * Where a new file goes: `{prefix}/{timestamp}-{sanitised name}`, with the extension of its type added when the
 * name has none of its own (storage policies read extensions). A timestamp per upload means never overwriting.
 */
export function uploadPath(prefix: string, file: Pick<FileFacts, 'name'>, type: string, now: number): string {
  let name = sanitiseFileName(file.name);
  const extensions = EXTENSIONS[type.split(';')[0].trim().toLowerCase()];
  if (extensions && !extensions.includes(extensionOf(name))) name = `${name}${extensions[0]}`;
  const folder = prefix.replace(/^\/+|\/+$/g, '');
  return folder ? `${folder}/${now}-${name}` : `${now}-${name}`;
}

/**
 * The path inside `bucket` of a public URL (`…/storage/v1/object/public/{bucket}/{path}`), or null when the URL
 * is not one of that bucket's: how the file behind a stored URL is found again to remove it.
 */
export function storagePathOf(url: string | null | undefined, bucket: string): string | null {
  if (!url) return null;
  const marker = `/storage/v1/object/public/${bucket}/`;
  const at = url.indexOf(marker);
  if (at === -1) return null;
  const path = url.slice(at + marker.length).split(/[?#]/)[0];
  try {
    return decodeURIComponent(path) || null;
  } catch {
    return null;
  }
}

/** 1048576 → '1 MB', 1536 → '1.5 KB' (binary units, as the limits are set). */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = unit === 0 ? String(value) : value.toFixed(value < 10 ? 1 : 0).replace(/\.0$/, '');
  return `${shown} ${units[unit]}`;
}

/** The titled toasts of a failed upload (trade §8 "Uploads"); the first is worded by the spec. */
export const UPLOAD_FAILURES = {
  notSignedIn: { title: 'Authentication Error', description: 'User not authenticated. Please log in again.' },
  uploadFailed: 'Storage Upload Failed',
  publicUrlMissing: {
    title: 'Public URL Missing',
    description: 'The file was stored, but no public URL came back for it.',
  },
  insertFailed: 'Database Insert Failed',
} as const;
