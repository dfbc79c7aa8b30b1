import { describe, expect, it } from 'vitest';
import {
  brochureWarning,
  deletionLines,
  FILE_RULES,
  HEADLINE_AND_CONTENT_REQUIRED,
  normaliseWebsite,
  panelSections,
  PRICE_LIST_MESSAGES,
  priceListSchema,
  CONTENT_LIMITS,
  newsArticleSchema,
  snippetSchema,
  SNIPPET_TOO_LONG,
  newsSchema,
  companySchema,
  EMPTY_COMPANY_FORM,
  COMPANY_MESSAGES,
  bannerSizeNote,
} from '@domain/admin-panel.ts';
import { characterCount } from '@domain/text-limits.ts';
import { fileProblem } from '@domain/uploads.ts';

const cardsOf = (kind: 'admin' | 'limited') => panelSections(kind).flatMap((s) => s.cards);

describe('admin panel cards (trade §2, §6)', () => {
  it('gives admins every card of the spec', () => {
    expect(cardsOf('admin').sort()).toEqual(
      [
        'adManagement',
        'corporateEnquiries',
        'corporateProducts',
        'dealers',
        'manageCompanies',
        'membershipManagement',
        'news',
        'priceList',
        'registerCompany',
        'registerPartner',
        'snippet',
      ].sort(),
    );
  });

  it('gives limited admins the uploads, registrations, corporate products and ad management only', () => {
    expect(cardsOf('limited')).toEqual([
      'priceList',
      'news',
      'snippet',
      'registerCompany',
      'corporateProducts',
      'registerPartner',
      'adManagement',
    ]);
    expect(panelSections('limited').map((s) => s.id)).not.toContain('enquiries');
  });
});

describe('content forms (trade §5)', () => {
  it('needs a non-blank price list description', () => {
    expect(priceListSchema.safeParse({ description: '   ' }).error?.issues[0].message).toBe(
      PRICE_LIST_MESSAGES.descriptionRequired,
    );
    expect(priceListSchema.parse({ description: ' Surat list ' })).toEqual({ description: 'Surat list' });
  });

  it('accepts only PDFs as price lists, with the spec’s message', () => {
    expect(fileProblem({ name: 'list.docx', size: 10, type: 'application/msword' }, FILE_RULES.priceList)).toBe(
      'Please select a PDF file.',
    );
    expect(fileProblem({ name: 'list.pdf', size: 10, type: 'application/pdf' }, FILE_RULES.priceList)).toBeNull();
  });

  it('needs headline and content for news and snippets', () => {
    expect(newsSchema.safeParse({ headline: 'x', content: ' ' }).error?.issues[0].message).toBe(
      HEADLINE_AND_CONTENT_REQUIRED,
    );
    expect(snippetSchema.safeParse({ headline: '', content: 'x' }).error?.issues[0].message).toBe(
      HEADLINE_AND_CONTENT_REQUIRED,
    );
  });

  it('limits snippets to 250 characters and counts them live', () => {
    expect(snippetSchema.safeParse({ headline: 'h', content: 'a'.repeat(250) }).success).toBe(true);
    expect(snippetSchema.safeParse({ headline: 'h', content: 'a'.repeat(251) }).error?.issues[0].message).toBe(
      SNIPPET_TOO_LONG,
    );
    expect(characterCount('abc', CONTENT_LIMITS.snippetMax)).toBe('3 / 250');
  });

  it('limits news content to 20,000 characters, counting characters as the database does', () => {
    expect(newsArticleSchema.safeParse({ headline: 'h', content: '🧵'.repeat(20_000) }).success).toBe(true);
    expect(newsArticleSchema.safeParse({ headline: 'h', content: 'a'.repeat(20_001) }).error?.issues[0].message).toBe(
      'Content must be 20,000 characters or less.',
    );
  });
});

describe('companies and partners (trade §5)', () => {
  it('normalises websites and refuses what is not one', () => {
    expect(normaliseWebsite('')).toBe('');
    expect(normaliseWebsite('suratsynthetics.in')).toBe('https://suratsynthetics.in');
    expect(normaliseWebsite('http://mill.example/about?x=1')).toBe('http://mill.example/about?x=1');
    expect(normaliseWebsite('not a url')).toBeNull();
    expect(normaliseWebsite('ftp://mill.example')).toBeNull();
    expect(normaliseWebsite('localhost')).toBeNull();
  });

  it('needs a company name and a valid website', () => {
    const result = companySchema.safeParse({ ...EMPTY_COMPANY_FORM, websiteUrl: 'nope nope' });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      COMPANY_MESSAGES.nameRequired,
      COMPANY_MESSAGES.websiteInvalid,
    ]);
    expect(companySchema.parse({ ...EMPTY_COMPANY_FORM, companyName: ' Mill ' })).toMatchObject({
      companyName: 'Mill',
      websiteUrl: null,
      address: null,
    });
  });

  it('takes registration banners as JPG or PNG only, edit banners also as WEBP', () => {
    const webp = { name: 'b.webp', size: 10, type: 'image/webp' };
    expect(fileProblem(webp, FILE_RULES.registerBanner)).toBe('Banner must be JPG or PNG.');
    expect(fileProblem(webp, FILE_RULES.editBanner)).toBeNull();
    expect(fileProblem({ name: 'l.svg', size: 10, type: 'image/svg+xml' }, FILE_RULES.partnerLogo)).toBeNull();
    expect(fileProblem({ name: 'l.svg', size: 10, type: 'image/svg+xml' }, FILE_RULES.registerLogo)).not.toBeNull();
  });

  it('notes a banner that is not 1500×300', () => {
    expect(bannerSizeNote({ width: 1500, height: 300 })).toBeNull();
    expect(bannerSizeNote({ width: 800, height: 600 })).toContain('800×600');
  });

  it('warns of an incomplete brochure', () => {
    expect(brochureWarning({ pdf: true, name: 'Catalogue', thumbnail: false })).toBeNull();
    expect(brochureWarning({ pdf: false, name: null, thumbnail: false })).toBeNull();
    expect(brochureWarning({ pdf: true, name: ' ', thumbnail: true })).toMatch(/no name/);
    expect(brochureWarning({ pdf: false, name: 'Catalogue', thumbnail: false })).toMatch(/no PDF/);
  });

  it('names what deleting a company removes', () => {
    expect(
      deletionLines({ companyName: 'A', files: ['a', 'b'], products: 1, bids: 0, executives: 2, vendors: 0, rfqs: 3 }),
    ).toEqual([
      '2 files (logo, banner, brochure)',
      '1 product',
      'the company link of 2 executives',
      '3 RFQs with their rounds and bids',
    ]);
  });
});
