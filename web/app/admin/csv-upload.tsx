import { useState } from 'react';
import { label } from './format';

// What the console's CSV imports (the catalogue's, the stock's) share: a file chosen and read as
// text, refused above the import's size before it is sent; each step sent with the busy line and
// the error under the buttons; and the rows the file got wrong, by line.

export interface CsvFile {
  name: string;
  text: string;
}

/** The chosen file, the step running and its error. `onChoose` forgets what the last file showed. */
export function useCsvUpload(maxBytes: number, onChoose: () => void) {
  const [file, setFile] = useState<CsvFile | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const choose = async (f: File | undefined) => {
    onChoose();
    setError('');
    if (!f) return setFile(null);
    if (f.size > maxBytes) {
      setFile(null);
      return setError(`${f.name} is larger than ${maxBytes / 1_000_000} MB: split it into several files.`);
    }
    setFile({ name: f.name, text: await f.text() });
  };
  /** Runs one step (check, apply) with the busy line, its failure shown as the error. */
  const run = async (step: (file: CsvFile) => Promise<void>) => {
    if (!file) return;
    setBusy(true);
    setError('');
    try {
      await step(file);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return { file, error, busy, choose, run };
}

export function CsvFileField({ id, onChoose }: { id: string; onChoose: (f: File | undefined) => void }) {
  return (
    <div>
      <label htmlFor={id} className={label}>
        CSV file
      </label>
      <input
        id={id}
        type="file"
        accept=".csv,text/csv"
        onChange={(e) => onChoose(e.currentTarget.files?.[0])}
        className="mt-1 block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-indigo-700 file:px-3 file:py-2 file:text-white"
      />
    </div>
  );
}

/** "Working…" while a step runs, and the step's failure. */
export function StepStatus({ busy, error }: { busy: boolean; error: string }) {
  return (
    <>
      {busy && <p className="text-sm">Working…</p>}
      {error && (
        <p role="alert" className="text-sm text-rose-800">
          {error}
        </p>
      )}
    </>
  );
}

/** The file's rows in error: line, the cell or SKU (`what`), the problem. */
export function CsvErrors({
  what,
  errors,
}: {
  what: string;
  errors: { line: number; cell: string; message: string }[];
}) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="text-left font-medium">Errors</caption>
      <thead>
        <tr className="text-stone-700">
          <th className="py-1 pr-2">Line</th>
          <th className="py-1 pr-2">{what}</th>
          <th className="py-1">Problem</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-200">
        {errors.map((e) => (
          <tr key={`${e.line}|${e.cell}|${e.message}`} className="bg-rose-50">
            <td className="py-1 pr-2 font-mono">{e.line}</td>
            <td className="py-1 pr-2 font-mono break-all">{e.cell}</td>
            <td className="py-1">{e.message}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
