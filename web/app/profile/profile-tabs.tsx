import { useRef } from 'react';

export const TABS = [
  { id: 'account', label: 'Account Settings' },
  { id: 'addresses', label: 'Manage Addresses' },
  { id: 'orders', label: 'Orders' },
] as const;
export type TabId = (typeof TABS)[number]['id'];
export const isTab = (s: string | null): s is TabId => TABS.some((t) => t.id === s);
export const tabId = (id: TabId) => `profile-tab-${id}`;
export const panelId = (id: TabId) => `profile-panel-${id}`;

/**
 * The profile's tablist (WAI-ARIA tabs, automatic activation): arrow keys, Home and End move
 * between tabs; only the selected tab is in the Tab order.
 */
export function ProfileTabs({
  selected,
  onSelect,
  onIntent,
}: {
  selected: TabId;
  onSelect: (id: TabId) => void;
  /** the pointer or focus reached a tab: a good moment to fetch its code */
  onIntent?: (id: TabId) => void;
}) {
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const move = (e: React.KeyboardEvent, index: number) => {
    const last = TABS.length - 1;
    const to =
      e.key === 'ArrowDown' || e.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : e.key === 'ArrowUp' || e.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : null;
    if (to === null) return;
    e.preventDefault();
    onSelect(TABS[to].id);
    refs.current[TABS[to].id]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label="Profile sections"
      className="grid grid-cols-3 gap-1 rounded-xl bg-stone-100 p-1 md:flex md:flex-col md:bg-transparent md:p-0"
    >
      {TABS.map((t, i) => {
        const active = t.id === selected;
        return (
          <button
            key={t.id}
            ref={(el) => {
              refs.current[t.id] = el;
            }}
            type="button"
            role="tab"
            id={tabId(t.id)}
            aria-selected={active}
            aria-controls={panelId(t.id)}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(t.id)}
            onPointerEnter={() => onIntent?.(t.id)}
            onFocus={() => onIntent?.(t.id)}
            onKeyDown={(e) => move(e, i)}
            className={`rounded-lg px-2 py-2.5 text-center text-sm font-semibold leading-tight focus-visible:outline-2 focus-visible:outline-brand-600 md:px-4 md:text-left ${
              active ? 'bg-brand-600 text-white' : 'text-stone-700 hover:bg-stone-200 md:hover:bg-stone-100'
            }`}
          >
            {t.label}
          </button>
        );
      })}
    </div>
  );
}
