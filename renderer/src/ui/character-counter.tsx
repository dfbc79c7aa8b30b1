import type { ReactNode } from 'react';
import { characterCount, isTooLong } from '@domain/text-limits.ts';
import './forms.css';

/** True when `text`, as the form sends it (trimmed), is longer than `max` characters as the database counts them. */
export const isOverLimit = (text: string, max: number) => isTooLong(text.trim(), max);

/**
 * '1,234 / 20,000 characters' under a text box, in the danger colour once over: the limit is shown before it is
 * met, and nothing is cut (no maxLength, which drops the end of a paste without a word). Goes in a Field's hint,
 * after the field's own hint when it has one.
 */
export function CharacterCounter({ text, max, children }: { text: string; max: number; children?: ReactNode }) {
  const over = isOverLimit(text, max);
  return (
    <span className="char-counter-hint">
      {children}
      <span className={['char-counter', over && 'char-counter--over'].filter(Boolean).join(' ')}>
        {characterCount(text.trim(), max)} characters{over ? ' (too long)' : ''}
      </span>
    </span>
  );
}
