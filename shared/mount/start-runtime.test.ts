import { act } from 'react';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { stubSessionFetch } from './testing';

type Runtime = typeof import('./start-runtime');

function freshRuntime(): Runtime {
  let runtime: Runtime | undefined;
  jest.isolateModules(() => {
    runtime = jest.requireActual('./start-runtime');
  });
  if (!runtime) throw new Error('the runtime did not load');
  return runtime;
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
    await act(async () => freshRuntime().startRuntime());
    expect(document.cookie).toContain('gclid=g-1');
    expect(document.cookie).not.toContain('newsletter');
  });

  it('mounts the page layer once however many widgets start the runtime', async () => {
    stubSessionFetch();
    const runtime = freshRuntime();
    await act(async () => {
      runtime.startRuntime();
      runtime.startRuntime();
    });
    expect(document.querySelectorAll('[data-schaufenster-layer]')).toHaveLength(1);
  });
});
