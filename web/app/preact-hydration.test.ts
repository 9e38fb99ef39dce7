import { createElement as h, hydrate, Fragment as PreactFragment } from 'preact';
import { useId as preactUseId, useState } from 'preact/hooks';
import { act } from 'preact/test-utils';
import { createElement as r, useId as reactUseId } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { installPreactHydration } from './preact-hydration';

installPreactHydration();

// The page is React's (the server), the hydration Preact's (the browser): what a shopper's
// browser does with every page, on one field whose label and hint point at its input by id.
type Make = (type: string, props: object | null, ...children: unknown[]) => unknown;
function field(id: string, make: Make, more?: unknown) {
  return make(
    'div',
    null,
    make('label', { htmlFor: id }, 'Email'),
    make('input', { id, 'aria-describedby': `${id}-hint` }),
    more as never,
  );
}
function ReactField() {
  return field(reactUseId(), r as Make) as ReturnType<typeof r>;
}
let open: (v: boolean) => void = () => {};
function PreactField() {
  const id = preactUseId();
  const [shown, setShown] = useState(false);
  open = setShown;
  // the hint appears after hydration, with the id Preact gives the field
  return field(id, h as Make, shown ? h('p', { id: `${id}-hint` }, 'hint') : null) as ReturnType<typeof h>;
}

describe('Preact hydrating React server HTML', () => {
  it('keeps the server DOM and gives the hydrated elements the ids later renders use', async () => {
    const root = document.createElement('div');
    root.innerHTML = renderToString(r(ReactField));
    const input = root.querySelector('input');
    expect(input?.id).toMatch(/^:R/); // React's id, as the server wrote it
    hydrate(h(PreactField, null), root);
    expect(root.querySelector('input')).toBe(input); // kept, not rebuilt
    const label = root.querySelector('label');
    expect(input?.id).toMatch(/^P/);
    expect(label?.getAttribute('for')).toBe(input?.id);
    await act(() => open(true));
    const hint = root.querySelector('p');
    expect(hint?.id).toBe(input?.getAttribute('aria-describedby'));
  });

  it('takes the layout’s <html> as its children, since Preact renders into <html>', () => {
    expect(h('html', { lang: 'en-IN' }).type).toBe(PreactFragment);
  });
});
