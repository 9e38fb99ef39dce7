/**
 * The city people write on an address, where the India Post directory names a district that
 * is not it: its district names are old (Bangalore, Gurgaon) or administrative (Gautam Buddha
 * Nagar for Noida, Ranga Reddy for much of Hyderabad). A small table over the big cities;
 * every other pincode keeps its district as the city. The district stays its own field.
 */
interface CityRule {
  district: string;
  city: string;
  /** only pincodes in these inclusive ranges (the city's part of a larger district) */
  ranges?: readonly (readonly [number, number])[];
}

const RULES: readonly CityRule[] = [
  { district: 'Gautam Buddha Nagar', city: 'Noida', ranges: [[201301, 201310]] },
  { district: 'Gurgaon', city: 'Gurugram' },
  { district: 'Bangalore', city: 'Bengaluru' },
  { district: 'Mysore', city: 'Mysuru' },
  { district: 'Ranga Reddy', city: 'Hyderabad', ranges: [[500001, 500099]] },
  { district: 'Thane', city: 'Navi Mumbai', ranges: [[400701, 400710]] },
  { district: 'North 24 Parganas', city: 'Kolkata', ranges: [[700001, 700110]] },
  { district: 'South 24 Parganas', city: 'Kolkata', ranges: [[700001, 700110]] },
  { district: 'Kanpur Nagar', city: 'Kanpur' },
  { district: 'Ernakulam', city: 'Kochi', ranges: [[682001, 682040]] },
];

/** The districts of Delhi (Central Delhi, South West Delhi...) are the city of Delhi; New Delhi stays. */
const DELHI = 'Delhi';

const byDistrict = new Map<string, CityRule[]>();
for (const rule of RULES) byDistrict.set(rule.district, [...(byDistrict.get(rule.district) ?? []), rule]);

/** The city to fill in for a pincode of this district and state. */
export function cityOf(pincode: string, district: string, state: string): string {
  if (state === DELHI && district !== 'New Delhi') return DELHI;
  const code = Number(pincode);
  const rule = byDistrict
    .get(district)
    ?.find((r) => !r.ranges || r.ranges.some(([from, to]) => code >= from && code <= to));
  return rule?.city ?? district;
}
