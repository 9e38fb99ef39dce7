import type { ReactNode } from 'react';
import { Link } from '../../lib/link';
import { Picture, THUMB_WIDTHS } from '../../ui/picture';

/**
 * One bought line as the orders tab and the order page both show it: the picture and name link to
 * the product, the amount on the right, and whatever the page adds beneath.
 */
export function LineFrame({
  line,
  amount,
  testId,
  amountTestId,
  children,
}: {
  line: { product_url: string; image: string; product: string };
  amount: string;
  testId: string;
  amountTestId?: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-4 py-4" data-testid={testId}>
      <Link to={line.product_url} className="w-20 shrink-0 sm:w-24" tabIndex={-1} aria-hidden="true">
        <Picture src={line.image} alt="" sizes="96px" widths={THUMB_WIDTHS} className="rounded-md" />
      </Link>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          <Link
            to={line.product_url}
            className="font-medium leading-snug text-ink hover:text-brand-700 hover:underline"
          >
            {line.product}
          </Link>
          <p className="font-semibold" data-testid={amountTestId}>
            {amount}
          </p>
        </div>
        {children}
      </div>
    </li>
  );
}
