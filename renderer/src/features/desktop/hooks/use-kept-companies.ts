import { useCallback, useEffect, useState } from 'react';
import type { DesktopBridge } from '@/platform/desktop-bridge.ts';

export interface CompanyChoice {
  id: string;
  name: string;
}

/**
 * An admin's choice of the companies whose products and bids the cache keeps: every company mirrored (id
 * and name, by name: readable offline) and the choice main keeps (null: all of them), saved through main,
 * which then syncs those companies' rows in and the others' out.
 */
export function useKeptCompanies(bridge: DesktopBridge, enabled: boolean) {
  const [companies, setCompanies] = useState<CompanyChoice[]>([]);
  const [kept, setKept] = useState<string[] | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const refresh = useCallback(async () => {
    try {
      const [list, choice] = await Promise.all([bridge.companies(), bridge.keptCompanies()]);
      setCompanies(list.map((c) => ({ id: c.id, name: c.company_name })));
      setKept(choice);
      setError(null);
    } catch (e) {
      setError((e as Error).message);
    }
  }, [bridge]);

  useEffect(() => {
    if (!enabled) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- loads from main once the dialog opens
    void refresh();
    // The companies arrive with a sync (the first one, a rename, a new company).
    return bridge.on('dataChanged', ({ tables }) => {
      if (tables.includes('company_details')) void refresh();
    });
  }, [bridge, enabled, refresh]);

  const save = async (ids: string[] | null) => {
    setSaving(true);
    try {
      await bridge.setKeptCompanies(ids);
      setKept(ids);
      setError(null);
      return true;
    } catch (e) {
      setError((e as Error).message);
      return false;
    } finally {
      setSaving(false);
    }
  };

  return { companies, kept, error, saving, save };
}
