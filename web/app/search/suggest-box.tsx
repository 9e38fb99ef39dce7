import type { Suggestions } from '@store/contract/catalog';
import { imageUrl } from '@store/contract/images';
import { formatInr } from '@store/contract/money';
import { type KeyboardEvent, type MutableRefObject, useEffect, useMemo, useRef, useState } from 'react';
import { api } from '../lib/api';
import { clearRecentSearches, recentSearches } from './recent-searches';

export { rememberSearch } from './recent-searches';

/** Wait this long after the last keystroke before asking the server. */
export const SUGGEST_DEBOUNCE_MS = 150;

export interface SuggestBoxProps {
  q: string;
  inputId: string;
  listId: string;
  /** the shopper is in the search box and has not closed the list (Escape) */
  open: boolean;
  setOpen: (open: boolean) => void;
  /** whether a list is shown: the input's aria-expanded */
  setExpanded: (shown: boolean) => void;
  /** the id of the highlighted option: the input's aria-activedescendant */
  setActive: (id: string | undefined) => void;
  /** the input's keydown goes here */
  keys: MutableRefObject<((e: KeyboardEvent<HTMLInputElement>) => void) | null>;
  onSearch: (text: string) => void;
  onGo: (path: string) => void;
}

interface Option {
  group: string;
  label: string;
  hint?: string;
  image?: string;
  run: () => void;
}

/**
 * The list under the search box: recent searches (kept on this device) while it is empty,
 * then, as the shopper types, searches that complete or correct the words, sub-categories and
 * products from GET /api/product/suggest. The input stays focused (ARIA combobox with
 * aria-activedescendant): arrows move, Enter picks, Escape closes, a click picks.
 */
export function SuggestBox({
  q,
  inputId,
  listId,
  open,
  setOpen,
  setExpanded,
  setActive,
  keys,
  onSearch,
  onGo,
}: SuggestBoxProps) {
  const text = q.trim().replace(/\s+/g, ' ');
  const [data, setData] = useState<Suggestions | null>(null);
  const [recent, setRecent] = useState<string[]>([]);
  const [index, setIndex] = useState(-1);
  // The form's callbacks are new on every render; the options must not be (they reset the highlight).
  const act = useRef({ onSearch, onGo });
  act.current = { onSearch, onGo };

  useEffect(() => {
    if (open) setRecent(recentSearches());
  }, [open]);

  useEffect(() => {
    if (text.length < 2) {
      setData(null);
      return;
    }
    const ctrl = new AbortController();
    const timer = setTimeout(() => {
      api('GET /product/suggest', { query: { q: text }, signal: ctrl.signal })
        .then((body) => body.data && setData(body.data))
        .catch(() => {}); // suggestions are a help: a failure leaves the plain search box
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      ctrl.abort();
    };
  }, [text]);

  const options = useMemo<Option[]>(() => {
    const { onSearch, onGo } = act.current;
    if (text.length < 2) return recent.map((r) => ({ group: 'Recent searches', label: r, run: () => onSearch(r) }));
    if (!data) return [];
    return [
      ...data.words.map((w) => ({
        group: 'Searches',
        label: w,
        hint: w === data.corrected ? 'Did you mean' : undefined,
        run: () => onSearch(w),
      })),
      ...data.sub_categories.map((s) => ({
        group: 'Categories',
        label: s.name,
        hint: `in ${s.category}`,
        run: () => onGo(s.url),
      })),
      ...data.products.map((p) => ({
        group: 'Products',
        label: p.name,
        hint: formatInr(p.discounted_price),
        image: imageUrl(p.image_1, 160),
        run: () => onGo(p.url),
      })),
    ];
  }, [text, recent, data]);

  const shown = open && options.length > 0;
  const optionId = (i: number) => `${listId}-${i}`;
  // A new list starts with nothing highlighted.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset whenever the options change
  useEffect(() => setIndex(-1), [options]);
  useEffect(() => setExpanded(shown), [shown, setExpanded]);
  useEffect(() => setActive(shown && index >= 0 ? optionId(index) : undefined));

  keys.current = (e) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) return setOpen(true);
      if (options.length === 0) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      const n = options.length;
      // Past either end the highlight goes back to the text being typed (-1), then wraps.
      setIndex((i) => (i + step < -1 ? n - 1 : i + step >= n ? -1 : i + step));
    } else if (e.key === 'Enter' && shown && index >= 0) {
      e.preventDefault();
      options[index].run();
    } else if (e.key === 'Escape' && shown) {
      e.preventDefault();
      setOpen(false);
    }
  };

  const groups = [...new Set(options.map((o) => o.group))];
  return (
    <>
      <p className="sr-only" aria-live="polite">
        {shown ? `${options.length} ${options.length === 1 ? 'suggestion' : 'suggestions'}` : ''}
      </p>
      {shown && (
        // biome-ignore lint/a11y/noStaticElementInteractions: only keeps the input focused during a click
        <div
          className="absolute inset-x-0 top-full z-50 mt-1 max-h-[70vh] overflow-y-auto rounded-xl border border-stone-200 bg-white py-1 text-sm shadow-lg"
          // A click on the list must not blur the input first (that would close the list).
          onMouseDown={(e) => e.preventDefault()}
          data-testid="search-suggestions"
        >
          <div id={listId} role="listbox" aria-label="Search suggestions">
            {groups.map((g) => (
              // biome-ignore lint/a11y/useSemanticElements: a listbox holds groups of options, not fieldsets
              <div key={g} role="group" aria-labelledby={`${listId}-${slug(g)}`}>
                <div
                  id={`${listId}-${slug(g)}`}
                  className="flex items-center justify-between px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-stone-600"
                >
                  {g}
                </div>
                {options.map((o, i) =>
                  o.group !== g ? null : (
                    // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's input takes the keys (aria-activedescendant)
                    <div
                      key={`${g}-${o.label}`}
                      id={optionId(i)}
                      role="option"
                      aria-selected={i === index}
                      tabIndex={-1}
                      onClick={o.run}
                      onMouseMove={() => i !== index && setIndex(i)}
                      className={`flex cursor-pointer items-center gap-3 px-3 py-2 ${i === index ? 'bg-brand-50 text-brand-800' : 'text-stone-800'}`}
                    >
                      {o.image && (
                        <img src={o.image} alt="" width={32} height={40} className="h-10 w-8 rounded object-cover" />
                      )}
                      <span className="min-w-0 flex-1 truncate">
                        {o.hint === 'Did you mean' && <span className="text-stone-600">Did you mean </span>}
                        <span className="font-medium">{o.label}</span>
                      </span>
                      {o.hint && o.hint !== 'Did you mean' && (
                        <span className="shrink-0 text-xs text-stone-600">{o.hint}</span>
                      )}
                    </div>
                  ),
                )}
              </div>
            ))}
          </div>
          {text.length < 2 && recent.length > 0 && (
            <button
              type="button"
              onClick={() => {
                clearRecentSearches();
                setRecent([]);
                document.getElementById(inputId)?.focus();
              }}
              className="mx-3 my-1 text-xs font-semibold text-brand-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              Clear recent searches
            </button>
          )}
        </div>
      )}
    </>
  );
}

const slug = (s: string) => s.toLowerCase().replace(/\s+/g, '-');
