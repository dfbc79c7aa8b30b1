import { Check } from 'lucide-react';
import { inCatalog, type PresetCategory, type PresetItem } from '@domain/sourcing-presets.ts';
// A row of chips, as the desks' filter chips are laid out.
import '@/ui/desk.css';

type CatalogEntry = { id: string; name: string; parentId: string | null };

/** The department's presets by main category; a tick marks what the catalog already has. */
export function CatalogPresets({
  departmentName,
  presets,
  entries,
  onChoose,
}: {
  departmentName: string;
  presets: readonly PresetCategory[];
  entries: CatalogEntry[];
  onChoose: (main: PresetCategory, item: PresetItem | null) => void;
}) {
  return (
    <section className="panel panel--span" aria-labelledby="presets-title">
      <header className="panel__header">
        <h2 id="presets-title">Presets for {departmentName}</h2>
        <p>Choose an item to fill the form in; its main category is created for you if missing.</p>
      </header>
      <div className="presets">
        {presets.map((main) => {
          const mainId = entries.find(
            (e) => e.parentId === null && e.name.toLowerCase() === main.name.toLowerCase(),
          )?.id;
          return (
            <div key={main.name} className="presets__group">
              <button type="button" className="presets__main" onClick={() => onChoose(main, null)}>
                {main.name}
                {mainId && <Check size={14} aria-label="in your catalog" />}
              </button>
              <div className="filter-chips">
                {main.items.map((item) => {
                  const have = mainId ? inCatalog(entries, item.name, mainId) : false;
                  return (
                    <button
                      key={item.name}
                      type="button"
                      className={['chip', have && 'chip--have'].filter(Boolean).join(' ')}
                      onClick={() => onChoose(main, item)}
                    >
                      {have && <Check size={12} aria-hidden="true" />}
                      {item.name}
                    </button>
                  );
                })}
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}
