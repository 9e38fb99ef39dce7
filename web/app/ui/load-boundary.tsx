import { SHOP_MSG as MSG } from '@store/contract/shop-messages';
import { Component, type ComponentType, lazy, type ReactNode } from 'react';
import { secondaryButton } from './styles';

/**
 * React.lazy that can be tried again: lazy() keeps a failed load's rejection for good, so `retry`
 * swaps in a fresh one. Render it inside a LoadBoundary that calls `retry`.
 */
export function retryableLazy(load: () => Promise<ComponentType>) {
  const make = () => lazy(() => load().then((component) => ({ default: component })));
  let Current = make();
  const Lazy = () => <Current />;
  return Object.assign(Lazy, {
    retry: () => {
      Current = make();
    },
  });
}

interface Props {
  children: ReactNode;
  onRetry: () => void;
}

/** Where a lazily loaded part of a page failed to load (or to render): say so, offer Try again. */
export class LoadBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="grid justify-items-center gap-3 py-8 text-center text-stone-700">
        <p>{MSG.loadFailed}</p>
        <button
          type="button"
          className={secondaryButton}
          onClick={() => {
            this.props.onRetry();
            this.setState({ failed: false });
          }}
        >
          Try again
        </button>
      </div>
    );
  }
}
