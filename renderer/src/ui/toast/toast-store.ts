import type { ReactNode } from 'react';

type ToastVariant = 'default' | 'destructive' | 'success' | 'warning';

export interface ToastOptions {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** How long the toast stays; 5 s by default (§9). */
  durationMs?: number;
}

export interface ToastEntry extends ToastOptions {
  id: number;
}

/*
 * A tiny external store, so toast() works from anywhere (event handlers, async flows) without a hook.
 * The limit is one toast at a time (§9): a new toast replaces the one showing.
 */
let current: ToastEntry | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

const emit = () => listeners.forEach((listener) => listener());

export function showToast(options: ToastOptions): { id: number; dismiss: () => void } {
  const id = nextId++;
  current = { ...options, id };
  emit();
  return { id, dismiss: () => dismissToast(id) };
}

/** Dismisses the toast with this id, or whichever toast shows when no id is given. */
export function dismissToast(id?: number): void {
  if (!current || (id !== undefined && current.id !== id)) return;
  current = null;
  emit();
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const currentToast = (): ToastEntry | null => current;
