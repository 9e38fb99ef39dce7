import { h, hydrate } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdStoredValues, showStoredValues, storedState } from './stored-state';

// The browser runs preact/compat in place of react (web/vite.config.ts): the hook as it ships.
vi.mock('react', async () => await import('preact/compat'));

const list = storedState<number[]>('stored-state-test', [], (raw) => (Array.isArray(raw) ? raw : null));
let renders = 0;
function Count() {
  renders++;
  return h('p', null, String(list.use().length));
}

/** Hydrates the server's page for a visitor it knows nothing about (the initial, empty value). */
async function hydrateServerPage({ held }: { held: boolean }) {
  const root = document.createElement('div');
  root.innerHTML = '<p>0</p>';
  if (held) holdStoredValues();
  await act(() => hydrate(h(Count, null), root));
  return root;
}

describe('a stored value while the page hydrates', () => {
  beforeEach(() => {
    renders = 0;
    localStorage.setItem('stored-state-test', JSON.stringify([7, 8]));
  });
  afterEach(() => {
    showStoredValues();
    localStorage.clear();
  });

  it('shown at once, re-renders its component inside the hydration (what the hold prevents)', async () => {
    const root = await hydrateServerPage({ held: false });
    expect(root.textContent).toBe('2');
    expect(renders).toBeGreaterThan(1);
  });

  it('held, hydrates as the server drew it, with its effects run and no second render', async () => {
    const root = await hydrateServerPage({ held: true });
    expect(root.textContent).toBe('0');
    expect(renders).toBe(1);
    // read directly (not through the hook), the stored value is there all along
    expect(list.get()).toEqual([7, 8]);

    await act(() => showStoredValues());
    expect(root.textContent).toBe('2');
    expect(renders).toBe(2);
  });

  it('set while held, shows the new value once shown', async () => {
    const root = await hydrateServerPage({ held: true });
    await act(() => list.set([1, 2, 3]));
    expect(root.textContent).toBe('0');
    await act(() => showStoredValues());
    expect(root.textContent).toBe('3');
  });
});
