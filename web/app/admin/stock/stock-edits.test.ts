import { describe, expect, it } from 'vitest';
import { AdminError } from '../admin-api';
import { cellErrors, readOnHand } from './stock-edits';

describe('stock cells', () => {
  it('reads whole numbers from 0 and says why anything else is refused', () => {
    expect(readOnHand(' 12 ')).toEqual({ value: 12 });
    expect(readOnHand('0')).toEqual({ value: 0 });
    expect(readOnHand('')).toEqual({ error: 'Enter a number' });
    expect(readOnHand('-2')).toEqual({ error: 'Cannot be negative' });
    expect(readOnHand('2.5')).toEqual({ error: 'A whole number' });
    expect(readOnHand('1e3')).toEqual({ error: 'A whole number' });
    expect(readOnHand('100001')).toEqual({ error: 'At most 100000' });
  });

  it('puts the server’s refusals under the cells they name (by code, by change index, by SKU id)', () => {
    const cells = [
      { sku_id: 7, sku: 'KURTA-RED-M' },
      { sku_id: 8, sku: '3-4-L' },
    ];
    const sent = [{ sku_id: 7 }, { sku_id: 8 }];
    const conflict = new AdminError(409, 'x', { '3-4-L': '3-4-L: open orders hold 2, so on hand cannot be below 2' });
    expect(cellErrors(conflict, sent, cells)).toEqual({ 8: 'open orders hold 2, so on hand cannot be below 2' });
    const bad = new AdminError(400, 'x', { 'changes.0.on_hand': 'On hand cannot be negative' });
    expect(cellErrors(bad, sent, cells)).toEqual({ 7: 'On hand cannot be negative' });
    expect(cellErrors(new AdminError(404, 'x', { 'sku.8': 'Unknown SKU' }), sent, cells)).toEqual({ 8: 'Unknown SKU' });
  });
});
