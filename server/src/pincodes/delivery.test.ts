import { describe, expect, it } from 'vitest';
import { deliveryDate, deliveryDays, distanceKm } from './delivery';

const lucknow = { district: 'Lucknow', latitude: 26.8537, longitude: 80.9484 };

describe('delivery estimates', () => {
  it('measures great-circle distance in km', () => {
    const delhi = { district: 'Central Delhi', latitude: 28.6327, longitude: 77.2196 };
    expect(distanceKm(lucknow, delhi)).toBeGreaterThan(400);
    expect(distanceKm(lucknow, delhi)).toBeLessThan(440);
    expect(distanceKm(lucknow, { district: 'X', latitude: null, longitude: null })).toBeNull();
  });

  it('promises by district and distance bands', () => {
    const at = (lat: number, lng: number) => ({ district: 'Elsewhere', latitude: lat, longitude: lng });
    expect(deliveryDays(lucknow, { ...lucknow, latitude: null, longitude: null })).toBe(2);
    expect(deliveryDays(lucknow, at(28.63, 77.22))).toBe(3); // Delhi
    expect(deliveryDays(lucknow, at(22.57, 88.36))).toBe(4); // Kolkata ~890 km
    expect(deliveryDays(lucknow, at(18.94, 72.83))).toBe(5); // Mumbai
    expect(deliveryDays(lucknow, at(8.5, 76.95))).toBe(7); // Thiruvananthapuram
    expect(deliveryDays(lucknow, { district: 'Leh', latitude: null, longitude: null })).toBe(7);
  });

  it('counts working days in India time and never lands on a Sunday', () => {
    // Saturday 23:00 IST is already Saturday in India; 1 working day -> Monday.
    expect(deliveryDate(new Date('2026-06-13T17:30:00Z'), 1)).toBe('2026-06-15');
    // Saturday 19:00 UTC is Sunday 00:30 IST: 2 working days -> Tuesday.
    expect(deliveryDate(new Date('2026-06-13T19:00:00Z'), 2)).toBe('2026-06-16');
    for (let d = 0; d < 14; d++) {
      const date = deliveryDate(new Date(Date.UTC(2026, 0, 1 + d, 6)), 3);
      expect(new Date(`${date}T00:00:00Z`).getUTCDay()).not.toBe(0);
    }
  });
});
