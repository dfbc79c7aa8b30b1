import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
  /** Shown but not selectable; a click calls onDisabledSelect (e.g. to say it is not available yet). */
  disabled?: boolean;
}

export interface TabsProps {
  label: string;
  tabs: readonly TabItem[];
  value: string;
  onValueChange: (id: string) => void;
  onDisabledSelect?: (id: string) => void;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between enabled tabs. */
export function Tabs({ label, tabs, value, onValueChange, onDisabledSelect }: TabsProps) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const enabled = tabs.filter((tab) => !tab.disabled);

  const focusTab = (id: string) => {
    onValueChange(id);
    listRef.current?.querySelector<HTMLButtonElement>(`[data-tab-id="${CSS.escape(id)}"]`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const index = enabled.findIndex((tab) => tab.id === value);
    const next = {
      ArrowRight: enabled[(index + 1) % enabled.length],
      ArrowLeft: enabled[(index - 1 + enabled.length) % enabled.length],
      Home: enabled[0],
      End: enabled[enabled.length - 1],
    }[event.key];
    if (!next) return;
    event.preventDefault();
    focusTab(next.id);
  };

  const active = tabs.find((tab) => tab.id === value);
  return (
    <div className="tabs">
      <div className="tabs__list" role="tablist" aria-label={label} ref={listRef} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            data-tab-id={tab.id}
            id={`${baseId}-tab-${tab.id}`}
            aria-controls={`${baseId}-panel-${tab.id}`}
            aria-selected={tab.id === value}
            aria-disabled={tab.disabled || undefined}
            tabIndex={tab.id === value ? 0 : -1}
            className="tabs__tab"
            onClick={() => (tab.disabled ? onDisabledSelect?.(tab.id) : onValueChange(tab.id))}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {active && (
        <div
          className="tabs__panel"
          role="tabpanel"
          id={`${baseId}-panel-${active.id}`}
          aria-labelledby={`${baseId}-tab-${active.id}`}
        >
          {active.content}
        </div>
      )}
    </div>
  );
}
