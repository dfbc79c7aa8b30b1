import { describe, expect, it } from 'vitest';
import {
  COTTON_SPECIFIC_TYPES,
  FIBRE_TYPES,
  hasBlendRatio,
  hasLustreAndTwist,
  POLYESTER_FILAMENT_SPECIFIC_TYPES,
  specificationText,
  specificTypesFor,
  yarnDetailsText,
} from '@domain/yarn.ts';

describe('yarn value lists', () => {
  it('has the 25 fibre types of §3 and 20 cotton types', () => {
    expect(FIBRE_TYPES).toHaveLength(25);
    expect(COTTON_SPECIFIC_TYPES).toHaveLength(20);
    expect(COTTON_SPECIFIC_TYPES).toEqual(
      expect.arrayContaining(['Combed', 'Carded', 'Open End', 'Supima', 'Egyptian']),
    );
  });

  it('offers specific types only for Cotton and Polyester Filament', () => {
    expect(specificTypesFor('Cotton')).toBe(COTTON_SPECIFIC_TYPES);
    expect(specificTypesFor('Polyester Filament')).toBe(POLYESTER_FILAMENT_SPECIFIC_TYPES);
    expect(specificTypesFor('Nylon')).toEqual([]);
  });

  it('applies lustre and twist to Polyester Filament and blend ratio to blends', () => {
    expect(hasLustreAndTwist('Polyester Filament')).toBe(true);
    expect(hasLustreAndTwist('Polyester Spun')).toBe(false);
    expect(FIBRE_TYPES.filter(hasBlendRatio)).toEqual([
      'Wool Blend',
      'Silk Blend',
      'Linen Blend',
      'Cotton Blend',
      'Polyester Blend',
    ]);
  });
});

describe('board cells', () => {
  it('shows denier / filament / plys with N/A for missing values and plys defaulting to 1', () => {
    expect(specificationText({ denierCount: 150, filamentCount: 48, numberOfPlys: 2 })).toBe('150 / 48 / 2');
    expect(specificationText({ denierCount: null, filamentCount: null, numberOfPlys: null })).toBe('N/A / N/A / 1');
    expect(specificationText({ denierCount: 0, filamentCount: null, numberOfPlys: 1 })).toBe('0 / N/A / 1');
  });

  it('lists the yarn details that are filled', () => {
    const yarn = {
      fibreType: 'Cotton',
      specificType: null,
      lustre: null,
      twistIntermingling: null,
      blendRatio: null,
    };
    expect(yarnDetailsText(yarn)).toBe('Cotton');
    expect(
      yarnDetailsText({ ...yarn, fibreType: 'Polyester Filament', specificType: 'DTY', lustre: 'Bright Yarn' }),
    ).toBe('Polyester Filament – DTY, Bright Yarn');
  });
});
