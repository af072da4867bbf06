import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { createHash } from 'node:crypto';
import type { RegistryRelease } from '../registry/registry';
import { Federation } from './federation';
import { mfVersionMismatch } from './mf-version';
import { MountReporter } from './mount-reports';
import { WidgetLoader } from './widget-loader';

const INTEGRITY = `sha384-${createHash('sha384').update('remoteEntry').digest('base64')}`;
const release = (mfVersion?: string): RegistryRelease => ({
  version: '1.1.0',
  entry: `${location.origin}/widgets/header/1.1.0/remoteEntry.js`,
  integrity: INTEGRITY,
  mfVersion,
});

describe('mfVersionMismatch', () => {
  it('lets a remote built with the loader\'s Module Federation version run', () => {
    expect(mfVersionMismatch('header', release('2.9.2'), '2.9.2')).toBeUndefined();
  });

  it('lets an entry that records no version run, as registries written before the record did', () => {
    expect(mfVersionMismatch('header', release(), '2.9.2')).toBeUndefined();
  });

  it.each(['2.9.1', '2.10.0', '3.0.0'])('refuses a remote built with %s beside a 2.9.2 loader, naming the remote and both versions', (built) => {
    expect(mfVersionMismatch('header', release(built), '2.9.2')).toBe(
      `remote "header" 1.1.0 was built with Module Federation ${built}, but the loader runs 2.9.2; ` +
        "rebuild the remote with the loader's version (npm run release), or the loader with the remote's",
    );
  });
});

describe('a remote built with another Module Federation version', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('fails its tag alone: the fallback stays, the console names the widget and both versions, its entry is never requested', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML = '<div data-widget="header"><a href="/">Schaufenster</a></div>';
    const registry = { remotes: { header: release('2.8.0') } };
    const federation = new Federation(registry, { registryUrl: `${location.origin}/widgets/registry.json`, cdnOrigins: [] }, '2.9.2', () => undefined);
    const loader = new WidgetLoader(federation, new MountReporter(undefined));

    expect(await loader.mountAll(document)).toEqual(['failed']);

    const tag = document.querySelector<HTMLElement>('[data-widget="header"]');
    expect(tag?.dataset.widgetState).toBe('failed');
    expect(tag?.textContent).toBe('Schaufenster');
    expect(errors).toHaveBeenCalledWith(
      expect.stringMatching(/^\[schaufenster\] widget "header" failed; its fallback stays: MfVersionMismatchError: remote "header" 1\.1\.0 was built with Module Federation 2\.8\.0, but the loader runs 2\.9\.2/),
    );
    expect(document.querySelector('script')).toBeNull();
  });
});
