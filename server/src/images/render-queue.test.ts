import { describe, expect, it } from 'vitest';
import { RenderQueue, RenderQueueFull } from './render-queue';

describe('RenderQueue', () => {
  it('runs at most `concurrency` at once, lets `maxWaiting` wait, and refuses the rest at once', async () => {
    const queue = new RenderQueue(2, 3);
    let running = 0;
    let most = 0;
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const work = async () => {
      running++;
      most = Math.max(most, running);
      await gate;
      running--;
      return 'drawn';
    };
    const accepted = Array.from({ length: 5 }, () => queue.run(work));
    expect(queue.busy).toEqual({ running: 2, waiting: 3 });
    const refused = queue.run(work);
    await expect(refused).rejects.toBeInstanceOf(RenderQueueFull);
    await expect(refused).rejects.toMatchObject({ retryAfterS: 1 });
    release();
    expect(await Promise.all(accepted)).toEqual(Array(5).fill('drawn'));
    expect(most).toBe(2);
    expect(queue.busy).toEqual({ running: 0, waiting: 0 });
  });

  it('a failed render frees its slot', async () => {
    const queue = new RenderQueue(1, 0);
    await expect(queue.run(() => Promise.reject(new Error('bad svg')))).rejects.toThrow('bad svg');
    expect(await queue.run(async () => 'next')).toBe('next');
  });
});
