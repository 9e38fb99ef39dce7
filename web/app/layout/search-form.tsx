import { searchPath } from '@store/contract/slug';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { SearchIcon } from './icons';

/**
 * Spec §2: the submit is intercepted and navigates to the search route. Without JavaScript
 * the form still works: it GETs ?q= from the listing route, whose loader redirects to the search path.
 */
export function SearchForm({ className = '' }: { className?: string }) {
  const navigate = useNavigate();
  const id = useId();
  const [q, setQ] = useState('');
  return (
    // biome-ignore lint/a11y/useSemanticElements: a <search> wrapper is not yet announced everywhere
    <form
      role="search"
      action="/search/search/0/all"
      className={`relative flex w-full items-center ${className}`}
      onSubmit={(e) => {
        e.preventDefault();
        const text = q.trim();
        if (text) navigate(searchPath(text));
      }}
    >
      <label htmlFor={id} className="sr-only">
        Search products
      </label>
      <input
        id={id}
        name="q"
        type="search"
        value={q}
        onChange={(e) => setQ(e.target.value)}
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
    </form>
  );
}
