/**
 * A minimal valid PDF 1.4 writer for benchmarks and tests: `pages` pages of Helvetica text, every
 * page saying "Page n of N" and carrying `linesPerPage` lines, so the file is big enough for range
 * loading to matter. Objects: catalog, page tree, one font, every page dictionary, then every page's
 * content. Page dictionaries sit together near the start, as PDF writers usually put them: pdf.js
 * walks a flat page tree by fetching each page dictionary, which is then one small range.
 */
export function makeTextPdf({
  pages,
  linesPerPage = 40,
  title = 'LoomConnect benchmark',
}: {
  pages: number;
  linesPerPage?: number;
  title?: string;
}): Uint8Array {
  const escape = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);
  const pageObject = (n: number) => 3 + n;
  const contentObject = (n: number) => 3 + pages + n;
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${Array.from({ length: pages }, (_, i) => `${pageObject(i + 1)} 0 R`).join(' ')}] /Count ${pages} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const contents: string[] = [];
  for (let n = 1; n <= pages; n++) {
    const lines = [`BT /F1 18 Tf 40 800 Td (${escape(`${title}: Page ${n} of ${pages}`)}) Tj ET`];
    for (let l = 0; l < linesPerPage; l++) {
      const text = `Line ${l + 1} of page ${n}: DTY 150/48 SIM Rs ${(100 + ((n * 7 + l) % 90)).toFixed(2)} per kg`;
      lines.push(`BT /F1 9 Tf 40 ${770 - l * (720 / linesPerPage)} Td (${escape(text)}) Tj ET`);
    }
    const stream = lines.join('\n');
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents ${contentObject(n)} 0 R /Resources << /Font << /F1 3 0 R >> >> >>`,
    );
    contents.push(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
  }
  objects.push(...contents);
  const parts: string[] = ['%PDF-1.4\n'];
  let size = parts[0]!.length;
  const offsets = objects.map((body, i) => {
    const offset = size;
    const text = `${i + 1} 0 obj\n${body}\nendobj\n`;
    parts.push(text);
    size += Buffer.byteLength(text, 'latin1');
    return offset;
  });
  parts.push(
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`),
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${size}\n%%EOF\n`,
  );
  return new Uint8Array(Buffer.from(parts.join(''), 'latin1'));
}
