/**
 * Uploads to Storage (trade §7 "Storage"): files are checked for type, size and content (file signature)
 * before they leave the browser, named `{prefix}/{timestamp}-{sanitised name}` so nothing is ever overwritten,
 * and found again from their public URL when a replace or a delete removes them. Storage checks again.
 */
import { formatBytes } from './format.ts';

// Sizes are formatted where all figures are; kept here too for the pages that import them from uploads.
export { formatBytes };

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

/**
 * How many bytes from a file's start decide what it is: enough for every binary signature, and for an SVG's
 * `<svg` after an XML declaration, a comment and a DOCTYPE.
 */
export const SIGNATURE_BYTES = 8192;

const OOXML_TYPES = [
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
];
const OLE_TYPES = ['application/vnd.ms-excel', 'application/msword'];

const startsWith = (head: Uint8Array, bytes: readonly number[], at = 0) =>
  head.length >= at + bytes.length && bytes.every((b, i) => head[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** Binary formats by their magic numbers (the formats the buckets hold, and images an `image/*` rule could meet). */
const SIGNATURES: readonly { type: string; test: (head: Uint8Array) => boolean }[] = [
  { type: 'image/png', test: (h) => startsWith(h, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { type: 'image/jpeg', test: (h) => startsWith(h, [0xff, 0xd8, 0xff]) },
  { type: 'image/gif', test: (h) => startsWith(h, ascii('GIF87a')) || startsWith(h, ascii('GIF89a')) },
  { type: 'image/webp', test: (h) => startsWith(h, ascii('RIFF')) && startsWith(h, ascii('WEBP'), 8) },
  { type: 'image/avif', test: (h) => startsWith(h, ascii('ftypavif'), 4) },
  // BMP's reserved bytes 6–9 are zero, which text never is ("BM…" may begin a sentence).
  { type: 'image/bmp', test: (h) => startsWith(h, ascii('BM')) && startsWith(h, [0, 0, 0, 0], 6) },
  {
    type: 'image/tiff',
    test: (h) => startsWith(h, [0x49, 0x49, 0x2a, 0x00]) || startsWith(h, [0x4d, 0x4d, 0x00, 0x2a]),
  },
  { type: 'application/pdf', test: (h) => startsWith(h, ascii('%PDF-')) },
];

/** True when `head` is UTF-8 text (a sequence cut at the end of the head still counts) without NUL bytes. */
function isText(head: Uint8Array): boolean {
  let i = 0;
  while (i < head.length) {
    const b = head[i];
    if (b === 0) return false;
    const extra = b < 0x80 ? 0 : b >= 0xc2 && b < 0xe0 ? 1 : b >= 0xe0 && b < 0xf0 ? 2 : b >= 0xf0 && b < 0xf5 ? 3 : -1;
    if (extra < 0) return false;
    for (let k = 1; k <= extra && i + k < head.length; k += 1) if ((head[i + k] & 0xc0) !== 0x80) return false;
    i += extra + 1;
  }
  return true;
}

/** Text that is an SVG document: markup first (after a BOM and white space), with an `<svg` element. */
function isSvg(head: Uint8Array): boolean {
  const text = String.fromCharCode(...head.subarray(0, SIGNATURE_BYTES)).replace(/^\xef\xbb\xbf/, '');
  return /^\s*</.test(text) && /<svg[\s>]/i.test(text);
}

/**
 * What a file is by its content (its first SIGNATURE_BYTES), whatever its name or declared type says: PNG,
 * JPEG, WEBP, GIF, PDF and a few more images by signature; an SVG as text with an `<svg` element; Office files
 * by their container (XLSX/DOCX are ZIP, XLS/DOC OLE; the declared type says which of the two, as the container
 * cannot); other text as text/plain; anything else application/octet-stream.
 */
export function contentType(head: Uint8Array, declared = ''): string {
  const known = SIGNATURES.find((s) => s.test(head));
  if (known) return known.type;
  const base = declared.split(';')[0].trim().toLowerCase();
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return OOXML_TYPES.includes(base) ? base : 'application/zip';
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    return OLE_TYPES.includes(base) ? base : 'application/x-ole-storage';
  }
  if (head.length > 0 && isText(head)) return isSvg(head) ? 'image/svg+xml' : 'text/plain';
  return 'application/octet-stream';
}

/** True when `type` is one of `accepted` (exact, or an `image/*` style wildcard); parameters are ignored. */
function isAcceptedType(type: string, accepted: readonly string[]): boolean {
  return accepted.some((a) => typeMatches(type, a));
}

/** The rule's type message when the content (its first bytes) is not a type the rule accepts; null when it is. */
export function contentProblem(head: Uint8Array, declared: string, rule: FileRule): string | null {
  return isAcceptedType(contentType(head, declared), rule.accept) ? null : rule.typeMessage;
}

/** A chosen file as far as its check needs it (a browser File, or a Blob with a name). */
export interface ReadableFile extends FileFacts {
  slice(start: number, end: number): { arrayBuffer(): Promise<ArrayBuffer> };
}

/**
 * Everything checked before a file leaves the browser, in the order a person fixes it: its declared type, its
 * size, then its content (a text file named `.png` is refused with the same words as a `.txt`). Storage checks
 * the content again (supabase/local/storage/upload.ts).
 */
export async function checkFile(file: ReadableFile, rule: FileRule): Promise<string | null> {
  const problem = fileProblem(file, rule);
  if (problem) return problem;
  const head = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer());
  return contentProblem(head, acceptedType(file, rule) ?? file.type, rule);
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
