import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { stubSessionFetch } from './testing';

type Runtime = typeof import('./start-runtime');
type ReactModule = typeof import('react');

/** A fresh runtime as a new page has it, with the `act` of its own (isolated) React. */
async function startFreshRuntime(times = 1): Promise<void> {
  let loaded: { runtime: Runtime; react: ReactModule } | undefined;
  jest.isolateModules(() => {
    loaded = { runtime: jest.requireActual('./start-runtime'), react: jest.requireActual('react') };
  });
  if (!loaded) throw new Error('the runtime did not load');
  const { runtime, react } = loaded;
  await react.act(async () => {
    for (let i = 0; i < times; i += 1) runtime.startRuntime();
    // The page layer's shadow root attaches a tick later.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

afterEach(() => {
  for (const cookie of document.cookie.split(';')) document.cookie = `${cookie.split('=')[0]?.trim()}=; max-age=0; path=/`;
  document.body.innerHTML = '';
  window.history.replaceState(null, '', 'http://localhost/');
});

describe('startRuntime', () => {
  it('keeps a saveable click id of the address in its cookie, and a page-only parameter out of cookies', async () => {
    stubSessionFetch();
    window.history.replaceState(null, '', 'http://localhost/?gclid=g-1&utm_source=newsletter');
    await startFreshRuntime();
    expect(document.cookie).toContain('gclid=g-1');
    expect(document.cookie).not.toContain('newsletter');
  });

  it('mounts the page layer once however many widgets start the runtime', async () => {
    stubSessionFetch();
    await startFreshRuntime(2);
    expect(document.querySelectorAll('[data-schaufenster-layer]')).toHaveLength(1);
  });
});
