import { PRODUCT_EDIT_FIELDS, type ProductEditField, type ProductEditValues } from '@domain/product-edit.ts';
import type { ProductChange } from '@/data/ports/price-management.ts';

/** What the sheet edits of a product (the domain's product-edit contract): its basic price and its visibility. */
export type EditableValues = ProductEditValues;
export type EditableField = ProductEditField;
const EDITABLE_FIELDS: readonly EditableField[] = PRODUCT_EDIT_FIELDS;

/** A product as last read from the server: the values edits are compared with and the version they are made on. */
export interface BaseRow extends EditableValues {
  id: string;
  version: number;
}

/** One cell's new value. */
export interface CellChange<F extends EditableField = EditableField> {
  id: string;
  field: F;
  value: EditableValues[F];
}

interface AppliedEdit {
  id: string;
  field: EditableField;
  before: EditableValues[EditableField];
  after: EditableValues[EditableField];
}

/** One undoable step: a typed cell, a paste, an "apply to selected", an import. */
export interface EditBatch {
  label: string;
  edits: AppliedEdit[];
}

type Pending = Partial<EditableValues>;

/**
 * The price sheet's unsaved edits, held on the client until the person saves: per product the fields that
 * differ from what the server last said, undo and redo by whole steps, and the changes to send with the
 * versions they were made on. An edit back to the stored value is no edit. Mutable on purpose: a sheet
 * holds tens of thousands of products, and each step touches only the products it changes.
 */
export class EditSession {
  private readonly base = new Map<string, BaseRow>();
  private readonly pending = new Map<string, Pending>();
  private undoStack: EditBatch[] = [];
  private redoStack: EditBatch[] = [];

  constructor(rows: Iterable<BaseRow> = []) {
    for (const row of rows) this.base.set(row.id, { ...row });
  }

  /** Adds or replaces products as the server has them now; edits that now equal the stored values go. */
  setBase(rows: Iterable<BaseRow>): void {
    for (const row of rows) {
      this.base.set(row.id, { ...row });
      this.dropEditsEqualToBase(row.id);
    }
  }

  /** A product gone from the server: its edits go with it. */
  remove(id: string): void {
    this.base.delete(id);
    this.pending.delete(id);
  }

  has(id: string): boolean {
    return this.base.has(id);
  }

  baseOf(id: string): BaseRow | undefined {
    return this.base.get(id);
  }

  /** The value the sheet shows: the edit if there is one, else the stored value. */
  value<F extends EditableField>(id: string, field: F): EditableValues[F] | undefined {
    const edit = this.pending.get(id);
    if (edit && field in edit) return edit[field] as EditableValues[F];
    return this.base.get(id)?.[field];
  }

  isEdited(id: string, field?: EditableField): boolean {
    const edit = this.pending.get(id);
    return !!edit && (field ? field in edit : true);
  }

  /** Products with at least one unsaved edit. */
  get editedCount(): number {
    return this.pending.size;
  }

  editedIds(): string[] {
    return [...this.pending.keys()];
  }

  get canUndo(): boolean {
    return this.undoStack.length > 0;
  }

  get canRedo(): boolean {
    return this.redoStack.length > 0;
  }

  get nextUndoLabel(): string | null {
    return this.undoStack.at(-1)?.label ?? null;
  }

  get nextRedoLabel(): string | null {
    return this.redoStack.at(-1)?.label ?? null;
  }

  /**
   * Applies cell changes as one undoable step; changes to unknown products or to the value already shown
   * are skipped. Returns the ids it changed (none: no step is recorded).
   */
  apply(label: string, changes: Iterable<CellChange>): string[] {
    const edits: AppliedEdit[] = [];
    for (const change of changes) {
      if (!this.base.has(change.id)) continue;
      const before = this.value(change.id, change.field);
      if (before === undefined || before === change.value) continue;
      this.set(change.id, change.field, change.value);
      edits.push({ id: change.id, field: change.field, before, after: change.value });
    }
    if (edits.length === 0) return [];
    this.undoStack.push({ label, edits });
    this.redoStack = [];
    return uniqueIds(edits);
  }

  /** Takes back the last step; returns the ids it touched. */
  undo(): string[] {
    const batch = this.undoStack.pop();
    if (!batch) return [];
    for (const edit of [...batch.edits].reverse()) this.set(edit.id, edit.field, edit.before);
    this.redoStack.push(batch);
    return uniqueIds(batch.edits);
  }

  /** Applies the last undone step again; returns the ids it touched. */
  redo(): string[] {
    const batch = this.redoStack.pop();
    if (!batch) return [];
    for (const edit of batch.edits) this.set(edit.id, edit.field, edit.after);
    this.undoStack.push(batch);
    return uniqueIds(batch.edits);
  }

  /** Every unsaved edit, as the save call takes it: only the fields edited, with the version they were made on. */
  changes(): ProductChange[] {
    const out: ProductChange[] = [];
    for (const [id, edit] of this.pending) {
      const base = this.base.get(id);
      if (!base) continue;
      out.push({ id, version: base.version, ...edit });
    }
    return out;
  }

  /**
   * After a save: the saved products' new stored values and versions. Undo history ends here (undoing a
   * saved price would be a new edit, made on purpose).
   */
  saved(rows: Iterable<BaseRow>): void {
    this.setBase(rows);
    this.undoStack = [];
    this.redoStack = [];
  }

  /** Conflict resolution, keep mine: my edit now builds on their version (saved on the next Save). */
  keepMine(theirs: BaseRow): void {
    this.setBase([theirs]);
  }

  /** Conflict resolution, take theirs: my edits of the product go, the sheet shows their values. */
  takeTheirs(theirs: BaseRow | null, id: string): void {
    if (!theirs) {
      this.remove(id);
      return;
    }
    this.pending.delete(id);
    this.setBase([theirs]);
  }

  /** Drops every unsaved edit (the undo history too); returns the ids that had edits. */
  discardAll(): string[] {
    const ids = this.editedIds();
    this.pending.clear();
    this.undoStack = [];
    this.redoStack = [];
    return ids;
  }

  private set(id: string, field: EditableField, value: EditableValues[EditableField]): void {
    const base = this.base.get(id);
    if (!base) return;
    const edit: Pending = { ...this.pending.get(id) };
    if (base[field] === value) delete edit[field];
    else (edit as Record<EditableField, unknown>)[field] = value;
    if (Object.keys(edit).length === 0) this.pending.delete(id);
    else this.pending.set(id, edit);
  }

  private dropEditsEqualToBase(id: string): void {
    const edit = this.pending.get(id);
    const base = this.base.get(id);
    if (!edit || !base) return;
    for (const field of EDITABLE_FIELDS) if (field in edit && edit[field] === base[field]) delete edit[field];
    if (Object.keys(edit).length === 0) this.pending.delete(id);
  }
}

const uniqueIds = (edits: readonly AppliedEdit[]) => [...new Set(edits.map((e) => e.id))];
