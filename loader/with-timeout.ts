/** Raised when a widget step does not finish within its time. */
export class TimeoutError extends Error {
  override readonly name = 'TimeoutError';
}

/** Settles like `promise`, or rejects with a TimeoutError after `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new TimeoutError(`${what} did not finish within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
