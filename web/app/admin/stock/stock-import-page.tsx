import {
  STOCK_CSV_MAX_BYTES,
  STOCK_CSV_MAX_ROWS,
  STOCK_IMPORT_TOKEN_HEADER,
  type StockImportPreview,
  type StockSaveResult,
} from '@store/contract/admin-stock';
import { useState } from 'react';
import { adminApi } from '../admin-api';
import { CsvErrors, CsvFileField, StepStatus, useCsvUpload } from '../csv-upload';
import { btnPrimary, btnQuiet, count } from '../format';
import { StockNav } from './stock-nav';

export const meta = () => [{ title: 'Import stock · Console' }, { name: 'robots', content: 'noindex' }];

/** Posts the file's text: a preview, or (with the preview's token) the change it showed. */
async function sendCsv<T>(text: string, token?: string): Promise<T> {
  return adminApi<T>(`/stock/import/${token ? 'apply' : 'preview'}`, {
    csv: text,
    headers: token ? { [STOCK_IMPORT_TOKEN_HEADER]: token } : undefined,
  });
}

/**
 * Stock in from a CSV (sku, quantity = on hand): checked row by row first, then applied exactly
 * as previewed, all rows or none.
 */
export default function StockImportPage() {
  const [preview, setPreview] = useState<StockImportPreview | null>(null);
  const [applied, setApplied] = useState<StockSaveResult | null>(null);
  const { file, error, busy, choose, run } = useCsvUpload(STOCK_CSV_MAX_BYTES, () => {
    setPreview(null);
    setApplied(null);
  });
  const check = () =>
    run(async (f) => {
      setApplied(null);
      setPreview(await sendCsv<StockImportPreview>(f.text));
    });
  const apply = () =>
    run(async (f) => {
      try {
        setApplied(await sendCsv<StockSaveResult>(f.text, preview!.token));
      } catch (e) {
        setPreview(null); // stale or refused: check the file again before anything else
        throw e;
      }
    });

  const ready = preview && preview.errors.length === 0 && preview.changes.length > 0 && !applied;
  return (
    <div className="space-y-4">
      <StockNav current="import" />
      <section className="space-y-3 rounded-lg border border-stone-200 bg-white p-3">
        <h2 className="font-semibold">Import stock from a CSV</h2>
        <ul className="list-disc space-y-1 pl-5 text-sm text-stone-700">
          <li>
            Columns <code>sku,quantity</code> (other columns, like those of the export, are ignored). quantity is the
            count on the shelf, held pieces included.
          </li>
          <li>
            At most {STOCK_CSV_MAX_ROWS.toLocaleString('en-IN')} rows and {STOCK_CSV_MAX_BYTES / 1_000_000} MB. Nothing
            changes until you apply, and a file with any error is not applied at all.
          </li>
        </ul>
        <CsvFileField id="stock-csv" onChoose={choose} />
        <div className="flex flex-wrap gap-2">
          <button type="button" className={btnQuiet} disabled={!file || busy} onClick={check}>
            Preview changes
          </button>
          <button type="button" className={btnPrimary} disabled={!ready || busy} onClick={apply}>
            Apply {ready ? count(preview.changes.length, 'change') : ''}
          </button>
        </div>
        <div aria-live="polite" className="space-y-3">
          <StepStatus busy={busy} error={error} />
          {applied && (
            <p role="status" className="text-sm font-semibold text-emerald-800">
              Applied: {count(applied.changed.length, 'size')} changed.
            </p>
          )}
          {preview && !applied && <Preview preview={preview} />}
        </div>
      </section>
    </div>
  );
}

function Preview({ preview }: { preview: StockImportPreview }) {
  const { errors, changes } = preview;
  return (
    <div className="space-y-3">
      <p role="status" className={`text-sm font-semibold ${errors.length ? 'text-rose-800' : ''}`}>
        {errors.length
          ? `${errors.length} of ${count(preview.rows, 'row')} ${errors.length === 1 ? 'has an error' : 'have errors'}: fix the file and preview it again. Nothing will be applied until every row is right.`
          : `${count(preview.rows, 'row')} read: ${changes.length} to change, ${preview.unchanged} already right.`}
      </p>
      {errors.length > 0 && <CsvErrors what="SKU" errors={errors.map((e) => ({ ...e, cell: e.sku }))} />}
      {changes.length > 0 && (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls; the keyboard must reach it
        <section aria-label="Changes, scrolls sideways" tabIndex={0} className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="text-left font-medium">Changes (on hand)</caption>
            <thead>
              <tr className="text-stone-700">
                <th className="py-1 pr-2">Line</th>
                <th className="py-1 pr-2">SKU and size</th>
                <th className="py-1 pr-2 text-right">Now</th>
                <th className="py-1 pr-2 text-right">New</th>
                <th className="hidden py-1 text-right sm:table-cell">Held</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-200">
              {changes.map((c) => (
                <tr key={c.line}>
                  <td className="py-1 pr-2 font-mono">{c.line}</td>
                  <td className="py-1 pr-2">
                    <span className="break-all font-mono">{c.sku}</span>
                    <span className="block text-xs text-stone-600 sm:inline sm:pl-2 sm:text-sm">
                      {c.product} · {c.color} · {c.size}
                    </span>
                  </td>
                  <td className="py-1 pr-2 text-right tabular-nums">{c.old}</td>
                  <td
                    className={`py-1 pr-2 text-right font-semibold tabular-nums ${c.new < c.old ? 'text-rose-800' : 'text-emerald-800'}`}
                  >
                    {c.new}
                  </td>
                  <td className="hidden py-1 text-right tabular-nums sm:table-cell">{c.reserved}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </div>
  );
}
