import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { waitFor } from '@testing-library/react';
import { Federation } from './federation';
import { nextTask } from './next-task';

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'scheduler');
});

describe('nextTask', () => {
  it('continues after the task that is running, behind a timer queued before it', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('timer'), 0);
    await nextTask();
    order.push('continued');
    expect(order).toEqual(['timer', 'continued']);
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const yieldNow = jest.fn(() => Promise.resolve());
    Reflect.set(globalThis, 'scheduler', { yield: yieldNow });
    await nextTask();
    expect(yieldNow).toHaveBeenCalledTimes(1);
  });
});

describe('the shared runtime of the loader', () => {
  it('starts in a later task than the one that asks for it, once', async () => {
    const started = jest.fn<() => void>();
    const federation = new Federation({ remotes: {} }, { registryUrl: `${location.origin}/widgets/registry.json`, cdnOrigins: [] }, undefined, started);
    federation.startRuntime();
    expect(started).not.toHaveBeenCalled();
    await waitFor(() => expect(started).toHaveBeenCalledTimes(1));
  });
});
