import { useId, useState } from 'react';
import { Button } from '@/ui/button.tsx';
import { TextInput } from '@/ui/text-input.tsx';

const GB = 1024 ** 3;
/** The smallest budget offered: below it, hardly one price list fits. */
const MIN_GB = 0.1;

/** The storage budget for price lists kept offline, in GB (the oldest lists go first when over it). */
export function OfflineBudget({
  budgetBytes,
  onSave,
}: {
  budgetBytes: number;
  onSave: (bytes: number) => Promise<unknown>;
}) {
  const id = useId();
  const saved = String(Math.round((budgetBytes / GB) * 10) / 10);
  const [value, setValue] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const gb = Number(value);
  const invalid = !Number.isFinite(gb) || gb < MIN_GB || gb > 1024;

  const save = async () => {
    setSaving(true);
    try {
      await onSave(Math.round(gb * GB));
      setError(null);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className="offline-data__budget"
      onSubmit={(event) => {
        event.preventDefault();
        if (!invalid) void save();
      }}
    >
      <label htmlFor={id}>Storage budget (GB)</label>
      <TextInput
        id={id}
        type="number"
        inputMode="decimal"
        min={MIN_GB}
        max={1024}
        step={0.1}
        value={value}
        aria-invalid={invalid}
        aria-describedby={`${id}-hint`}
        onChange={(event) => setValue(event.target.value)}
      />
      <Button size="sm" variant="outline" type="submit" loading={saving} disabled={invalid || value === saved}>
        Save budget
      </Button>
      <span id={`${id}-hint`} className={invalid || error ? 'offline-data__error' : 'offline-data__meta'}>
        {invalid ? `Enter ${MIN_GB} to 1024 GB.` : (error ?? 'Oldest lists go first when over it.')}
      </span>
    </form>
  );
}
