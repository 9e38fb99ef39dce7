import {
  CATALOGUE_CSV_COLUMNS,
  CATALOGUE_CSV_MAX_BYTES,
  CATALOGUE_CSV_MAX_ROWS,
  type CatalogueImportPreview,
} from '@store/contract/admin-catalogue';
import { useState } from 'react';
import { AdminError, adminApi } from '../admin-api';
import { BackLink } from '../back-link';
import { CsvErrors, CsvFileField, StepStatus, useCsvUpload } from '../csv-upload';
import { btn, btnPrimary, btnQuiet, count } from '../format';

export const meta = () => [{ title: 'Bulk catalogue CSV · Console' }, { name: 'robots', content: 'noindex' }];

/** Posts the file to the import: a preview, or (apply) the change. A file with errors answers its preview. */
async function sendCsv(text: string, apply: boolean): Promise<CatalogueImportPreview> {
  try {
    return await adminApi<CatalogueImportPreview>(`/catalogue/import${apply ? '?apply=1' : ''}`, { csv: text });
  } catch (e) {
    const preview = e instanceof AdminError ? e.body.preview : undefined;
    if (preview) return preview as CatalogueImportPreview;
    throw e;
  }
}

/** The whole catalogue out as CSV, and products in from one: previewed row by row, applied all or nothing. */
export default function CatalogueCsvPage() {
  const [report, setReport] = useState<CatalogueImportPreview | null>(null);
  const { file, error, busy, choose, run } = useCsvUpload(CATALOGUE_CSV_MAX_BYTES, () => setReport(null));
  const send = (apply: boolean) => run(async (f) => setReport(await sendCsv(f.text, apply)));

  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <div>
        <BackLink to="/admin/products">Products</BackLink>
        <h1 className="text-xl font-bold">Bulk catalogue CSV</h1>
      </div>
      <section className="space-y-2 rounded-lg border border-stone-200 bg-white p-3">
        <h2 className="font-semibold">Export</h2>
        <p className="text-sm text-stone-700">
          One row per product, colour and size. Edit it in a spreadsheet and import it again: rows with a product_id
          change that product, rows without one add a product.
        </p>
        <a href="/api/admin/catalogue/export.csv" download className={btnQuiet}>
          Download the catalogue (CSV)
        </a>
      </section>
      <section className="space-y-3 rounded-lg border border-stone-200 bg-white p-3">
        <h2 className="font-semibold">Import</h2>
        <details className="text-sm text-stone-700">
          <summary className="cursor-pointer font-medium text-indigo-800">The file’s shape</summary>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            <li>
              Columns: <code className="break-words">{CATALOGUE_CSV_COLUMNS.join(', ')}</code>.
            </li>
            <li>
              A product’s details come from its first row; its other rows may leave them blank. Several rows with the
              same colour share that colour’s swatch and photos.
            </li>
            <li>price_rupees like 1499 or 1499.50; discount_percent 0 to 90; active yes or no.</li>
            <li>Lists in a cell are separated by |; specifications are written Fabric: Linen | Fit: Regular.</li>
            <li>
              images: the names of photos already uploaded here (e.g. kurta-red-front.jpg), or this shop’s own /images/…
              paths. Photos are never fetched from other websites: upload them first, then name them.
            </li>
            <li>
              At most {CATALOGUE_CSV_MAX_ROWS.toLocaleString('en-IN')} rows and {CATALOGUE_CSV_MAX_BYTES / 1_000_000} MB
              per file.
            </li>
          </ul>
        </details>
        <CsvFileField id="csv-file" onChoose={choose} />
        <div className="flex flex-wrap gap-2">
          <button type="button" className={btnQuiet} disabled={!file || busy} onClick={() => send(false)}>
            Check the file
          </button>
          <button
            type="button"
            className={btnPrimary}
            disabled={!file || busy || !report?.ok || report.applied}
            onClick={() => send(true)}
          >
            Apply {report?.ok && !report.applied ? count(report.products.length, 'product') : ''}
          </button>
        </div>
        <div aria-live="polite">
          <StepStatus busy={busy} error={error} />
          {report && <Report report={report} />}
        </div>
      </section>
    </div>
  );
}

function Report({ report }: { report: CatalogueImportPreview }) {
  if (report.errors.length > 0)
    return (
      <div className="space-y-2">
        <p role="alert" className="text-sm font-semibold text-rose-800">
          {count(report.errors.length, 'problem')} in {count(report.rows, 'row')}. Nothing was applied: fix the file and
          check it again.
        </p>
        <CsvErrors what="Column" errors={report.errors.map((e) => ({ ...e, cell: e.field }))} />
      </div>
    );
  return (
    <div className="space-y-2">
      <p role="status" className={`text-sm font-semibold ${report.applied ? 'text-emerald-800' : ''}`}>
        {report.applied
          ? `Applied: ${count(report.products.length, 'product')} saved.`
          : `${report.rows === 1 ? 'The row is' : `All ${report.rows} rows are`} fine. Applying will do this:`}
      </p>
      <ul className="divide-y divide-stone-200 text-sm">
        {report.products.map((p) => (
          <li key={`${p.line}|${p.slug}`} className="flex flex-wrap gap-x-3 py-1">
            <span className="font-mono">line {p.line}</span>
            <span className={`${btn} min-h-0 px-2 py-0 ${p.action === 'create' ? 'bg-emerald-100' : 'bg-sky-100'}`}>
              {p.action === 'create' ? 'new' : `change #${p.id}`}
            </span>
            <span className="font-medium">{p.name}</span>
            <span className="text-stone-600">
              {count(p.colors, 'colour')}, {count(p.skus, 'size')}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
