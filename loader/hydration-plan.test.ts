/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import type { HydrationFiles } from '../registry/hydration-files';
import { hydrationPlan } from './hydration-plan';

/** A remote's hydration file as the build writes it: its module and its copies of React, react-dom and the shared runtime, each in a chunk named after the remote. */
function remoteFiles(remote: string, extra: Partial<HydrationFiles['shared']> = {}, consumes: string[] = []): HydrationFiles {
  return {
    modules: { mount: { files: [`${remote}-mount.js`], consumes: ['react', 'react-dom/client', '@schaufenster/shared/session', ...consumes] } },
    shared: {
      react: { files: [`${remote}-react.js`], consumes: [] },
      'react-dom/client': { files: [`${remote}-react-dom-client.js`], consumes: ['react', 'react-dom'] },
      'react-dom': { files: [`${remote}-react-dom.js`], consumes: ['react'] },
      '@schaufenster/shared/session': { files: [`${remote}-session.js`], consumes: [] },
      ...(extra as HydrationFiles['shared']),
    },
  };
}

const finalForm = (remote: string) => ({ 'final-form': { files: [`${remote}-final-form.js`], consumes: [] } });
const RUNTIME = new Set(['@schaufenster/shared/session']);
const plain = (plan: ReturnType<typeof hydrationPlan>) => ({ provider: plan.provider, files: Object.fromEntries(plan.files) });

describe('hydrationPlan', () => {
  it('takes each module and, of the shared modules, the first remote\'s copies for all (React once), following what they consume; never what the loader carries', () => {
    const manifests = new Map([
      ['header', remoteFiles('header')],
      ['search', remoteFiles('search')],
    ]);
    const plan = hydrationPlan([{ remote: 'header', module: 'mount' }, { remote: 'search', module: 'mount' }], manifests, RUNTIME);
    expect(plain(plan)).toEqual({
      provider: 'header',
      files: { header: ['header-mount.js', 'header-react.js', 'header-react-dom-client.js', 'header-react-dom.js'], search: ['search-mount.js'] },
    });
  });

  it('takes a shared module the provider lacks from every remote that needs it: whichever hydrates first provides it', () => {
    const manifests = new Map([
      ['header', remoteFiles('header')],
      ['address', remoteFiles('address', finalForm('address'), ['final-form'])],
      ['auth', remoteFiles('auth', finalForm('auth'), ['final-form'])],
    ]);
    const plan = hydrationPlan(['header', 'address', 'auth'].map((remote) => ({ remote, module: 'mount' })), manifests, RUNTIME);
    expect(plan.files.get('address')).toEqual(['address-mount.js', 'address-final-form.js']);
    expect(plan.files.get('auth')).toEqual(['auth-mount.js', 'auth-final-form.js']);
  });

  it('chooses as provider the first remote whose hydration file it has, and skips the others', () => {
    const plan = hydrationPlan([{ remote: 'header', module: 'mount' }, { remote: 'search', module: 'mount' }], new Map([['search', remoteFiles('search')]]), RUNTIME);
    expect(plain(plan)).toEqual({ provider: 'search', files: { search: ['search-mount.js', 'search-react.js', 'search-react-dom-client.js', 'search-react-dom.js'] } });
  });

  it('chooses no provider once a remote is in the page: its shared modules are the page\'s, and nothing of it is fetched again', () => {
    const manifests = new Map([
      ['search', remoteFiles('search')],
      ['header', remoteFiles('header')],
    ]);
    const plan = hydrationPlan([{ remote: 'header', module: 'mount' }], manifests, RUNTIME, ['search']);
    expect(plain(plan)).toEqual({ provider: undefined, files: { header: ['header-mount.js'] } });
  });

  it('fetches nothing of a module its remote does not expose', () => {
    const plan = hydrationPlan([{ remote: 'header', module: 'checkout' }], new Map([['header', remoteFiles('header')]]), RUNTIME);
    expect(plain(plan)).toEqual({ provider: 'header', files: {} });
  });

  it('fetches nothing an earlier page of the tab left in the browser: the remotes\' own chunks, and the shared modules of the provider it used, which stays the provider', () => {
    const manifests = new Map([
      ['search', remoteFiles('search')],
      ['header', remoteFiles('header')],
    ]);
    const wanted = [{ remote: 'search', module: 'mount' }, { remote: 'header', module: 'mount' }];
    expect(plain(hydrationPlan(wanted, manifests, RUNTIME, [], { remotes: ['search', 'header'], provider: 'header' }))).toEqual({ provider: 'header', files: {} });
  });

  it('fetches the shared modules of a provider whose own chunks an earlier page fetched, when that page took its shared modules from a remote not on this one', () => {
    const manifests = new Map([
      ['search', remoteFiles('search')],
      ['auth', remoteFiles('auth')],
    ]);
    const plan = hydrationPlan([{ remote: 'search', module: 'mount' }, { remote: 'auth', module: 'mount' }], manifests, RUNTIME, [], { remotes: ['search', 'auth'], provider: 'header' });
    expect(plain(plan)).toEqual({ provider: 'search', files: { search: ['search-react.js', 'search-react-dom-client.js', 'search-react-dom.js'] } });
  });
});
