// npm run bench:links — what a page's links cost at hydration in the browser's runtime (Preact,
// React Router's production build; happy-dom in Node, so only the ratio carries to a phone):
// 70 links, as home renders, hydrated from their own HTML, React Router's `Link` against the
// store's (web/app/lib/link.tsx). Prints min and median ms of the synchronous hydration.
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createMemoryRouter, Link as RouterLink, RouterProvider } from 'react-router';
import { expect, it } from 'vitest';
import { Link, LinkNavigation } from '../../web/app/lib/link';
// @ts-expect-error: a plain .mjs of the benchmarks, without types
import { load, machine } from '../lib/machine.mjs';

const paths = Array.from({ length: 70 }, (_, i) => `/men/${i}/shirt-${i}`);

function Page({ lean }: { lean: boolean }) {
  const L = lean ? Link : RouterLink;
  const list = (
    <ul>
      {paths.map((p) => (
        <li key={p}>
          <L to={p} className="block">
            Shirt {p}
          </L>
        </li>
      ))}
    </ul>
  );
  return lean ? <LinkNavigation>{list}</LinkNavigation> : list;
}
const page = (lean: boolean) => (
  <RouterProvider router={createMemoryRouter([{ path: '*', Component: () => <Page lean={lean} /> }])} />
);
const tick = (ms = 0) => new Promise((r) => setTimeout(r, ms));

/** ms of each hydration, sorted */
async function hydrations(lean: boolean, rounds: number) {
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const scratch = document.createElement('div');
    const drawn = createRoot(scratch);
    drawn.render(page(lean));
    await tick();
    const el = document.createElement('div');
    el.innerHTML = scratch.innerHTML; // the server's HTML of the same page
    drawn.unmount();
    const t0 = performance.now();
    const root = hydrateRoot(el, page(lean));
    times.push(performance.now() - t0);
    expect(el.querySelectorAll('a')).toHaveLength(paths.length);
    await tick(20); // their effects run before the next round
    root.unmount();
  }
  return times.sort((a, b) => a - b);
}

it('hydrates 70 links', async () => {
  await hydrations(false, 20); // warm both up first
  await hydrations(true, 20);
  const m = machine();
  const before = load();
  const ms = (t: number[]) => `min ${t[0].toFixed(2)}, median ${t[t.length >> 1].toFixed(2)} ms`;
  for (let round = 0; round < 3; round++) {
    console.log(`React Router's Link: ${ms(await hydrations(false, 100))}`);
    console.log(`the store's Link:    ${ms(await hydrations(true, 100))}`);
  }
  console.log(`machine: ${m.cpu}, ${m.cores} cores, Node ${m.node}, load ${before} -> ${load()} (1-min average)`);
}, 120_000);
