import { PHOTO_ACCEPT } from '@store/contract/admin-photos';
import { type DragEvent, useId, useRef, useState } from 'react';
import type { AdminError } from '../admin-api';
import { btnQuiet } from '../format';
import { addPhotos, makeThumbnail, movePhoto, removePhoto, thumbnailOf } from './photo-list';
import { uploadPhoto } from './upload';

export interface PhotoPickerProps {
  /** image base paths in order, the first is the thumbnail: '/images/u/<id>' or generated '/images/p/...' */
  value: string[];
  onChange(paths: string[]): void;
  /** names the file input and the list, e.g. "Photos of Indigo" */
  label: string;
  /** the most photos the list takes (a banner takes 1); no limit when unset */
  max?: number;
}

interface Job {
  key: number;
  name: string;
  progress: number;
  error: string | null;
}

const FILE_BUTTON =
  'block w-full text-sm text-stone-700 file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-indigo-700 file:px-3 file:py-2 file:text-sm file:font-medium file:text-white hover:file:bg-indigo-800';

/**
 * The console's photo list for a product colour or a banner: choose or drop files (several at
 * once; a phone offers its camera roll and camera), each uploaded with its progress and the
 * server's message when refused; thumbnails in order, moved by buttons (keyboard) or by
 * dragging, removed, or made the first (the thumbnail). Uploads go one at a time, in the order
 * chosen, so the list keeps that order and the server's line is not flooded from one page.
 */
export function PhotoPicker({ value, onChange, label, max }: PhotoPickerProps) {
  const id = useId();
  const inputId = `${id}-file`;
  const [jobs, setJobs] = useState<Job[]>([]);
  const [status, setStatus] = useState('');
  const [dropping, setDropping] = useState(false);
  const dragFrom = useRef<number | null>(null);
  const nextKey = useRef(0);
  // Uploads finish after renders the parent may not have made yet: add to the newest list.
  const latest = useRef(value);
  latest.current = value;
  const change = (paths: string[]) => {
    latest.current = paths;
    onChange(paths);
  };
  const full = max !== undefined && value.length >= max;

  const update = (key: number, patch: Partial<Job>) =>
    setJobs((all) => all.map((j) => (j.key === key ? { ...j, ...patch } : j)));

  async function upload(files: File[]) {
    const room = max === undefined ? files.length : Math.max(0, max - latest.current.length);
    if (files.length > room) setStatus(`Only ${max} photo${max === 1 ? '' : 's'} fit here.`);
    const chosen = files.slice(0, room).map((file) => ({ file, key: nextKey.current++ }));
    setJobs((all) => [...all, ...chosen.map(({ file, key }) => ({ key, name: file.name, progress: 0, error: null }))]);
    for (const { file, key } of chosen) {
      setStatus(`Uploading ${file.name}`);
      try {
        const photo = await uploadPhoto(file, (progress) => update(key, { progress }));
        change(addPhotos(latest.current, [photo.path]));
        setJobs((all) => all.filter((j) => j.key !== key));
        setStatus(`${file.name} uploaded`);
      } catch (err) {
        const message = (err as AdminError).message;
        update(key, { error: message });
        setStatus(`${file.name} was not uploaded: ${message}`);
      }
    }
  }

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDropping(false);
    if (e.dataTransfer.files.length > 0) void upload([...e.dataTransfer.files]);
  };
  const isFileDrag = (e: DragEvent) => [...e.dataTransfer.types].includes('Files');

  return (
    <div className="space-y-2">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a shortcut; the file input beside it does the same */}
      <div
        onDragOver={(e) => {
          if (!isFileDrag(e)) return;
          e.preventDefault();
          setDropping(true);
        }}
        onDragLeave={() => setDropping(false)}
        onDrop={onDrop}
        className={`rounded-lg border-2 border-dashed p-3 ${dropping ? 'border-indigo-600 bg-indigo-50' : 'border-stone-300 bg-stone-50'}`}
      >
        <label htmlFor={inputId} className="block text-sm font-medium text-stone-800">
          {label}
        </label>
        <p id={`${id}-hint`} className="mb-2 text-xs text-stone-600">
          JPEG, PNG, WebP or HEIC, up to 15 MB each. Choose several or drop them here. The first photo is the thumbnail.
        </p>
        <input
          id={inputId}
          type="file"
          multiple={max !== 1}
          accept={PHOTO_ACCEPT}
          disabled={full}
          aria-describedby={`${id}-hint`}
          className={FILE_BUTTON}
          onChange={(e) => {
            const files = [...(e.target.files ?? [])];
            e.target.value = ''; // the same file can be chosen again after an error
            if (files.length > 0) void upload(files);
          }}
        />
      </div>

      <p aria-live="polite" className="sr-only">
        {status}
      </p>

      {jobs.length > 0 && (
        <ul className="space-y-1" aria-label={`${label}: uploads`}>
          {jobs.map((j) => (
            <li key={j.key} className="flex flex-wrap items-center gap-2 text-sm">
              <span className="min-w-0 flex-1 truncate">{j.name}</span>
              {j.error ? (
                <>
                  <span role="alert" className="basis-full text-red-700 sm:basis-auto">
                    {j.error}
                  </span>
                  <button
                    type="button"
                    className={btnQuiet}
                    onClick={() => setJobs((all) => all.filter((x) => x.key !== j.key))}
                  >
                    Dismiss
                  </button>
                </>
              ) : (
                <progress className="w-32" max={1} value={j.progress} aria-label={`Uploading ${j.name}`} />
              )}
            </li>
          ))}
        </ul>
      )}

      {value.length > 0 && (
        <ol className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label={`${label}: in order`}>
          {value.map((path, i) => (
            <li
              key={path}
              draggable
              onDragStart={(e) => {
                dragFrom.current = i;
                e.dataTransfer.effectAllowed = 'move';
              }}
              onDragOver={(e) => {
                if (dragFrom.current !== null) e.preventDefault();
              }}
              onDrop={(e) => {
                if (dragFrom.current === null) return;
                e.preventDefault();
                e.stopPropagation();
                change(movePhoto(value, dragFrom.current, i));
                dragFrom.current = null;
              }}
              onDragEnd={() => {
                dragFrom.current = null;
              }}
              className="rounded-md border border-stone-200 bg-white p-1"
            >
              <div className="relative">
                <img
                  src={thumbnailOf(path)}
                  alt={`${i + 1} of ${value.length}${i === 0 ? ', the thumbnail' : ''}`}
                  width={160}
                  height={200}
                  className="aspect-[4/5] w-full rounded object-cover"
                />
                {i === 0 && (
                  <span className="absolute left-1 top-1 rounded bg-indigo-700 px-1.5 py-0.5 text-xs text-white">
                    Thumbnail
                  </span>
                )}
              </div>
              <div className="mt-1 flex flex-wrap gap-1">
                <button
                  type="button"
                  className={`${btnQuiet} px-2`}
                  disabled={i === 0}
                  aria-label={`Move photo ${i + 1} earlier`}
                  onClick={() => change(movePhoto(value, i, i - 1))}
                >
                  ←
                </button>
                <button
                  type="button"
                  className={`${btnQuiet} px-2`}
                  disabled={i === value.length - 1}
                  aria-label={`Move photo ${i + 1} later`}
                  onClick={() => change(movePhoto(value, i, i + 1))}
                >
                  →
                </button>
                {i > 0 && (
                  <button
                    type="button"
                    className={`${btnQuiet} px-2`}
                    aria-label={`Set photo ${i + 1} as thumbnail`}
                    onClick={() => change(makeThumbnail(value, i))}
                  >
                    Thumbnail
                  </button>
                )}
                <button
                  type="button"
                  className={`${btnQuiet} px-2 text-red-700`}
                  aria-label={`Remove photo ${i + 1}`}
                  onClick={() => {
                    change(removePhoto(value, i));
                    setStatus(`Photo ${i + 1} removed`);
                  }}
                >
                  Remove
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
