import { STOCK_ON_HAND_MAX, type StockCell, type StockSaveResult } from '@store/contract/admin-stock';
import { useCallback, useState } from 'react';
import { type AdminError, adminApi } from '../admin-api';

/** A typed count: the number, or why it is not one (shown under the cell). */
export function readOnHand(text: string): { value: number } | { error: string } {
  const t = text.trim();
  if (t === '') return { error: 'Enter a number' };
  if (/^-\d+$/.test(t)) return { error: 'Cannot be negative' };
  if (!/^\d+$/.test(t)) return { error: 'A whole number' };
  const value = Number(t);
  if (value > STOCK_ON_HAND_MAX) return { error: `At most ${STOCK_ON_HAND_MAX}` };
  return { value };
}

/**
 * The server's refusal of a save, per cell: 409s name SKUs by code (`fields[sku]`), 400s name
 * the change's index (`changes.3.on_hand`), 404s the SKU id (`sku.12`).
 */
export function cellErrors(
  err: AdminError,
  sent: { sku_id: number }[],
  cells: Pick<StockCell, 'sku_id' | 'sku'>[],
): Record<number, string> {
  const out: Record<number, string> = {};
  for (const [key, message] of Object.entries(err.fields)) {
    const byCode = cells.find((c) => c.sku === key);
    const index = /^changes\.(\d+)\./.exec(key);
    const byId = /^sku\.(\d+)$/.exec(key);
    const id = byCode?.sku_id ?? (index ? sent[Number(index[1])]?.sku_id : byId ? Number(byId[1]) : undefined);
    if (id !== undefined) out[id] = message.replace(/^[^:]+: /, '');
  }
  return out;
}

/**
 * Cells the owner has typed into but not saved, keyed by SKU id, and saving them: only changed
 * cells are sent, each with the count the page showed (`was`), so an edit made meanwhile by
 * someone else is refused rather than overwritten.
 */
export function useStockEdits(cells: StockCell[], onSaved: () => void) {
  const [typed, setTyped] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [status, setStatus] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  const changed = cells.filter((c) => typed[c.sku_id] !== undefined && typed[c.sku_id] !== String(c.on_hand));
  const type = useCallback((skuId: number, text: string) => {
    setTyped((t) => ({ ...t, [skuId]: text }));
    setErrors(({ [skuId]: _, ...rest }) => rest);
  }, []);
  const reset = () => {
    setTyped({});
    setErrors({});
  };

  const save = async () => {
    const local: Record<number, string> = {};
    const changes = [];
    for (const c of changed) {
      const read = readOnHand(typed[c.sku_id]);
      if ('error' in read) local[c.sku_id] = read.error;
      else changes.push({ sku_id: c.sku_id, on_hand: read.value, was: c.on_hand });
    }
    setErrors(local);
    if (Object.keys(local).length > 0) {
      setStatus({ tone: 'error', text: 'Fix the marked cells, then save again.' });
      return;
    }
    if (changes.length === 0) return;
    setSaving(true);
    try {
      const result = await adminApi<StockSaveResult>('/stock', { body: { changes } });
      setStatus({
        tone: 'ok',
        text: `Saved ${result.changed.length} ${result.changed.length === 1 ? 'size' : 'sizes'}.`,
      });
      setTyped({});
      onSaved();
    } catch (e) {
      const err = e as AdminError;
      setErrors(cellErrors(err, changes, cells));
      setStatus({ tone: 'error', text: `Nothing was saved: ${err.message}` });
    } finally {
      setSaving(false);
    }
  };

  return { typed, errors, status, saving, changed, type, save, reset };
}

/** Enter and the up and down arrows move between the table's count cells (a column of inputs). */
export function moveFocus(e: React.KeyboardEvent<HTMLInputElement>) {
  const step =
    e.key === 'ArrowDown' || (e.key === 'Enter' && !e.shiftKey) ? 1 : e.key === 'ArrowUp' || e.key === 'Enter' ? -1 : 0;
  if (!step) return;
  e.preventDefault();
  const all = [...document.querySelectorAll<HTMLInputElement>('input[data-stock-cell]')];
  const next = all[all.indexOf(e.currentTarget) + step];
  next?.focus();
  next?.select();
}
