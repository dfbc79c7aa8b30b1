import { describe, expect, it } from 'vitest';
import { depthOf, inCatalog, presetChoice, presetsFor, SOURCING_PRESETS } from '@domain/sourcing-presets.ts';
import { SOURCING_DEPARTMENTS } from '@domain/sourcing-departments.ts';

describe('preset catalogs', () => {
  it('every department but Fabrics has category → sub-category lists, with the spec examples', () => {
    for (const d of SOURCING_DEPARTMENTS.filter((x) => x.id !== 'fabrics')) {
      expect(presetsFor(d.id).length, d.id).toBeGreaterThanOrEqual(4);
      for (const category of presetsFor(d.id)) expect(category.items.length, category.name).toBeGreaterThanOrEqual(2);
    }
    expect(presetsFor('fabrics')).toEqual([]);
    const names = Object.values(SOURCING_PRESETS).flatMap((cats) =>
      cats.flatMap((c) => [c.name, ...c.items.map((i) => i.name)]),
    );
    for (const example of [
      'Sewing Threads',
      'Labels',
      'Zippers',
      'Buttons',
      'Poly Bags',
      'Enzymes',
      'Heat Transfers',
      'Sewing Machines',
      'Production Roles',
      'Compliance Schemes',
    ])
      expect(names, example).toContain(example);
  });

  it('a sub-category prefills under an existing main category, or creates the main category first', () => {
    const [threads] = presetsFor('trims');
    const item = threads.items[0];
    const catalog = [{ id: 'm1', name: 'sewing threads ', parentId: null }];
    expect(presetChoice(catalog, threads, item)).toEqual({
      name: item.name,
      unit: 'pcs',
      parent: { existingId: 'm1' },
    });
    expect(presetChoice([], threads, item)).toEqual({
      name: item.name,
      unit: 'pcs',
      parent: { createName: 'Sewing Threads' },
    });
    expect(presetChoice(catalog, threads, null)).toEqual({ name: 'Sewing Threads', unit: null, parent: null });
  });

  it('knows what is in the catalog and how deep a category sits', () => {
    const catalog = [
      { id: 'a', name: 'Labels', parentId: null },
      { id: 'b', name: 'Woven Labels', parentId: 'a' },
      { id: 'c', name: 'Damask', parentId: 'b' },
    ];
    expect(inCatalog(catalog, 'woven labels', 'a')).toBe(true);
    expect(inCatalog(catalog, 'Woven Labels', null)).toBe(false);
    expect([depthOf(catalog, 'a'), depthOf(catalog, 'b'), depthOf(catalog, 'c')]).toEqual([1, 2, 3]);
  });
});
