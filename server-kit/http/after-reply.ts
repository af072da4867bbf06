import type { FastifyReply } from 'fastify';

/** Closing the app waits this long at most for work still running after its answers (a mail server that hangs). */
export const AFTER_REPLY_CLOSE_WAIT_MS = 10_000;

/**
 * Work a route does once its answer is out: the answer neither waits for it (a slow mail server) nor tells
 * by its timing whether there was any (forgot-password for a known or an unknown address).
 */
export class AfterReply {
  readonly #running = new Set<Promise<void>>();

  /**
   * Runs `work` once `reply` has been sent (or its connection closed: the work is owed either way). A failure is
   * logged by `what` and the error's name only, never its message, which may carry an address or a link.
   */
  schedule(reply: FastifyReply, what: string, work: () => Promise<void>): void {
    let start = () => {};
    const started = new Promise<void>((resolve) => {
      start = resolve;
    });
    const done: Promise<void> = started
      .then(work)
      .catch((error: unknown) => {
        console.error(`[schaufenster] ${what} failed after the answer: ${error instanceof Error ? error.name : 'unknown error'}`);
      })
      .finally(() => this.#running.delete(done));
    this.#running.add(done);
    // A turn of the event loop later: what the answer set going (an in-process client's own reading) goes first.
    const startSoon = () => setImmediate(start);
    if (reply.raw.writableFinished) startSoon();
    reply.raw.once('finish', startSoon);
    reply.raw.once('close', startSoon);
  }

  /** Resolves once all work scheduled so far has finished, or after `maxWaitMs`. */
  async settled(maxWaitMs = Number.POSITIVE_INFINITY): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<'gave up'>((resolve) => {
      if (Number.isFinite(maxWaitMs)) timer = setTimeout(() => resolve('gave up'), maxWaitMs).unref();
    });
    try {
      while (this.#running.size > 0) {
        if ((await Promise.race([Promise.allSettled([...this.#running]), gaveUp])) === 'gave up') return;
      }
    } finally {
      clearTimeout(timer);
    }
  }
}
