import { isValidElement, memo, type ReactElement, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

// Hydration split by priority (docs/decisions/0029-hydration-by-priority.md). The browser
// hydrates the page in one task; on a slow phone that task is what delays the first tap. A section
// wrapped in <HydrateLater> keeps the server's HTML (visible, links working as plain links) and
// is hydrated in a task of its own: when it comes near the screen, or when the shopper touches,
// points at or focuses something inside it (before the click is dispatched, so the click lands on
// a hydrated button). A section never reached is never hydrated: a cheap phone spends nothing on
// the footer of a page the shopper leaves from the top. On the server and in every render after
// the first page's hydration it is just its child.

type Gate = { open: boolean; opened: Promise<void>; release: () => void };

let hydrating = false;
/**
 * entry.client.tsx hydrates the page inside this: sections rendered meanwhile wait. Any other
 * render (a later page, a dialog, a component test) draws them at once.
 */
export function hydratingPage(hydrate: () => void) {
  hydrating = true;
  try {
    hydrate();
  } finally {
    hydrating = false;
  }
}

function newGate(): Gate {
  if (!hydrating) return { open: true, opened: Promise.resolve(), release() {} };
  let release = () => {};
  const opened = new Promise<void>((resolve) => {
    release = resolve;
  });
  const gate: Gate = {
    open: false,
    opened,
    release() {
      if (gate.open) return;
      gate.open = true;
      release();
    },
  };
  return gate;
}

// Sections come near the screen several at once (the first screen, a fast scroll); each is
// hydrated in a task of its own, in the order they came, so no single task holds the main thread
// for them all (a phone's tap waits for the current task only).
const due: Gate[] = [];
function hydrateNextDue() {
  due.shift()?.release();
  if (due.length > 0) setTimeout(hydrateNextDue);
}
function whenDue(gate: Gate) {
  if (gate.open || due.includes(gate)) return;
  due.push(gate);
  if (due.length === 1) setTimeout(hydrateNextDue);
}

function Gated({ gate, children }: { gate: Gate; children: ReactElement }) {
  // Suspending while hydrating keeps the server's DOM and resumes when the promise settles
  // (React and preact/compat both do this).
  if (!gate.open) throw gate.opened;
  return children;
}

const URGENT = ['pointerdown', 'focusin', 'keydown', 'mouseover'] as const;

// Props are the same when each value is, and an element among them (a <Suspense>'s child, say)
// is the same when its type, key and props are, a list of children when each child is: a
// parent's render makes new element objects and arrays, and taking them for new data drew the
// waiting section afresh on every render of the page around it.
function sameProps(a: object, b: object): boolean {
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = Object.keys(x);
  return keys.length === Object.keys(y).length && keys.every((k) => sameValue(x[k], y[k]));
}
function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => sameValue(v, b[i]));
  if (!isValidElement(a) || !isValidElement(b)) return false;
  return a.type === b.type && a.key === b.key && sameProps(a.props as object, b.props as object);
}

/**
 * Its child (one element: the kept DOM is one node) hydrates after the rest of the page.
 * `className` places the wrapper where the child would sit (a grid cell, say). `soon` hydrates
 * it in the first task after the page's, wherever it is: for a section that shows the shopper's
 * own state (the cart count), which must not stay the server's while it is off screen.
 * Hydrated, it renders again only when its child's props change: the sections it wraps are the
 * page's largest and mostly still (a product's tabs and similar products), and a tap on a size,
 * or the stored cart shown after hydration, drew them all again with the page around them.
 */
export const HydrateLater = memo(function HydrateLater({
  children,
  className,
  soon = false,
}: {
  children: ReactElement;
  className?: string;
  soon?: boolean;
}) {
  const box = useRef<HTMLDivElement>(null);
  const gate = useRef<Gate | null>(null);
  gate.current ??= newGate();
  // Hydration keeps the server's attributes: a section still waiting when its props change, or
  // when the page navigates (it may read the location), would show the old HTML with the new data.
  // It is rendered afresh instead. A re-render with the same props (a parent's state changing)
  // keeps it waiting.
  const { key } = useLocation();
  const first = useRef({ key, props: children.props });
  const remountKey = useRef(0);
  if (!gate.current.open && (key !== first.current.key || !sameProps(children.props, first.current.props))) {
    gate.current = newGate();
    remountKey.current++;
  }

  useEffect(() => {
    const current = gate.current;
    const element = box.current;
    if (!current || current.open || !element) return;
    // The child's own box: the wrapper may be `display: contents` (no box); a child that is not
    // displayed (a closed panel) never comes near and waits for a touch or new props.
    const shown = element.firstElementChild ?? element;
    if (soon) whenDue(current);
    const now = () => current.release();
    const near = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && whenDue(current), {
      rootMargin: '200px 0px',
    });
    const stop = () => {
      near.disconnect();
      for (const type of URGENT) element.removeEventListener(type, now, { capture: true });
    };
    for (const type of URGENT) element.addEventListener(type, now, { capture: true, passive: true });
    near.observe(shown);
    current.opened.then(stop);
    return stop;
  }, [soon]);

  return (
    <div ref={box} className={className}>
      <Suspense fallback={null} key={remountKey.current}>
        <Gated gate={gate.current}>{children}</Gated>
      </Suspense>
    </div>
  );
}, sameProps);
