/** Thrown when every render slot is busy and the waiting line is full: the route answers 503. */
export class RenderQueueFull extends Error {
  constructor(readonly retryAfterS: number) {
    super('image renders are queued to their limit');
  }
}

/**
 * At most `concurrency` renders at once, at most `maxWaiting` more waiting their turn; beyond
 * that a render is refused at once. sharp works on libuv's thread pool (4 threads), which file
 * reads and password hashing share: forty renders at once stalled every request of the store
 * for 10-45 s, so rendering gets a fixed share of the machine and never all of it.
 */
export class RenderQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
  ) {}

  get busy() {
    return { running: this.running, waiting: this.waiting.length };
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) throw new RenderQueueFull(this.retryAfterS());
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else this.running++;
    try {
      return await work();
    } finally {
      // The slot passes straight to the next waiter, so `running` never drops below the queue's need.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }

  /** Seconds until the line has likely cleared: a render takes well under a second. */
  private retryAfterS() {
    return Math.max(1, Math.ceil(this.maxWaiting / this.concurrency / 4));
  }
}
