import type { NewLaunch } from '@store/contract/catalog';
import { useRef, useState } from 'react';
import { ChevronIcon } from '../layout/icons';
import { Modal } from '../ui/modal';
import { Picture, WIDE_WIDTHS } from '../ui/picture';

/** The Coming Soon modal of a new launch: image carousel, name, description (loaded on first opening). */
export function LaunchModal({ launch, onClose }: { launch: NewLaunch | null; onClose: () => void }) {
  return (
    <Modal open={launch !== null} onClose={onClose} title="Coming Soon" size="lg">
      {launch && <LaunchDetail launch={launch} />}
    </Modal>
  );
}

function LaunchDetail({ launch }: { launch: NewLaunch }) {
  const track = useRef<HTMLUListElement>(null);
  const [i, setI] = useState(0);
  const n = launch.images.length;
  const show = (next: number) => {
    const k = (next + n) % n;
    setI(k);
    const el = track.current;
    el?.scrollTo({ left: k * el.clientWidth, behavior: 'smooth' });
  };
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <div className="relative">
        <ul
          ref={track}
          className="scrollbar-none flex snap-x snap-mandatory overflow-x-auto rounded-lg"
          aria-label={`${launch.name} images`}
          onScroll={(e) => setI(Math.round(e.currentTarget.scrollLeft / e.currentTarget.clientWidth))}
        >
          {launch.images.map((src, k) => (
            <li key={src} className="w-full shrink-0 snap-start">
              <Picture
                src={src}
                alt={`${launch.name}, image ${k + 1} of ${n}`}
                sizes="(min-width: 640px) 320px, 90vw"
                widths={WIDE_WIDTHS}
              />
            </li>
          ))}
        </ul>
        {n > 1 && (
          <div className="mt-2 flex items-center justify-center gap-3">
            <button
              type="button"
              onClick={() => show(i - 1)}
              aria-label="Previous image"
              className="grid h-9 w-9 place-items-center rounded-full border border-stone-300 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <ChevronIcon dir="left" className="h-5 w-5" />
            </button>
            <span className="text-sm text-stone-600" aria-live="polite">
              {i + 1} / {n}
            </span>
            <button
              type="button"
              onClick={() => show(i + 1)}
              aria-label="Next image"
              className="grid h-9 w-9 place-items-center rounded-full border border-stone-300 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <ChevronIcon dir="right" className="h-5 w-5" />
            </button>
          </div>
        )}
      </div>
      <div>
        <h3 className="text-xl font-semibold">{launch.name}</h3>
        <p className="mt-3 leading-relaxed text-stone-700">{launch.description}</p>
        <p className="mt-5 inline-block rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700">
          Launching soon
        </p>
      </div>
    </div>
  );
}
