import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { addPhotos, makeThumbnail, movePhoto, removePhoto } from './photo-list';
import { PhotoPicker } from './photo-picker';
import { TOO_LARGE } from './upload';

afterEach(cleanup);

const A = '/images/u/AAAAAAAAAAAAAAAAAAAAAA';
const B = '/images/p/kurta/1f3a93/1-plain';
const C = '/images/u/CCCCCCCCCCCCCCCCCCCCCC';

describe('photo list operations', () => {
  it('moves a photo and clamps out-of-range positions', () => {
    expect(movePhoto([A, B, C], 2, 0)).toEqual([C, A, B]);
    expect(movePhoto([A, B, C], 0, 1)).toEqual([B, A, C]);
    expect(movePhoto([A, B, C], 0, -1)).toEqual([A, B, C]);
    expect(movePhoto([A, B, C], 1, 99)).toEqual([A, C, B]);
    expect(movePhoto([], 0, 1)).toEqual([]);
  });

  it('removes, makes the thumbnail, and adds without duplicates', () => {
    expect(removePhoto([A, B, C], 1)).toEqual([A, C]);
    expect(makeThumbnail([A, B, C], 2)).toEqual([C, A, B]);
    expect(addPhotos([A], [B, A, C])).toEqual([A, B, C]);
  });
});

function Harness({ initial, seen }: { initial: string[]; seen: string[][] }) {
  const [paths, setPaths] = useState(initial);
  return (
    <PhotoPicker
      label="Photos of Indigo"
      value={paths}
      onChange={(next) => {
        seen.push(next);
        setPaths(next);
      }}
    />
  );
}

const order = () =>
  within(screen.getByRole('list', { name: 'Photos of Indigo: in order' }))
    .getAllByRole('img')
    .map((img) => img.getAttribute('src'));

describe('PhotoPicker', () => {
  it('reorders by keyboard-reachable buttons, sets the thumbnail and removes', () => {
    const seen: string[][] = [];
    render(<Harness initial={[A, B, C]} seen={seen} />);
    expect(screen.getByLabelText('Photos of Indigo')).toHaveProperty('type', 'file');
    expect(screen.getByAltText('1 of 3, the thumbnail').getAttribute('src')).toBe(`${A}/160.webp`);
    expect(screen.getByRole('button', { name: 'Move photo 1 earlier' })).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('button', { name: 'Move photo 1 later' }));
    expect(seen.at(-1)).toEqual([B, A, C]);
    fireEvent.click(screen.getByRole('button', { name: 'Set photo 3 as thumbnail' }));
    expect(seen.at(-1)).toEqual([C, B, A]);
    expect(order()).toEqual([`${C}/160.webp`, `${B}/160.webp`, `${A}/160.webp`]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    expect(seen.at(-1)).toEqual([C, A]);
    expect(screen.queryByRole('button', { name: 'Set photo 1 as thumbnail' })).toBeNull();
  });

  it('refuses a file over 15 MB before sending it, with the reason beside its name', async () => {
    const seen: string[][] = [];
    render(<Harness initial={[]} seen={seen} />);
    const big = new File([new Uint8Array(8)], 'IMG_2041.HEIC', { type: 'image/heic' });
    Object.defineProperty(big, 'size', { value: 15 * 1024 * 1024 + 1 });
    const input = screen.getByLabelText('Photos of Indigo');
    await act(async () => {
      fireEvent.change(input, { target: { files: [big] } });
    });
    expect((await screen.findByRole('alert')).textContent).toBe(TOO_LARGE);
    expect(screen.getByText('IMG_2041.HEIC')).toBeTruthy();
    expect(seen).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
