import { searchPath } from '@store/contract/slug';
import { type ComponentType, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { SuggestBoxProps } from '../search/suggest-box';
import { SearchIcon } from './icons';

// The suggestion box is its own chunk, fetched when the shopper reaches the search box (focus,
// or a pointer over it): no page pays for it in its first-load JavaScript.
// Recent searches are written by that chunk too: typing a search focuses the box first.
let box: Promise<typeof import('../search/suggest-box')> | null = null;
const loadBox = () => {
  box ??= import('../search/suggest-box');
  box.catch(() => {
    box = null; // offline for a moment: the next focus tries again
  });
  return box;
};

/**
 * docs/spec.md §2: the submit is intercepted and navigates to the search route. Without JavaScript
 * the form still works: it GETs ?q= from the listing route, whose loader redirects to the search path.
 * With it, the input is an ARIA combobox whose list (suggestions, recent searches) the lazy
 * SuggestBox draws and drives through `keys`.
 */
export function SearchForm({ className = '' }: { className?: string }) {
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-list`;
  const [q, setQ] = useState('');
  const [Box, setBox] = useState<ComponentType<SuggestBoxProps> | null>(null);
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const [active, setActive] = useState<string | undefined>();
  const keys = useRef<((e: KeyboardEvent<HTMLInputElement>) => void) | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // On a slow phone a shopper types before the page hydrates: take over what is in the box.
  useEffect(() => {
    if (input.current?.value) setQ(input.current.value);
  }, []);
  const wake = () => {
    if (!Box)
      loadBox().then(
        (m) => setBox(() => m.SuggestBox),
        () => {},
      );
  };
  const search = (text: string) => {
    const t = text.trim();
    if (!t) return;
    loadBox().then(
      (m) => m.rememberSearch(t),
      () => {},
    );
    setOpen(false);
    setQ(t);
    navigate(searchPath(t));
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a <search> wrapper is not yet announced everywhere
    <form
      role="search"
      action="/search/search/0/all"
      className={`relative flex w-full items-center ${className}`}
      onPointerEnter={wake}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
      onSubmit={(e) => {
        e.preventDefault();
        search(input.current?.value ?? q); // the box itself: typed text may predate hydration
      }}
    >
      <label htmlFor={id} className="sr-only">
        Search products
      </label>
      <input
        ref={input}
        id={id}
        name="q"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open && expanded}
        aria-controls={Box ? listId : undefined}
        aria-activedescendant={open && expanded ? active : undefined}
        value={q}
        onChange={(e) => {
          setQ(e.target.value);
          setOpen(true);
        }}
        onFocus={() => {
          wake();
          setOpen(true);
        }}
        onKeyDown={(e) => keys.current?.(e)}
        placeholder="Search kurtas, shirts, sarees…"
        autoComplete="off"
        enterKeyHint="search"
        maxLength={200}
        className="h-10 w-full rounded-full border border-stone-300 bg-white pl-4 pr-11 text-sm placeholder:text-stone-500 focus:border-brand-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/30"
      />
      <button
        type="submit"
        aria-label="Search"
        className="absolute right-1 grid h-8 w-8 place-items-center rounded-full text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <SearchIcon className="h-5 w-5" />
      </button>
      {Box && (
        <Box
          q={q}
          inputId={id}
          listId={listId}
          open={open}
          setOpen={setOpen}
          setExpanded={setExpanded}
          setActive={setActive}
          keys={keys}
          onSearch={search}
          onGo={(to) => {
            setOpen(false);
            setQ('');
            navigate(to);
          }}
        />
      )}
    </form>
  );
}
