import { SHOP_MSG as MSG } from '@store/contract/shop-messages';
import { type ComponentType, useEffect, useState } from 'react';
import { useToast } from './toast';

/**
 * A dialog or side panel whose code is fetched the first time it opens, so a page's first load
 * carries only what the page shows (the JavaScript budget). Until then it renders nothing, as a
 * closed Modal shows nothing; once loaded it stays mounted and behaves as the component itself.
 * `preload` starts the fetch early, e.g. when the pointer or focus reaches the button that opens
 * it. If the fetch fails the shopper is told so and the dialog closes (its onClose); the next
 * opening tries again. A dialog whose props say "open" differently passes `isOpen`.
 */
export function lazyDialog<P extends { onClose: () => void }>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean = (props) => (props as P & { open?: boolean }).open === true,
) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const fetchOnce = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };

  function LazyDialog(props: P) {
    const [Component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
    const open = isOpen(props);
    const { onClose } = props;
    const toast = useToast();
    useEffect(() => {
      if (!open || Component) return;
      let live = true;
      fetchOnce().then(
        (component) => live && setComponent(() => component),
        () => {
          if (!live) return;
          toast.error(MSG.loadFailed);
          onClose();
        },
      );
      return () => {
        live = false;
      };
    }, [open, Component, onClose, toast]);
    return Component ? <Component {...props} /> : null;
  }
  const preload = () => {
    fetchOnce().catch(() => {}); // an opening will try again
  };
  return Object.assign(LazyDialog, { preload });
}
