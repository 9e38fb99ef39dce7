import type { NewLaunch } from '@store/contract/catalog';
import { SHOP_MSG as MSG } from '@store/contract/shop-messages';
import { useCallback, useEffect, useState } from 'react';
import { CARD_SIZES_ROW } from '../product-cards/product-card';
import { ScrollRow } from '../product-cards/product-row';
import { lazyDialog } from '../ui/lazy-dialog';
import { Picture } from '../ui/picture';
import { useToast } from '../ui/toast';

const LaunchModal = lazyDialog(
  () => import('./launch-modal').then((m) => m.LaunchModal),
  (props) => props.launch !== null,
);

/**
 * The New Launches row: each item opens the Coming Soon modal (image carousel, name,
 * description). If the list could not be loaded the shopper sees the spec's toast.
 */
export function NewLaunches({ launches, failed }: { launches: NewLaunch[]; failed: boolean }) {
  const toast = useToast();
  const [open, setOpen] = useState<NewLaunch | null>(null);
  const close = useCallback(() => setOpen(null), []);
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
            onPointerEnter={LaunchModal.preload}
            onFocus={LaunchModal.preload}
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
      <LaunchModal launch={open} onClose={close} />
    </>
  );
}
