// 'compact' suits a one-line choice with a hint (payment mode), 'roomy' a block of text (an address).
const SHAPE = { compact: 'items-start rounded-lg px-3 py-2.5', roomy: 'rounded-xl p-4' };

/**
 * A radio button drawn as a card: the whole card is its label, and it is marked when checked
 * and outlined when the radio has keyboard focus.
 */
export function RadioCard({
  name,
  value,
  checked,
  onChange,
  shape = 'compact',
  testId,
  children,
}: {
  name: string;
  value: string | number;
  checked: boolean;
  onChange: () => void;
  shape?: keyof typeof SHAPE;
  testId?: string;
  children: React.ReactNode;
}) {
  return (
    <label
      data-testid={testId}
      className={`flex cursor-pointer gap-3 border border-stone-300 ${SHAPE[shape]} has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600`}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        className="mt-1 h-4 w-4 shrink-0 accent-brand-600"
      />
      {children}
    </label>
  );
}
