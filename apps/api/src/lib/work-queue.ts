/** Thrown by `WorkQueue.run` when the queue already holds as many jobs as it may. */
export class QueueFullError extends Error {
  override name = "QueueFullError";
}

/**
 * Runs at most `concurrency` jobs at once, in the order they came, and holds at most
 * `maxWaiting` more; one beyond that is refused at once rather than kept in memory for
 * minutes. Per process: each instance behind the balancer bounds its own CPU and threads.
 */
export class WorkQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly concurrency: number,
    private readonly maxWaiting: number,
  ) {}

  /** Jobs running and waiting now (metrics, tests). */
  get size() {
    return { running: this.running, waiting: this.waiting.length };
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) throw new QueueFullError();
      await new Promise<void>((start) => this.waiting.push(start));
    } else {
      this.running += 1;
    }
    try {
      return await job();
    } finally {
      // The slot passes straight to the next job, so `running` never drops in between.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
