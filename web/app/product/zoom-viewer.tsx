import { useEffect } from 'react';
import { ChevronIcon } from '../layout/icons';
import { Modal } from '../ui/modal';
import { Picture, WIDE_WIDTHS } from '../ui/picture';

const arrow =
  'absolute top-1/2 z-10 grid h-12 w-12 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-ink shadow-md hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-600';

/** The full-screen carousel behind a click on the main image: arrows, and the arrow keys. */
export function ZoomViewer({
  open,
  onClose,
  images,
  name,
  index,
  onIndex,
}: {
  open: boolean;
  onClose: () => void;
  images: string[];
  name: string;
  index: number;
  onIndex: (i: number) => void;
}) {
  const count = images.length;
  const go = (delta: number) => onIndex((index + delta + count) % count);
  useEffect(() => {
    if (!open || count < 2) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowRight') onIndex((index + 1) % count);
      if (e.key === 'ArrowLeft') onIndex((index - 1 + count) % count);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, count, index, onIndex]);
  return (
    <Modal open={open} onClose={onClose} title={name} size="full">
      <div className="relative mx-auto flex h-[calc(100dvh-11rem)] max-w-4xl items-center justify-center">
        {count > 0 && (
          <Picture
            key={images[index]}
            src={images[index]}
            alt={`${name}, image ${index + 1} of ${count}`}
            sizes="(min-width: 1024px) 60vw, 100vw"
            widths={WIDE_WIDTHS}
            fallbackWidth={1280}
            className="h-full w-auto max-w-full"
            imgClassName="object-contain"
          />
        )}
        {count > 1 && (
          <>
            <button type="button" className={`${arrow} left-2`} aria-label="Previous image" onClick={() => go(-1)}>
              <ChevronIcon dir="left" className="h-6 w-6" />
            </button>
            <button type="button" className={`${arrow} right-2`} aria-label="Next image" onClick={() => go(1)}>
              <ChevronIcon dir="right" className="h-6 w-6" />
            </button>
          </>
        )}
      </div>
      <p className="mt-2 text-center text-sm text-stone-600" aria-live="polite">
        {index + 1} / {count}
      </p>
    </Modal>
  );
}
