/**
 * Searches the shopper made on this device, newest first, kept in localStorage (never sent
 * anywhere) so the search box can offer them again; the suggestion box has a Clear button.
 */
export const RECENT_SEARCHES_KEY = 'recentSearches';
const MAX_RECENT = 8;

export function recentSearches(): string[] {
  try {
    const raw = JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY) ?? '[]');
    return Array.isArray(raw) ? raw.filter((s): s is string => typeof s === 'string').slice(0, MAX_RECENT) : [];
  } catch {
    return [];
  }
}

export function rememberSearch(text: string): void {
  const q = text.trim().replace(/\s+/g, ' ').slice(0, 200);
  if (!q) return;
  const next = [q, ...recentSearches().filter((s) => s.toLowerCase() !== q.toLowerCase())].slice(0, MAX_RECENT);
  try {
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(next));
  } catch {
    // Storage full or blocked (private mode): the search works without remembering it.
  }
}

export function clearRecentSearches(): void {
  try {
    localStorage.removeItem(RECENT_SEARCHES_KEY);
  } catch {
    // Blocked storage holds nothing to clear.
  }
}
