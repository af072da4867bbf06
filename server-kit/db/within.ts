/** A wait that gave up before the work it waited for finished (the work may still finish later). */
export class WaitTimeoutError extends Error {
  override readonly name = 'WaitTimeoutError';
}

/**
 * Settles as `work` does, or rejects with WaitTimeoutError after `ms`, whichever comes first; the work goes on
 * either way (nothing here can cancel a query), its late result is dropped. `what` names it in the error.
 */
export function within<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new WaitTimeoutError(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
