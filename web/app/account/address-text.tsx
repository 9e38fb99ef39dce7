import type { Address } from './account-types';

/** One address as the courier needs it. */
export function AddressText({ address: a }: { address: Address }) {
  return (
    <>
      <span className="flex flex-wrap items-center gap-2">
        <span className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-semibold uppercase tracking-wide text-stone-700">
          {a.address_type}
        </span>
        <span className="font-semibold text-ink">{a.name}</span>
      </span>
      <span className="mt-1 block text-sm leading-6 text-stone-700">
        {a.address_line_1}
        {a.address_line_2 && <>, {a.address_line_2}</>}, {a.city}, {a.state} {a.pin_code}, {a.country}
        <br />
        Phone: {a.phone_number}
      </span>
    </>
  );
}
