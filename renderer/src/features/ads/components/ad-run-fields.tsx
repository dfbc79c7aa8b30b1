import { AD_GROUPS, type AdGroup } from '@domain/ads.ts';
import { Field } from '@/ui/field.tsx';
import { Select } from '@/ui/select.tsx';
import { TextInput } from '@/ui/text-input.tsx';
import type { useAdForm } from '../hooks/use-ad-form.ts';

const PLACEMENTS = AD_GROUPS.map((g) => ({ value: g, label: g }));

/** When the ad runs (from, to) and where (placement, then a page of it). */
export function AdRunFields({ form }: { form: ReturnType<typeof useAdForm> }) {
  const { values, set, errors } = form;
  return (
    <>
      <div className="ad-form__row">
        <Field label="From" required error={errors.fromDate}>
          {(p) => (
            <TextInput {...p} type="date" value={values.fromDate} onChange={(e) => set('fromDate', e.target.value)} />
          )}
        </Field>
        <Field label="To" required error={errors.toDate}>
          {(p) => (
            <TextInput {...p} type="date" value={values.toDate} onChange={(e) => set('toDate', e.target.value)} />
          )}
        </Field>
      </div>
      <div className="ad-form__row">
        <Field label="Placement" required error={errors.placementType}>
          {(p) => (
            <Select
              {...p}
              options={PLACEMENTS}
              value={values.placementType}
              onChange={(e) => form.choosePlacement(e.target.value as AdGroup)}
            />
          )}
        </Field>
        <Field label="Page location" required error={errors.pageLocation}>
          {(p) => (
            <Select
              {...p}
              options={form.locations}
              value={values.pageLocation}
              onChange={(e) => set('pageLocation', e.target.value)}
            />
          )}
        </Field>
      </div>
    </>
  );
}
