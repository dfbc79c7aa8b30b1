/**
 * Yarn value lists and field rules of trade §3 and §5, shared by the posting forms, the boards and the
 * corporate product form.
 */

export const FIBRE_TYPES = [
  'Polyester Filament',
  'Polyester Spun',
  'Cotton',
  'Linen',
  'Jute',
  'Wool',
  'Silk',
  'Nylon',
  'Acrylic',
  'Polypropylene Filament',
  'Viscose Rayon',
  'Modal',
  'Acetate',
  'Polyester-Cotton (PC)',
  'Polyester-Viscose (PV)',
  'Cotton-Spandex',
  'Wool Blend',
  'Silk Blend',
  'Linen Blend',
  'Cotton Blend',
  'Polyester Blend',
  'PV 80/20',
  'PV 65/35',
  'PC',
  'Others',
] as const;

/** The spec names 9 of its 20 cotton types; the rest are the trade's common ones. */
export const COTTON_SPECIFIC_TYPES = [
  'Combed',
  'Carded',
  'Open End',
  'Compact',
  'Slub',
  'Melange',
  'Organic',
  'Supima',
  'Egyptian',
  'Ring Spun',
  'Combed Compact',
  'Carded Compact',
  'Mercerized',
  'Gassed Mercerized',
  'Core Spun',
  'Siro',
  'Vortex',
  'BCI',
  'Giza',
  'Others',
] as const;

export const POLYESTER_FILAMENT_SPECIFIC_TYPES = [
  'POY',
  'FDY',
  'DTY',
  'ATY',
  'HTY',
  'LSY',
  'Dope Dyed',
  'Trilobal',
  'Flame Retardant',
  'Recycled (rPET)',
  'Bi-Component',
] as const;

export const LUSTRES = [
  'Bright Yarn',
  'Semi Dull Yarn',
  'Full Dull Yarn',
  'Cationic Dyeable',
  'Bright TBL',
  'Others',
] as const;

export const TWISTS = ['S Twist', 'Z Twist', 'NIM', 'SIM', 'HIM', 'IM (Roto)', 'Others'] as const;

export const GRADES = [
  'First Equal Packing(A+)',
  'First unequal packing (A1)',
  'First small packing (A2)',
  'PQ',
  'CLQ',
  'Job Lot',
] as const;

/** corporate_products.visibility_status: only Reveal shows publicly (trade §4); Reveal is the default. */
export const VISIBILITY_STATUSES = ['Reveal', 'Hide'] as const;
export type VisibilityStatus = (typeof VISIBILITY_STATUSES)[number];

/** The specific types offered for a fibre type; empty when the field does not apply (§5: Cotton, Polyester Filament). */
export function specificTypesFor(fibreType: string): readonly string[] {
  if (fibreType === 'Cotton') return COTTON_SPECIFIC_TYPES;
  if (fibreType === 'Polyester Filament') return POLYESTER_FILAMENT_SPECIFIC_TYPES;
  return [];
}

/** Lustre and twist/intermingling apply to Polyester Filament only. */
export const hasLustreAndTwist = (fibreType: string): boolean => fibreType === 'Polyester Filament';

/** Blend ratio applies to fibre types whose name contains 'blend'. */
export const hasBlendRatio = (fibreType: string): boolean => /blend/i.test(fibreType);

/** 'Others' needs its own specification text (max 30 characters). */
export const needsSpecification = (fibreType: string): boolean => fibreType === 'Others';

/** The boards' specification cell: denier / filament / plys, plys defaulting to 1, a missing value 'N/A'. */
export function specificationText(spec: {
  denierCount: number | null;
  filamentCount: number | null;
  numberOfPlys: number | null;
}): string {
  const show = (value: number | null) => (value === null || value === undefined ? 'N/A' : String(value));
  return `${show(spec.denierCount)} / ${show(spec.filamentCount)} / ${spec.numberOfPlys ?? 1}`;
}

/** The boards' yarn cell: fibre type, then the details that apply, e.g. 'Polyester Filament – DTY, Semi Dull Yarn'. */
export function yarnDetailsText(yarn: {
  fibreType: string;
  specificType: string | null;
  lustre: string | null;
  twistIntermingling: string | null;
  blendRatio: string | null;
}): string {
  const details = [yarn.specificType, yarn.lustre, yarn.twistIntermingling, yarn.blendRatio].filter((d): d is string =>
    Boolean(d?.trim()),
  );
  return details.length ? `${yarn.fibreType} – ${details.join(', ')}` : yarn.fibreType;
}
