import { setImmediate } from 'node:timers';
import { jest } from '@jest/globals';

/** One turn of the real event loop, so sockets make progress while the timers are fake. */
export const io = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

export interface AdvanceOptions {
  /** Fake milliseconds per step; 0 lets only real I/O run. */
  stepMs?: number;
  maxSteps?: number;
  /** Runs each step, e.g. React's `act` so rendering follows the clock. */
  wrap?: (step: () => Promise<void>) => Promise<unknown>;
}

const run = (step: () => Promise<void>) => step();

/**
 * Moves the fake clock forward in small steps, with real I/O between the steps, until `done` holds.
 * Jumping straight to a timer's due time races with answers still on the wire: a back-off set once
 * the answer arrives would be scheduled after the jump and never fire. Stepping cannot miss it.
 */
export async function advanceUntil(done: () => boolean, { stepMs = 50, maxSteps = 400, wrap = run }: AdvanceOptions = {}): Promise<void> {
  for (let step = 0; !done(); step += 1) {
    if (step === maxSteps) throw new Error(`the condition still fails after ${maxSteps} steps of ${stepMs} ms`);
    await wrap(async () => {
      await jest.advanceTimersByTimeAsync(stepMs);
      for (let turn = 0; turn < 3; turn += 1) await io();
    });
  }
}

/**
 * Lets `ms` of fake time pass in steps, with real I/O between them, on fake timers it installs and removes again: how
 * a test shows that nothing happens (no request leaves, no late answer reports) without sleeping. Timers set before
 * it stay real; the fake clock starts at the real time.
 */
export async function letTimePass(ms: number, { stepMs = 50, wrap = run }: Omit<AdvanceOptions, 'maxSteps'> = {}): Promise<void> {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
  try {
    const end = Date.now() + ms;
    await advanceUntil(() => Date.now() >= end, { stepMs, wrap, maxSteps: Math.ceil(ms / Math.max(stepMs, 1)) + 1 });
  } finally {
    jest.useRealTimers();
  }
}

/**
 * Fakes the wall clock (`Date`) alone, standing still until `jest.setSystemTime` moves it: for code that measures an
 * interval by Date.now while its timers, its I/O and the database it talks to run as they do.
 */
export function fakeWallClock(): void {
  jest.useFakeTimers({
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}
