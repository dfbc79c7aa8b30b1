/**
 * Preset catalogs per department (trade §3: every department but Fabrics has category → sub-category
 * lists; the spec names examples and leaves the full lists to us). Written for the Indian garment and
 * textile trade: what a merchandiser actually raises RFQs for, with the unit it is bought in. Item Mgmt
 * offers them; choosing one prefills the category form (creating its main category first if missing).
 */
import type { UnitType } from './sourcing.ts';

export interface PresetItem {
  name: string;
  unit: UnitType;
}

export interface PresetCategory {
  name: string;
  items: readonly PresetItem[];
}

const items = (unit: UnitType, names: string[]): PresetItem[] => names.map((name) => ({ name, unit }));

export const SOURCING_PRESETS: Readonly<Record<string, readonly PresetCategory[]>> = {
  trims: [
    {
      name: 'Sewing Threads',
      items: items('pcs', [
        'Polyester Spun Thread',
        'Core-Spun Thread',
        'Cotton Thread',
        'Nylon Bonded Thread',
        'Embroidery Thread',
      ]),
    },
    {
      name: 'Labels',
      items: items('pcs', ['Woven Labels', 'Printed Care Labels', 'Heat Transfer Labels', 'Size Labels', 'Hang Tags']),
    },
    {
      name: 'Zippers',
      items: items('pcs', ['Metal Zippers', 'Coil (Nylon) Zippers', 'Vislon (Plastic) Zippers', 'Invisible Zippers']),
    },
    {
      name: 'Buttons',
      items: items('pcs', [
        'Polyester Buttons',
        'Metal Shank Buttons',
        'Snap Buttons',
        'Jeans Tack Buttons',
        'Coconut / Wooden Buttons',
      ]),
    },
    { name: 'Elastics & Tapes', items: items('mtr', ['Knitted Elastic', 'Woven Elastic', 'Twill Tape', 'Drawcords']) },
    {
      name: 'Interlinings',
      items: items('mtr', ['Fusible Interlining', 'Non-Fusible Interlining', 'Non-Woven Interlining']),
    },
    { name: 'Fasteners', items: items('sets', ['Hook & Eye', 'Hook & Loop (Velcro)', 'Rivets', 'Eyelets']) },
  ],
  packaging: [
    {
      name: 'Poly Bags',
      items: items('kgs', ['LDPE Poly Bags', 'PP Bags', 'Zip-Lock Bags', 'Adhesive Flap Bags']),
    },
    { name: 'Cartons', items: items('pcs', ['3-Ply Cartons', '5-Ply Cartons', '7-Ply Cartons']) },
    { name: 'Hangers', items: items('pcs', ['Plastic Hangers', 'Wooden Hangers', 'Clip Hangers']) },
    {
      name: 'Tissue & Inserts',
      items: items('pcs', ['Tissue Paper', 'Butter Paper', 'Cardboard Inserts', 'Collar Supports']),
    },
    { name: 'Tapes & Strapping', items: items('pcs', ['BOPP Tape', 'PP Strapping', 'Stretch Film']) },
    { name: 'Tags & Stickers', items: items('pcs', ['Barcode Stickers', 'Price Tickets', 'Carton Labels']) },
  ],
  finishing: [
    {
      name: 'Enzymes',
      items: items('kgs', [
        'Cellulase (Bio-Polishing)',
        'Acid Cellulase (Denim)',
        'Neutral Cellulase',
        'Amylase (Desizing)',
        'Catalase (Peroxide Killer)',
      ]),
    },
    {
      name: 'Softeners',
      items: items('kgs', ['Cationic Softener', 'Silicone Softener', 'Non-Ionic Softener', 'Hydrophilic Silicone']),
    },
    {
      name: 'Pretreatment Chemicals',
      items: items('kgs', ['Wetting Agents', 'Detergents', 'Sequestering Agents', 'Peroxide Stabilisers']),
    },
    {
      name: 'Dyeing Auxiliaries',
      items: items('kgs', ['Levelling Agents', 'Dispersing Agents', 'Fixing Agents', 'Anti-Creasing Agents']),
    },
    {
      name: 'Washing Chemicals',
      items: items('kgs', ['Bleaching Agents', 'Neutralisers', 'Anti-Back-Staining Agents', 'PP Neutraliser']),
    },
    {
      name: 'Functional Finishes',
      items: items('kgs', ['Water Repellent', 'Anti-Microbial', 'Flame Retardant', 'Wrinkle-Free Resin']),
    },
  ],
  printing: [
    {
      name: 'Screen Printing',
      items: items('pcs', [
        'Plastisol Printing',
        'Water-Based Printing',
        'Discharge Printing',
        'High-Density Printing',
      ]),
    },
    {
      name: 'Heat Transfers',
      items: items('pcs', [
        'Screen-Printed Transfers',
        'DTF Transfers',
        'Sublimation Transfers',
        'Reflective Transfers',
      ]),
    },
    {
      name: 'Embroidery',
      items: items('pcs', ['Computer Embroidery', 'Patches & Badges', 'Sequin Work', 'Chenille Embroidery']),
    },
    {
      name: 'Digital Printing',
      items: items('mtr', ['DTG Printing', 'Roll-to-Roll Digital Printing', 'Sublimation Printing']),
    },
    {
      name: 'Embellishments',
      items: items('pcs', ['Rhinestones & Studs', 'Foil Printing', 'Flock Printing', 'Beadwork']),
    },
  ],
  testing: [
    {
      name: 'Physical Testing',
      items: items('sets', [
        'Tensile & Tear Strength',
        'Pilling Resistance',
        'Dimensional Stability',
        'GSM & Thread Count',
      ]),
    },
    {
      name: 'Colour Fastness',
      items: items('sets', [
        'Fastness to Washing',
        'Fastness to Rubbing',
        'Fastness to Light',
        'Fastness to Perspiration',
      ]),
    },
    {
      name: 'Chemical Testing',
      items: items('sets', ['AZO Dyes', 'Formaldehyde', 'pH Value', 'Heavy Metals']),
    },
    {
      name: 'Compliance Schemes',
      items: items('sets', ['OEKO-TEX Standard 100', 'GOTS', 'BCI', 'GRS (Global Recycled Standard)', 'ZDHC MRSL']),
    },
    { name: 'Social Audits', items: items('sets', ['SEDEX / SMETA', 'amfori BSCI', 'WRAP', 'SA8000']) },
  ],
  machinery: [
    {
      name: 'Sewing Machines',
      items: items('pcs', [
        'Single Needle Lockstitch',
        'Overlock Machines',
        'Flatlock Machines',
        'Bartack Machines',
        'Buttonhole Machines',
      ]),
    },
    {
      name: 'Cutting Equipment',
      items: items('pcs', ['Straight Knife Cutters', 'Band Knife Machines', 'Automatic Cutters (CAD)']),
    },
    {
      name: 'Finishing Equipment',
      items: items('pcs', ['Steam Irons & Tables', 'Fusing Machines', 'Thread Sucking Machines']),
    },
    {
      name: 'Weaving & Knitting',
      items: items('pcs', ['Rapier Looms', 'Airjet Looms', 'Circular Knitting Machines', 'Flat Knitting Machines']),
    },
    {
      name: 'Spare Parts',
      items: items('sets', ['Machine Needles', 'Bobbins & Bobbin Cases', 'Presser Feet', 'Servo Motors']),
    },
  ],
  manpower: [
    {
      name: 'Production Roles',
      items: items('pcs', [
        'Sewing Machine Operators',
        'Cutting Masters',
        'Helpers',
        'Ironing / Pressing Staff',
        'Checkers',
      ]),
    },
    {
      name: 'Supervisory Roles',
      items: items('pcs', ['Line Supervisors', 'Floor In-Charge', 'Production Managers']),
    },
    {
      name: 'Quality Roles',
      items: items('pcs', ['Quality Controllers', 'Quality Auditors', 'Final Inspectors']),
    },
    {
      name: 'Technical Roles',
      items: items('pcs', ['Pattern Masters', 'Maintenance Mechanics', 'Industrial Engineers']),
    },
    { name: 'Merchandising', items: items('pcs', ['Merchandisers', 'Sampling Coordinators']) },
  ],
};

export function presetsFor(departmentId: string): readonly PresetCategory[] {
  return SOURCING_PRESETS[departmentId] ?? [];
}

/** A category of the company catalog as the preset logic needs it. */
export interface CatalogEntry {
  id: string;
  name: string;
  parentId: string | null;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * What choosing a preset does to the category form: the name and unit to prefill, and the main
 * category to put it under — an existing top-level one of that name, or one to create first (§5).
 */
export function presetChoice(
  catalog: readonly CatalogEntry[],
  main: PresetCategory,
  item: PresetItem | null,
): { name: string; unit: UnitType | null; parent: { existingId: string } | { createName: string } | null } {
  if (!item) return { name: main.name, unit: null, parent: null };
  const existing = catalog.find((c) => c.parentId === null && same(c.name, main.name));
  return {
    name: item.name,
    unit: item.unit,
    parent: existing ? { existingId: existing.id } : { createName: main.name },
  };
}

/** True when the catalog already holds a category of this name under this parent. */
export function inCatalog(catalog: readonly CatalogEntry[], name: string, parentId: string | null): boolean {
  return catalog.some((c) => c.parentId === parentId && same(c.name, name));
}

/** Depth of a category (1 = main category), following parents. */
export function depthOf(catalog: readonly CatalogEntry[], id: string): number {
  let depth = 0;
  let current = catalog.find((c) => c.id === id);
  while (current && depth < 10) {
    depth += 1;
    current = current.parentId ? catalog.find((c) => c.id === current!.parentId) : undefined;
  }
  return depth;
}
