import { SHOP } from '@store/contract/shop';

// Delivery promise from the shop's warehouse (Lucknow for the demo shop). Couriers do not
// deliver on Sundays, so the working days of the promise skip them and the promised date is
// never a Sunday.

export const WAREHOUSE_PINCODE = SHOP.address.pincode;

export interface Place {
  district: string;
  latitude: number | null;
  longitude: number | null;
}

const EARTH_RADIUS_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in km, or null when either place has no coordinates. */
export function distanceKm(a: Place, b: Place): number | null {
  if (a.latitude == null || a.longitude == null || b.latitude == null || b.longitude == null) return null;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Working days to deliver from the warehouse to a place. */
export function deliveryDays(warehouse: Place, to: Place): number {
  if (to.district === warehouse.district) return 2;
  const km = distanceKm(warehouse, to);
  if (km == null) return 7;
  if (km <= 500) return 3;
  if (km <= 1000) return 4;
  if (km <= 2000) return 5;
  return 7;
}

const IST_OFFSET_MS = 330 * 60_000;

/** The date (YYYY-MM-DD, India time) that is `days` working days after `now`, skipping Sundays. */
export function deliveryDate(now: Date, days: number): string {
  const date = new Date(now.getTime() + IST_OFFSET_MS); // read its UTC fields as the IST calendar
  date.setUTCHours(0, 0, 0, 0);
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    if (date.getUTCDay() !== 0) left--;
  }
  return date.toISOString().slice(0, 10);
}
