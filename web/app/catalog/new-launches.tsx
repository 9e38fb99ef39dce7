import type { NewLaunch } from '@store/contract/catalog';
import { MSG } from '@store/contract/messages';
import { useEffect, useRef, useState } from 'react';
import { ChevronIcon } from '../layout/icons';
import { Modal } from '../ui/modal';
import { useToast } from '../ui/toast';
import { Picture } from './picture';
import { CARD_SIZES_ROW } from './product-card';
import { ScrollRow } from './product-row';

/**
 * The New Launches row: each item opens the Coming Soon modal (image carousel, name,
 * description). If the list could not be loaded the shopper sees the spec's toast.
 */
export function NewLaunches({ launches, failed }: { launches: NewLaunch[]; failed: boolean }) {
  const toast = useToast();
  const [open, setOpen] = useState<NewLaunch | null>(null);
  useEffect(() => {
    if (failed) toast.error(MSG.newLaunchFailed);
  }, [failed, toast]);
  if (launches.length === 0) return null;
  return (
    <>
      <ScrollRow title="New Launches">
        {launches.map((l) => (
          <button
            key={l.id}
            type="button"
            onClick={() => setOpen(l)}
            aria-haspopup="dialog"
            className="group block w-full rounded-lg text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <span className="relative block overflow-hidden rounded-lg">
              <Picture
                src={l.images[0]}
                alt={l.name}
                sizes={CARD_SIZES_ROW}
                imgClassName="transition duration-300 group-hover:scale-[1.03]"
              />
              <span className="absolute left-2 top-2 rounded bg-ink px-1.5 py-0.5 text-xs font-bold uppercase tracking-wide text-white">
                Coming Soon
              </span>
            </span>
            <span className="mt-3 line-clamp-2 block text-sm font-medium text-stone-800">{l.name}</span>
          </button>
        ))}
      </ScrollRow>
      <Modal open={open !== null} onClose={() => setOpen(null)} title="Coming Soon" size="lg">
        {open && <LaunchDetail launch={open} />}
      </Modal>
    </>
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
