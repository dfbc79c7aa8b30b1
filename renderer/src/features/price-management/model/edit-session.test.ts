import { describe, expect, it } from 'vitest';
import { EditSession, type BaseRow } from './edit-session.ts';

const row = (
  id: string,
  basicPrice: number | null,
  version = 1,
  visibilityStatus: 'Reveal' | 'Hide' = 'Reveal',
): BaseRow => ({
  id,
  version,
  basicPrice,
  visibilityStatus,
});

const sheet = () => new EditSession([row('a', 100), row('b', 200), row('c', null, 7, 'Hide')]);

describe('the price sheet edit session', () => {
  it('holds edits apart from the stored values and sends only changed fields with their versions', () => {
    const s = sheet();
    s.apply('Edit price', [{ id: 'a', field: 'basicPrice', value: 110 }]);
    s.apply('Reveal', [{ id: 'c', field: 'visibilityStatus', value: 'Reveal' }]);
    expect(s.value('a', 'basicPrice')).toBe(110);
    expect(s.baseOf('a')?.basicPrice).toBe(100);
    expect(s.isEdited('a', 'basicPrice')).toBe(true);
    expect(s.isEdited('a', 'visibilityStatus')).toBe(false);
    expect(s.editedCount).toBe(2);
    expect(s.changes()).toEqual([
      { id: 'a', version: 1, basicPrice: 110 },
      { id: 'c', version: 7, visibilityStatus: 'Reveal' },
    ]);
  });

  it('an edit back to the stored value is no edit, and an edit to the value shown records no step', () => {
    const s = sheet();
    s.apply('Edit price', [{ id: 'a', field: 'basicPrice', value: 110 }]);
    s.apply('Edit price', [{ id: 'a', field: 'basicPrice', value: 100 }]);
    expect(s.editedCount).toBe(0);
    expect(s.changes()).toEqual([]);
    expect(s.apply('Same', [{ id: 'b', field: 'basicPrice', value: 200 }])).toEqual([]);
    expect(s.nextUndoLabel).toBe('Edit price');
  });

  it('skips products it does not know', () => {
    const s = sheet();
    expect(s.apply('Paste', [{ id: 'zz', field: 'basicPrice', value: 1 }])).toEqual([]);
    expect(s.canUndo).toBe(false);
  });

  it('undoes and redoes whole steps in order', () => {
    const s = sheet();
    s.apply('Paste', [
      { id: 'a', field: 'basicPrice', value: 101 },
      { id: 'b', field: 'basicPrice', value: 201 },
    ]);
    s.apply('Edit price', [{ id: 'a', field: 'basicPrice', value: 150 }]);
    expect(s.undo()).toEqual(['a']);
    expect(s.value('a', 'basicPrice')).toBe(101);
    expect(s.undo().sort()).toEqual(['a', 'b']);
    expect(s.value('a', 'basicPrice')).toBe(100);
    expect(s.value('b', 'basicPrice')).toBe(200);
    expect(s.editedCount).toBe(0);
    expect(s.canUndo).toBe(false);
    s.redo();
    expect(s.value('b', 'basicPrice')).toBe(201);
    expect(s.nextRedoLabel).toBe('Edit price');
    s.redo();
    expect(s.value('a', 'basicPrice')).toBe(150);
    expect(s.canRedo).toBe(false);
  });

  it('a new step after an undo drops the redo history, as spreadsheets do', () => {
    const s = sheet();
    s.apply('one', [{ id: 'a', field: 'basicPrice', value: 1 }]);
    s.undo();
    s.apply('two', [{ id: 'b', field: 'basicPrice', value: 2 }]);
    expect(s.canRedo).toBe(false);
  });

  it('one step may set a field of a product twice (a paste onto repeated rows) and undo restores the first value', () => {
    const s = sheet();
    s.apply('Paste', [
      { id: 'a', field: 'basicPrice', value: 1 },
      { id: 'a', field: 'basicPrice', value: 2 },
    ]);
    expect(s.value('a', 'basicPrice')).toBe(2);
    s.undo();
    expect(s.value('a', 'basicPrice')).toBe(100);
  });

  it('after a save the saved values are the stored ones and the undo history ends', () => {
    const s = sheet();
    s.apply('Edit', [{ id: 'a', field: 'basicPrice', value: 110 }]);
    s.saved([row('a', 110, 9)]);
    expect(s.editedCount).toBe(0);
    expect(s.baseOf('a')).toEqual(row('a', 110, 9));
    expect(s.canUndo).toBe(false);
  });

  it('an edit made while a save was on its way survives the save, on the new version', () => {
    const s = sheet();
    s.apply('Edit', [{ id: 'a', field: 'basicPrice', value: 110 }]);
    s.apply('Edit again', [{ id: 'a', field: 'basicPrice', value: 120 }]);
    s.saved([row('a', 110, 9)]);
    expect(s.changes()).toEqual([{ id: 'a', version: 9, basicPrice: 120 }]);
  });

  it('keep mine: my edit now builds on their version; take theirs: my edit goes', () => {
    const s = sheet();
    s.apply('Edit', [
      { id: 'a', field: 'basicPrice', value: 110 },
      { id: 'b', field: 'basicPrice', value: 210 },
    ]);
    s.keepMine(row('a', 105, 4));
    s.takeTheirs(row('b', 205, 5), 'b');
    expect(s.changes()).toEqual([{ id: 'a', version: 4, basicPrice: 110 }]);
    expect(s.value('b', 'basicPrice')).toBe(205);
  });

  it('keep mine when theirs equals mine leaves nothing to save', () => {
    const s = sheet();
    s.apply('Edit', [{ id: 'a', field: 'basicPrice', value: 110 }]);
    s.keepMine(row('a', 110, 4));
    expect(s.editedCount).toBe(0);
  });

  it('a product deleted by someone else takes my edits with it', () => {
    const s = sheet();
    s.apply('Edit', [{ id: 'a', field: 'basicPrice', value: 110 }]);
    s.takeTheirs(null, 'a');
    expect(s.has('a')).toBe(false);
    expect(s.changes()).toEqual([]);
  });

  it('discards every edit and the history', () => {
    const s = sheet();
    s.apply('Edit', [{ id: 'a', field: 'basicPrice', value: 110 }]);
    expect(s.discardAll()).toEqual(['a']);
    expect(s.editedCount).toBe(0);
    expect(s.canUndo).toBe(false);
  });

  it('clearing a price (null) is an edit of its own', () => {
    const s = sheet();
    s.apply('Clear', [{ id: 'a', field: 'basicPrice', value: null }]);
    expect(s.changes()).toEqual([{ id: 'a', version: 1, basicPrice: null }]);
  });
});
