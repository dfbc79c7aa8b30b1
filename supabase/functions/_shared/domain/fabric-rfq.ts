/**
 * The fabric RFQ form (trade §2, §3, §4, §5, §8): its option lists, the rules it applies, and the two
 * rows it writes — the fabric request with every spec, then the sourcing request bidding runs on.
 */
import { tooLong, type Message } from './messages.ts';
import { isTooLong, TEXT_MAX } from './text-limits.ts';
import type { AttachmentType } from './sourcing.ts';
import type { FileRule } from './uploads.ts';

export const FABRIC_CATEGORIES = ['Woven', 'Knit', 'Non-Woven'] as const;
export type FabricCategory = (typeof FABRIC_CATEGORIES)[number];

export const WOVEN_OPTIONS = {
  weavingMachineType: ['Shuttle', 'Rapier', 'Airjet', 'Waterjet', 'Sulzer'],
  materialComposition: ['Cotton', 'Polyester', 'Viscose', 'Modal', 'Lycra', 'Blends'],
  weaveType: ['Plain', 'Twill', 'Satin', 'Dobby', 'Jacquard'],
  selvedgeType: ['Open', 'Closed', 'Leno', 'Others'],
} as const;

export const KNIT_OPTIONS = {
  knittingMachineType: ['Single Jersey', 'Rib', 'Interlock', 'Fleece', 'Jacquard'],
  fabricStructure: ['Plain', 'Mesh', 'Spacer', 'Rib', 'Interlock'],
  knittingType: ['Open Width', 'Tubular'],
} as const;

export const NON_WOVEN_OPTIONS = {
  productionProcess: ['Spunbond', 'Meltblown', 'Needle Punch', 'Hydroentangled'],
  materialComposition: ['PP', 'PET', 'Rayon', 'PLA', 'Blends'],
  fabricApplication: ['Medical', 'Industrial', 'Hygiene', 'Agri', 'Construction'],
} as const;

export const COMMERCIAL_OPTIONS = {
  packingType: ['Roll', 'Bale', 'Box'],
  leadTime: ['Ready Stock', '7 Days', '15 Days', '30 Days'],
  certifications: ['GOTS', 'OEKO-TEX', 'BCI', 'ISO', 'Custom'],
  inspectionPreference: ['Self', 'Buyer', 'Third-party', 'No Inspection'],
} as const;

/** The spec field of each category that names its fabric_type (the machine or process chosen). */
const FABRIC_TYPE_FIELD: Record<FabricCategory, string> = {
  Woven: 'weavingMachineType',
  Knit: 'knittingMachineType',
  'Non-Woven': 'productionProcess',
};

/** Numeric fields per category (numbers only, §5); loopLength is optional like every spec field. */
const NUMERIC_SPEC_FIELDS: Record<FabricCategory, readonly string[]> = {
  Woven: ['epi', 'ppi', 'reedWidth', 'gsm'],
  Knit: ['gauge', 'dia', 'loopLength'],
  'Non-Woven': [],
};
const NUMERIC_COMMERCIAL_FIELDS = ['moq', 'pricePerMeter'] as const;

export const FABRIC_LIMITS = { maxImages: 4 } as const;

/** Fabric images: JPG or PNG, at most 5 MB (the label's limit; the bucket enforces it too). */
export const FABRIC_IMAGE_RULE: FileRule = {
  accept: ['image/jpeg', 'image/png'],
  maxBytes: 5 * 1024 * 1024,
  typeMessage: 'Images must be JPG or PNG.',
  sizeMessage: 'Please select a file smaller than 5MB.',
};

/** The optional spec sheet: one PDF, XLS or XLSX. */
export const FABRIC_SPEC_SHEET_RULE: FileRule = {
  accept: [
    'application/pdf',
    'application/vnd.ms-excel',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ],
  maxBytes: 5 * 1024 * 1024,
  typeMessage: 'The spec sheet must be a PDF, XLS or XLSX file.',
  sizeMessage: 'Please select a file smaller than 5MB.',
};

export const FABRIC_MESSAGES = {
  missing: { title: 'Missing Information', description: 'Please fill out the fabric category and product title.' },
  tooManyImages: 'You can upload a maximum of 4 images.',
  submissionFailed: 'Submission Failed',
  success: { title: 'Success!', description: 'Your fabric RFQ has been submitted and is ready for bid management.' },
} as const satisfies Record<string, Message | string>;

/** A spec value: text, a number typed as text, or a multi-select list. */
type SpecValue = string | string[];
export type SpecValues = Record<string, SpecValue>;

export interface FabricRfqDraft {
  fabricCategory: FabricCategory | '';
  productTitle: string;
  technicalSpecs: SpecValues;
  commercialDetails: SpecValues;
  remarks: string;
}

export const EMPTY_FABRIC_DRAFT: FabricRfqDraft = {
  fabricCategory: '',
  productTitle: '',
  technicalSpecs: {},
  commercialDetails: {},
  remarks: '',
};

/** What a numeric box keeps of what was typed: digits and one decimal point. */
export function numericOnly(value: string): string {
  const cleaned = value.replace(/[^\d.]/g, '');
  const dot = cleaned.indexOf('.');
  return dot === -1 ? cleaned : cleaned.slice(0, dot + 1) + cleaned.slice(dot + 1).replace(/\./g, '');
}

/** Changing the category clears every technical spec (§4). */
export function withCategory(draft: FabricRfqDraft, category: FabricCategory | ''): FabricRfqDraft {
  return category === draft.fabricCategory ? draft : { ...draft, fabricCategory: category, technicalSpecs: {} };
}

/** Submit needs a category, a title, and not already submitting (§5). */
export function canSubmitFabricRfq(draft: FabricRfqDraft, submitting: boolean): boolean {
  return !submitting && draft.fabricCategory !== '' && draft.productTitle.trim() !== '';
}

/** fabric_sourcing_requests' typed texts (text-limits.ts); delivery location is a commercial detail. */
export const FABRIC_TEXT_LIMITS = {
  productTitle: TEXT_MAX.organisationName,
  remarks: TEXT_MAX.notes,
  deliveryLocation: TEXT_MAX.address,
} as const;

/** What is too long in a draft, said the way the forms say it; null when everything fits. */
export function fabricTextProblem(draft: FabricRfqDraft): string | null {
  const location = draft.commercialDetails.deliveryLocation;
  const texts: [string, string, number][] = [
    [draft.productTitle.trim(), 'Product title', FABRIC_TEXT_LIMITS.productTitle],
    [draft.remarks.trim(), 'Remarks', FABRIC_TEXT_LIMITS.remarks],
    [typeof location === 'string' ? location.trim() : '', 'Delivery location', FABRIC_TEXT_LIMITS.deliveryLocation],
  ];
  const found = texts.find(([text, , max]) => isTooLong(text, max));
  return found ? tooLong(found[1], found[2]) : null;
}

/** Up to 4 images may be added (§5): the files kept and whether the alert shows. */
export function addImages<T>(current: readonly T[], added: readonly T[]): { images: T[]; tooMany: boolean } {
  const room = FABRIC_LIMITS.maxImages - current.length;
  return { images: [...current, ...added.slice(0, Math.max(0, room))], tooMany: added.length > room };
}

/** Specs as stored: numbers as numbers, empty values dropped, lists kept. */
function cleanSpecs(values: SpecValues, numeric: readonly string[]): Record<string, string | number | string[]> {
  const out: Record<string, string | number | string[]> = {};
  for (const [key, value] of Object.entries(values)) {
    if (Array.isArray(value)) {
      if (value.length > 0) out[key] = value;
    } else if (value.trim() !== '') {
      out[key] = numeric.includes(key) && !Number.isNaN(Number(value)) ? Number(value) : value.trim();
    }
  }
  return out;
}

/** A type, not an interface: a plain JSON object the RPC takes as jsonb. */
export type FabricRequestRow = {
  user_id: string;
  company_id: string;
  listing_type: 'Buy';
  fabric_category: FabricCategory;
  fabric_type: string | null;
  product_title: string;
  technical_specs: Record<string, string | number | string[]>;
  commercial_details: Record<string, string | number | string[]>;
  image_urls: string[];
  spec_sheet_url: string | null;
  remarks: string | null;
  status: 'active';
};

/** The fabric_sourcing_requests row (§3). */
export function fabricRequestRow(
  draft: FabricRfqDraft & { fabricCategory: FabricCategory },
  ids: { userId: string; companyId: string },
  media: { imageUrls: string[]; specSheetUrl: string | null },
): FabricRequestRow {
  const technical = cleanSpecs(draft.technicalSpecs, NUMERIC_SPEC_FIELDS[draft.fabricCategory]);
  const fabricType = technical[FABRIC_TYPE_FIELD[draft.fabricCategory]];
  return {
    user_id: ids.userId,
    company_id: ids.companyId,
    listing_type: 'Buy',
    fabric_category: draft.fabricCategory,
    fabric_type: typeof fabricType === 'string' ? fabricType : null,
    product_title: draft.productTitle.trim(),
    technical_specs: technical,
    commercial_details: cleanSpecs(draft.commercialDetails, NUMERIC_COMMERCIAL_FIELDS),
    image_urls: media.imageUrls,
    spec_sheet_url: media.specSheetUrl,
    remarks: draft.remarks.trim() || null,
    status: 'active',
  };
}

/** A type, not an interface: a plain JSON object the RPC takes as jsonb. */
export type LinkedSourcingRow = {
  user_id: string;
  company_id: string;
  department: 'fabrics';
  action: 'Buy';
  custom_item: string;
  quantity: string;
  quantity_unit: 'meters';
  description: string;
  status: 'active';
  bid_status: 'pending';
  fabric_sourcing_request_id: string;
  attachment_url: string | null;
  attachment_type: AttachmentType;
};

/** The sourcing_requests row linked to a fabric request, exactly as §3 describes it. */
export function linkedSourcingRow(fabric: FabricRequestRow & { id: string }): LinkedSourcingRow {
  const moq = fabric.commercial_details.moq;
  const attachment = fabric.image_urls[0] ?? fabric.spec_sheet_url;
  return {
    user_id: fabric.user_id,
    company_id: fabric.company_id,
    department: 'fabrics',
    action: 'Buy',
    custom_item: fabric.product_title,
    quantity: moq === undefined || moq === '' ? 'Not specified' : String(moq),
    quantity_unit: 'meters',
    description: `Fabric: ${fabric.fabric_category}, ${fabric.product_title}. See linked fabric request for full specs.`,
    status: 'active',
    bid_status: 'pending',
    fabric_sourcing_request_id: fabric.id,
    attachment_url: attachment ?? null,
    attachment_type: fabric.image_urls[0] ? 'image' : fabric.spec_sheet_url ? 'document' : 'none',
  };
}

/** Human labels of the spec keys, for the form and the vendor's spec view. */
export const SPEC_LABELS: Record<string, string> = {
  weavingMachineType: 'Weaving machine type',
  materialComposition: 'Material composition',
  weaveType: 'Weave type',
  epi: 'EPI (ends per inch)',
  ppi: 'PPI (picks per inch)',
  reedWidth: 'Reed width (inches)',
  gsm: 'GSM',
  selvedgeType: 'Selvedge type',
  knittingMachineType: 'Knitting machine type',
  gauge: 'Gauge',
  dia: 'Dia (machine diameter, inches)',
  loopLength: 'Loop length (optional)',
  fabricStructure: 'Fabric structure',
  knittingType: 'Knitting type',
  productionProcess: 'Production process',
  fabricApplication: 'Fabric application',
  moq: 'MOQ (meters)',
  pricePerMeter: 'Target price per meter (optional)',
  packingType: 'Packing type',
  deliveryLocation: 'Delivery location',
  leadTime: 'Lead time',
  certifications: 'Certifications',
  inspectionPreference: 'Inspection preference',
};
