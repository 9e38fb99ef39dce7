import { Fragment, options, type VNode } from 'preact';

// The browser runs Preact (preact/compat stands in for react and react-dom, web/vite.config.ts);
// the server renders with React. Two differences matter when Preact hydrates React's page
// (docs/decisions/0028-preact-in-the-browser.md); web/app/entry.client.tsx installs these once.

/** Props that carry an id made by useId, and the attribute each sets. */
const ID_ATTRIBUTES = new Map([
  ['id', 'id'],
  ['htmlFor', 'for'],
  ['for', 'for'],
  ['name', 'name'],
  ['form', 'form'],
  ['list', 'list'],
  ['aria-controls', 'aria-controls'],
  ['aria-labelledby', 'aria-labelledby'],
  ['aria-describedby', 'aria-describedby'],
  ['aria-owns', 'aria-owns'],
  ['aria-activedescendant', 'aria-activedescendant'],
]);
export function installPreactHydration() {
  // 1. Preact renders a document's children into <html> (its container), so the root layout's
  // <html> element is taken as a fragment: <head> and <body> meet their own DOM. Its attributes
  // (lang) never change in the browser.
  const previousVnode = options.vnode;
  options.vnode = (vnode: VNode) => {
    if (vnode.type === 'html') vnode.type = Fragment;
    previousVnode?.(vnode);
  };

  // 2. Hydration keeps the server's attributes, and React's useId (":R5cb5:") is not Preact's
  // ("P0-7"): a label, aria-controls or radio group rendered later would point at an id the DOM
  // does not have. So an id-bearing attribute that differs from its props is set: that happens
  // only when an element was hydrated (now or, for a section hydrated later, then); in every
  // other render Preact has already set it and the check finds them equal.
  const previousDiffed = options.diffed;
  options.diffed = (vnode: VNode) => {
    if (typeof vnode.type === 'string') {
      // the element Preact matched: vnode._dom, `__e` in Preact's published build
      const dom = (vnode as unknown as { __e?: Element | null }).__e;
      const props = vnode.props as Record<string, unknown>;
      // runs after every element's render: walk its few props, not the list of names
      for (const prop in props) {
        const name = ID_ATTRIBUTES.get(prop);
        if (!name) continue;
        const value = props[prop];
        if (dom && typeof value === 'string' && dom.getAttribute(name) !== value) dom.setAttribute(name, value);
      }
    }
    previousDiffed?.(vnode);
  };
}
