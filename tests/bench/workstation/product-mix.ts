/**
 * The benchmark company's product mix, shared by the SQL volume (volume.ts) and the static baseline page
 * (baseline/main.tsx), so both grids hold the same kind of rows: four departments, each with its fibre
 * types repeated by weight, from the lists of @domain/yarn.ts.
 */

/** Departments and their share of the products in percent (cumulative bounds in DEPARTMENT_BOUNDS). */
export const DEPARTMENTS = ['Filament Yarn', 'Spun Yarn', 'Blended Yarn', 'Speciality Yarn'] as const;
export const DEPARTMENT_BOUNDS = [30, 65, 85, 100] as const;

export const FIBRES_BY_DEPARTMENT: Record<(typeof DEPARTMENTS)[number], readonly string[]> = {
  'Filament Yarn': [
    ...Array<string>(5).fill('Polyester Filament'),
    'Nylon',
    'Nylon',
    'Polypropylene Filament',
    'Viscose Rayon',
    'Acetate',
  ],
  'Spun Yarn': [
    ...Array<string>(4).fill('Cotton'),
    'Polyester Spun',
    'Polyester Spun',
    'Viscose Rayon',
    'Modal',
    'Linen',
    'Wool',
    'Acrylic',
    'Jute',
  ],
  'Blended Yarn': [
    'Polyester-Cotton (PC)',
    'Polyester-Viscose (PV)',
    'PV 65/35',
    'PV 80/20',
    'PC',
    'Cotton Blend',
    'Wool Blend',
    'Polyester Blend',
    'Silk Blend',
    'Linen Blend',
    'Cotton-Spandex',
  ],
  'Speciality Yarn': ['Others', 'Others', 'Others', 'Silk', 'Cotton-Spandex', 'Jute', 'Acetate', 'Modal'],
};

/** What 'Others' products are (their specification, kept in specific_type). */
export const OTHERS_SPECIFIED = [
  'Bamboo',
  'Tencel Lyocell',
  'Recycled PET',
  'Hemp',
  'Milk Protein',
  'Soybean',
  'Metallic Zari',
] as const;
export const BLEND_RATIOS = ['50/50', '60/40', '65/35', '70/30', '80/20'] as const;
/** Deniers of filament yarns, counts (Ne) of the others. */
export const FILAMENT_DENIERS = [20, 30, 40, 50, 68, 75, 100, 150, 210, 300, 450, 600] as const;
export const SPUN_COUNTS = [6, 10, 16, 20, 24, 30, 34, 40, 50, 60, 80] as const;
export const FILAMENT_COUNTS = [12, 24, 34, 36, 48, 72, 96, 144] as const;

/** A specific type of ~0.5 % of the products (Cotton in Spun Yarn): the quick filter's term. */
export const QUICK_FILTER_TERM = 'Giza';
/** Prices run from 80.00 to 900.00 ₹; a pasted price above this is always a change. */
export const MAX_GENERATED_PRICE = 900;
