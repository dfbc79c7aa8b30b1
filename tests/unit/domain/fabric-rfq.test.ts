import { describe, expect, it } from 'vitest';
import {
  addImages,
  canSubmitFabricRfq,
  EMPTY_FABRIC_DRAFT,
  fabricRequestRow,
  linkedSourcingRow,
  numericOnly,
  withCategory,
  type FabricCategory,
  type FabricRfqDraft,
} from '@domain/fabric-rfq.ts';

const woven: FabricRfqDraft & { fabricCategory: FabricCategory } = {
  fabricCategory: 'Woven',
  productTitle: '  Cotton poplin 120 GSM ',
  technicalSpecs: { weavingMachineType: 'Airjet', materialComposition: ['Cotton'], epi: '132', ppi: '', gsm: '120.5' },
  commercialDetails: { moq: '5000', packingType: 'Roll', certifications: [], deliveryLocation: ' Tiruppur ' },
  remarks: '',
};

describe('fabric RFQ form', () => {
  it('clears the technical specs when the category changes, not otherwise', () => {
    expect(withCategory(woven, 'Knit')).toMatchObject({ fabricCategory: 'Knit', technicalSpecs: {} });
    expect(withCategory(woven, 'Woven')).toBe(woven);
  });

  it('submits only with a category and a title, and not twice', () => {
    expect(canSubmitFabricRfq(EMPTY_FABRIC_DRAFT, false)).toBe(false);
    expect(canSubmitFabricRfq({ ...woven, productTitle: ' ' }, false)).toBe(false);
    expect(canSubmitFabricRfq(woven, false)).toBe(true);
    expect(canSubmitFabricRfq(woven, true)).toBe(false);
  });

  it('keeps digits and one decimal point in numeric boxes', () => {
    expect(numericOnly('12a.5.6')).toBe('12.56');
    expect(numericOnly('-40')).toBe('40');
  });

  it('takes at most 4 images and says so', () => {
    expect(addImages(['a', 'b', 'c'], ['d'])).toEqual({ images: ['a', 'b', 'c', 'd'], tooMany: false });
    expect(addImages(['a', 'b', 'c'], ['d', 'e'])).toEqual({ images: ['a', 'b', 'c', 'd'], tooMany: true });
  });

  it('writes the fabric row with numbers as numbers and the machine as fabric_type', () => {
    const row = fabricRequestRow(
      woven,
      { userId: 'u', companyId: 'c' },
      { imageUrls: [], specSheetUrl: 'https://x/s.pdf' },
    );
    expect(row).toMatchObject({
      listing_type: 'Buy',
      fabric_category: 'Woven',
      fabric_type: 'Airjet',
      product_title: 'Cotton poplin 120 GSM',
      technical_specs: { weavingMachineType: 'Airjet', materialComposition: ['Cotton'], epi: 132, gsm: 120.5 },
      commercial_details: { moq: 5000, packingType: 'Roll', deliveryLocation: 'Tiruppur' },
      remarks: null,
      status: 'active',
    });
  });

  it('links a sourcing request exactly as §3 describes', () => {
    const fabric = {
      ...fabricRequestRow(woven, { userId: 'u', companyId: 'c' }, { imageUrls: [], specSheetUrl: 'https://x/s.pdf' }),
      id: 'f1',
    };
    expect(linkedSourcingRow(fabric)).toEqual({
      user_id: 'u',
      company_id: 'c',
      department: 'fabrics',
      action: 'Buy',
      custom_item: 'Cotton poplin 120 GSM',
      quantity: '5000',
      quantity_unit: 'meters',
      description: 'Fabric: Woven, Cotton poplin 120 GSM. See linked fabric request for full specs.',
      status: 'active',
      bid_status: 'pending',
      fabric_sourcing_request_id: 'f1',
      attachment_url: 'https://x/s.pdf',
      attachment_type: 'document',
    });
    const noMoq = { ...fabric, commercial_details: {}, image_urls: ['https://x/1.png'] };
    expect(linkedSourcingRow(noMoq)).toMatchObject({
      quantity: 'Not specified',
      attachment_url: 'https://x/1.png',
      attachment_type: 'image',
    });
    expect(linkedSourcingRow({ ...noMoq, image_urls: [], spec_sheet_url: null })).toMatchObject({
      attachment_url: null,
      attachment_type: 'none',
    });
  });
});
