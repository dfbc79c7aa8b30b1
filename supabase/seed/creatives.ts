/**
 * The demo's artwork, drawn when the seed runs: each advertising mill's 750×300 banner (its name,
 * product line and a call to action beside yarn cones, as PNG for the ads bucket), and monograms for
 * the companies and partner organisations (SVG). Text is set in Liberation Sans, which pdfjs-dist
 * ships as a standard font (SIL Open Font License), so nothing binary is stored in the repository.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  Canvas,
  circle,
  hex,
  line,
  linearGradient,
  measureText,
  mix,
  rect,
  roundedRect,
  type Rgb,
} from './raster/canvas.ts';
import { encodePng } from './raster/png.ts';
import { parseFont, type Font } from './raster/truetype.ts';

export interface Brand {
  /** The monogram's letters. */
  initials: string;
  /** Dark base colour and a bright accent. */
  base: string;
  accent: string;
}

export interface AdCreative {
  file: string;
  company: string;
  brand: Brand;
  headline: string;
  detail: string;
  cta: string;
}

const AD_SIZE = { width: 750, height: 300 } as const;

let fonts: { regular: Font; bold: Font } | null = null;
function loadFonts() {
  if (!fonts) {
    const dir = path.join(
      path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
      'standard_fonts',
    );
    const load = (file: string) => parseFont(new Uint8Array(fs.readFileSync(path.join(dir, file))));
    fonts = { regular: load('LiberationSans-Regular.ttf'), bold: load('LiberationSans-Bold.ttf') };
  }
  return fonts;
}

/** Three yarn cones on a tube each, wound in stripes, standing on the banner's right. */
function drawCones(canvas: Canvas, accent: Rgb, base: Rgb): void {
  const cones = [
    { x: 560, width: 120, height: 190, shade: 0.0 },
    { x: 640, width: 110, height: 170, shade: 0.25 },
    { x: 488, width: 100, height: 150, shade: 0.4 },
  ];
  const floor = 276;
  for (const cone of cones) {
    const top = floor - cone.height;
    const colour = mix(accent, [255, 255, 255], cone.shade);
    const half = cone.width / 2;
    const topHalf = half * 0.42;
    // The wound yarn: a trapezoid, lighter to one side, with thin darker winding lines.
    const body = [
      [cone.x - topHalf, top + 18],
      [cone.x + topHalf, top + 18],
      [cone.x + half, floor],
      [cone.x - half, floor],
    ] as const;
    canvas.fill([body], linearGradient([cone.x - half, 0], [cone.x + half, 0], mix(colour, base, 0.18), colour));
    for (let y = top + 30; y < floor - 4; y += 9) {
      const t = (y - top - 18) / (floor - top - 18);
      const w = topHalf + (half - topHalf) * t;
      canvas.fill([line([cone.x - w + 2, y], [cone.x + w - 2, y - 3], 1.2)], mix(colour, base, 0.35), 0.55);
    }
    // The tube sticking out at the top, and its shadow on the floor.
    canvas.fill([roundedRect(cone.x - topHalf * 0.55, top, topHalf * 1.1, 22, 3)], mix(base, [255, 255, 255], 0.75));
    canvas.fill([roundedRect(cone.x - half, floor - 2, cone.width, 6, 3)], base, 0.35);
  }
}

/** A mill's banner: brand gradient, woven texture, monogram, name, product line, detail and a call to action. */
export function adBanner(ad: AdCreative): Uint8Array {
  const { regular, bold } = loadFonts();
  const { width, height } = AD_SIZE;
  const base = hex(ad.brand.base);
  const accent = hex(ad.brand.accent);
  const canvas = new Canvas(width, height, base);
  canvas.fill([rect(0, 0, width, height)], linearGradient([0, 0], [width, height], mix(base, [0, 0, 0], 0.25), base));
  // A faint warp-and-weft texture across the right half.
  for (let x = 380; x < width; x += 14) canvas.fill([line([x, 0], [x - 60, height], 1)], [255, 255, 255], 0.05);
  for (let y = 8; y < height; y += 14) canvas.fill([line([380, y], [width, y + 12], 1)], [255, 255, 255], 0.04);
  canvas.fill([circle(610, 150, 150)], accent, 0.1);
  drawCones(canvas, accent, base);

  // Monogram and company name.
  canvas.fill([roundedRect(36, 34, 52, 52, 10)], accent);
  const initialsStyle = { font: bold, size: 22 };
  canvas.text(ad.brand.initials, 62 - measureText(ad.brand.initials, initialsStyle) / 2, 68, initialsStyle, base);
  canvas.text(ad.company.toUpperCase(), 102, 56, { font: bold, size: 15, tracking: 1.2 }, [255, 255, 255]);
  canvas.text('Direct from the mill', 102, 77, { font: regular, size: 13 }, mix(accent, [255, 255, 255], 0.45));

  // Product line (up to two lines) and detail.
  const headline = { font: bold, size: 31 };
  const lines = wrap(ad.headline, headline, 400);
  lines.forEach((text, i) => canvas.text(text, 36, 138 + i * 38, headline, [255, 255, 255]));
  const detailTop = 138 + lines.length * 38 - 8;
  canvas.text(ad.detail, 36, detailTop, { font: regular, size: 16 }, mix([255, 255, 255], base, 0.25));

  // Call to action.
  const ctaStyle = { font: bold, size: 16 };
  const ctaWidth = measureText(ad.cta, ctaStyle) + 56;
  const ctaTop = Math.min(height - 62, detailTop + 22);
  canvas.fill([roundedRect(36, ctaTop, ctaWidth, 40, 20)], accent);
  canvas.text(ad.cta, 58, ctaTop + 26, ctaStyle, base);
  canvas.fill([line([ctaWidth + 10, ctaTop + 20], [ctaWidth + 22, ctaTop + 20], 2.4)], base);
  canvas.fill([line([ctaWidth + 16, ctaTop + 14], [ctaWidth + 22.8, ctaTop + 20.8], 2.4)], base);
  canvas.fill([line([ctaWidth + 16, ctaTop + 26], [ctaWidth + 22.8, ctaTop + 19.2], 2.4)], base);
  return encodePng(width, height, canvas.pixels);
}

/** Breaks `text` into lines no wider than `maxWidth` (at word boundaries). */
function wrap(text: string, style: { font: Font; size: number }, maxWidth: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && measureText(`${last} ${word}`, style) <= maxWidth)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

/** A company's square monogram: its initials on the brand colour, a thread-like ring in the accent. */
export function companyMonogram(name: string, brand: Brand): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160" role="img" aria-label="${escapeXml(name)}">
  <rect width="160" height="160" rx="28" fill="${brand.base}"/>
  <rect x="12" y="12" width="136" height="136" rx="20" fill="none" stroke="${brand.accent}" stroke-width="3" stroke-dasharray="10 6"/>
  <text x="80" y="97" text-anchor="middle" font-family="'Liberation Sans', Arial, Helvetica, sans-serif" font-weight="700" font-size="52" letter-spacing="2" fill="#ffffff">${escapeXml(brand.initials)}</text>
  <rect x="52" y="114" width="56" height="5" rx="2.5" fill="${brand.accent}"/>
</svg>
`;
}

/** A partner organisation's round emblem: initials inside a ring, like a stitched seal. */
export function partnerEmblem(name: string, brand: Brand): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160" role="img" aria-label="${escapeXml(name)}">
  <circle cx="80" cy="80" r="78" fill="#ffffff"/>
  <circle cx="80" cy="80" r="72" fill="${brand.base}"/>
  <circle cx="80" cy="80" r="60" fill="none" stroke="${brand.accent}" stroke-width="3" stroke-dasharray="7 5"/>
  <text x="80" y="94" text-anchor="middle" font-family="'Liberation Sans', Arial, Helvetica, sans-serif" font-weight="700" font-size="40" letter-spacing="1" fill="#ffffff">${escapeXml(brand.initials)}</text>
</svg>
`;
}
