import { X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/ui/button.tsx';
import { Field } from '@/ui/field.tsx';
import { TextInput } from '@/ui/text-input.tsx';

interface YarnListInputProps {
  value: string[];
  onChange: (yarns: string[]) => void;
}

/** 'My Yarns': type a yarn, add it with Enter or the button, remove it from its chip. */
export function YarnListInput({ value, onChange }: YarnListInputProps) {
  const [draft, setDraft] = useState('');
  const add = () => {
    const yarn = draft.trim();
    if (yarn && !value.some((v) => v.toLowerCase() === yarn.toLowerCase())) onChange([...value, yarn]);
    setDraft('');
  };
  return (
    <Field label="My Yarns" hint="The yarns you deal in, one at a time.">
      {(p) => (
        <>
          <div className="yarn-list__entry">
            <TextInput
              {...p}
              value={draft}
              placeholder="e.g. Polyester FDY 150/48"
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  add();
                }
              }}
            />
            <Button variant="outline" onClick={add} disabled={!draft.trim()}>
              Add
            </Button>
          </div>
          {value.length > 0 && (
            <ul className="yarn-list__chips" aria-label="My yarns">
              {value.map((yarn) => (
                <li key={yarn} className="yarn-list__chip">
                  {yarn}
                  <button
                    type="button"
                    className="yarn-list__remove"
                    aria-label={`Remove ${yarn}`}
                    onClick={() => onChange(value.filter((v) => v !== yarn))}
                  >
                    <X size={14} aria-hidden="true" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Field>
  );
}
