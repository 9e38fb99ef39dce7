import type { OrderLine, ReviewRequest } from '@store/contract/orders';
import { useEffect, useState } from 'react';
import { BusyButton } from '../../ui/busy-button';
import { TextArea, TextField } from '../../ui/form-field';
import { Modal } from '../../ui/modal';
import { primaryButton, secondaryButton } from '../../ui/styles';
import { StarRating } from './star-rating';

type Errors = Partial<Record<'rating' | 'review', string>>;

/** Write a Review (docs/spec.md §3 review payload: id, title, review, rating 1 to 5; plus the order line). */
export function ReviewModal({
  line,
  onClose,
  onSubmit,
}: {
  line: OrderLine | null;
  onClose: () => void;
  onSubmit: (body: ReviewRequest) => Promise<void>;
}) {
  const [rating, setRating] = useState(0);
  const [title, setTitle] = useState('');
  const [review, setReview] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!line) return;
    setRating(0);
    setTitle('');
    setReview('');
    setErrors({});
    setBusy(false);
  }, [line]);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!line) return;
    // The contract's messages, checked here so the shopper hears them before any request.
    const next: Errors = {};
    if (rating < 1) next.rating = 'Please give a rating';
    if (!review.trim()) next.review = 'Please write a review';
    setErrors(next);
    if (next.rating || next.review) return;
    setBusy(true);
    try {
      // The review comes from this order line; a second one of the product replaces the first.
      await onSubmit({ id: line.product_id, order_line: line.id, title: title.trim(), review: review.trim(), rating });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open={!!line} onClose={onClose} title="Write a Review">
      {line && (
        <form noValidate onSubmit={submit} className="space-y-4">
          <p className="text-sm font-medium text-stone-700">{line.product}</p>
          <StarRating
            value={rating}
            onChange={(n) => {
              setRating(n);
              setErrors((x) => ({ ...x, rating: undefined }));
            }}
            error={errors.rating}
          />
          <TextField label="Title" name="title" value={title} onValue={setTitle} maxLength={120} />
          <TextArea
            label="Review"
            value={review}
            onValue={(v) => {
              setReview(v);
              setErrors((x) => ({ ...x, review: undefined }));
            }}
            required
            maxLength={2000}
            error={errors.review}
          />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button type="button" className={secondaryButton} onClick={onClose}>
              Close
            </button>
            <BusyButton busy={busy} className={primaryButton}>
              Submit Review
            </BusyButton>
          </div>
        </form>
      )}
    </Modal>
  );
}
