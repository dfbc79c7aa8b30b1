import { FileUp, X } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { acceptAttribute, checkFile, formatBytes, type FileRule } from '@domain/uploads.ts';
import { Field } from './field.tsx';
import './file-picker.css';

export interface FilePickerProps {
  label: ReactNode;
  /** The types, size cap and messages of this input (the spec's words, passed in by the caller). */
  rule: FileRule;
  /** The chosen file; the caller owns it (null clears the input). */
  file: File | null;
  onChange: (file: File | null) => void;
  /** Shown under the control, e.g. 'PNG or JPG; 1500×300 px advised.' */
  hint?: ReactNode;
  /** An error from outside (a required file missing on submit); the picker's own check wins. */
  error?: string;
  required?: boolean;
  disabled?: boolean;
}

/**
 * A file input that checks type, size and content the moment a file is chosen: a refused file is never handed
 * to the caller, and the reason shows under the input (storage checks the same again).
 */
export function FilePicker({ label, rule, file, onChange, hint, error, required, disabled }: FilePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  // The caller cleared the file (after an upload, or a reset): let the same file be chosen again.
  useEffect(() => {
    if (!file && input.current) input.current.value = '';
  }, [file]);

  const choose = async (chosen: File | null) => {
    const why = chosen && (await checkFile(chosen, rule));
    setProblem(why || null);
    if (why && input.current) input.current.value = '';
    onChange(why ? null : chosen);
  };

  return (
    <Field label={label} hint={hint} error={problem ?? error} required={required} className="file-picker">
      {(control) => (
        <div className={['file-picker__box', file && 'file-picker__box--chosen'].filter(Boolean).join(' ')}>
          <FileUp className="file-picker__icon" size={20} aria-hidden="true" />
          <span className="file-picker__name">
            {file ? (
              <>
                <strong>{file.name}</strong> <span className="file-picker__size">{formatBytes(file.size)}</span>
              </>
            ) : (
              'Choose a file…'
            )}
          </span>
          <input
            ref={input}
            type="file"
            className="file-picker__input"
            accept={acceptAttribute(rule)}
            disabled={disabled}
            onChange={(event) => void choose(event.target.files?.[0] ?? null)}
            {...control}
          />
          {file && !disabled && (
            <button
              type="button"
              className="file-picker__clear"
              aria-label="Remove the chosen file"
              onClick={() => void choose(null)}
            >
              <X size={16} aria-hidden="true" />
            </button>
          )}
        </div>
      )}
    </Field>
  );
}
