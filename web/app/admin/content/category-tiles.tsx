import { useState } from 'react';
import { type AdminError, adminApi } from '../admin-api';
import { btnPrimary, input, label } from '../format';
import { PhotoPicker } from '../photos/photo-picker';
import { useAdminData } from '../use-admin';

interface Tile {
  id: number;
  name: string;
  slug: string;
  image: string | null;
  position: number;
}

/** Shop By Category: each category's picture (else its newest product's) and its order. */
export function CategoryTiles() {
  const { data, reload } = useAdminData<Tile[]>('/content/categories');
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {data?.map((t) => (
        <TileForm key={t.id} tile={t} saved={reload} />
      ))}
    </ul>
  );
}

function TileForm({ tile, saved }: { tile: Tile; saved(): void }) {
  const [image, setImage] = useState(tile.image ?? '');
  const [position, setPosition] = useState(String(tile.position));
  const [status, setStatus] = useState('');
  return (
    <li className="rounded-lg border border-stone-200 bg-white p-4">
      <form
        className="space-y-2"
        onSubmit={async (e) => {
          e.preventDefault();
          try {
            await adminApi(`/content/categories/${tile.id}`, {
              method: 'PUT',
              body: { image: image || null, position },
            });
            setStatus('Saved.');
            saved();
          } catch (err) {
            setStatus((err as AdminError).message);
          }
        }}
      >
        <h3 className="font-semibold">{tile.name}</h3>
        <PhotoPicker
          label={`Tile picture of ${tile.name}`}
          value={image ? [image] : []}
          onChange={(p) => setImage(p[0] ?? '')}
          max={1}
        />
        <label htmlFor={`tile-pos-${tile.id}`} className={label}>
          Order
        </label>
        <input
          id={`tile-pos-${tile.id}`}
          type="number"
          value={position}
          onChange={(e) => setPosition(e.target.value)}
          className={`${input} max-w-32`}
        />
        <div className="flex items-center gap-3">
          <button type="submit" className={btnPrimary}>
            Save {tile.name}
          </button>
          <p role="status" className="text-sm text-stone-700">
            {status}
          </p>
        </div>
      </form>
    </li>
  );
}
