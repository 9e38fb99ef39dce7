import { describe, expect, it } from 'vitest';
import { BatchedReads } from './batched-reads';

/** A reader that records each batch and answers when told to. */
function recorder() {
  const batches: number[][] = [];
  const finish: (() => void)[] = [];
  const reads = new BatchedReads<number, string>(
    (ids) => {
      batches.push(ids);
      return new Promise((resolve, reject) =>
        finish.push(() =>
          ids.includes(666)
            ? reject(new Error('database lost'))
            : resolve(new Map(ids.map((id) => [id, `page ${id}`]))),
        ),
      );
    },
    3,
    1,
  );
  return { reads, batches, finish };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('BatchedReads', () => {
  it('reads the keys asked in one task together, and those asked while it runs in the next statement', async () => {
    const { reads, batches, finish } = recorder();
    const first = Promise.all([reads.read(1), reads.read(2), reads.read(1)]);
    await settle();
    expect(batches).toEqual([[1, 2]]);
    const second = Promise.all([reads.read(3), reads.read(4), reads.read(5), reads.read(6)]);
    await settle();
    expect(batches).toHaveLength(1); // one statement at a time here: the others wait for it
    finish[0]();
    expect(await first).toEqual(['page 1', 'page 2', 'page 1']);
    await settle();
    expect(batches.slice(1)).toEqual([[3, 4, 5]]); // at most 3 a statement
    finish[1]();
    await settle();
    expect(batches.slice(2)).toEqual([[6]]);
    finish[2]();
    expect(await second).toEqual(['page 3', 'page 4', 'page 5', 'page 6']);
  });

  it('answers null for a key not found, and a failed statement fails only the reads it carried', async () => {
    const { reads, finish } = recorder();
    const reads1 = new BatchedReads<number, string>(async () => new Map([[1, 'page 1']]));
    expect(await Promise.all([reads1.read(1), reads1.read(2)])).toEqual(['page 1', null]);

    const failed = Promise.allSettled([reads.read(666), reads.read(7)]);
    await settle();
    const later = reads.read(8);
    finish[0]();
    await settle();
    finish[1]();
    expect((await failed).map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(await later).toBe('page 8');
  });
});
