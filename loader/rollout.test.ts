/** @jest-environment node */
import { createHash } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { inRollout, pageRegistry, ROLLOUT_COOKIE, rolloutBucket, rolloutKey, rolloutKeyFromCookies, ROLLOUT_KEY_STORAGE } from './rollout';
import type { Registry } from '../registry/registry';

/** 1,000 simulated sessions with random-looking keys like the loader's UUIDs, the same on every run. */
const SESSIONS = Array.from({ length: 1000 }, (_, index) => createHash('sha256').update(`session ${index}`).digest('hex').slice(0, 36));

const rollout = (percent: number) => ({ version: '1.1.0', entry: 'header/1.1.0/remoteEntry.js', percent });

describe('sticky percentage rollout', () => {
  it.each([1, 10, 25, 50, 90])('gives %i % of 1,000 sessions the new release, within three standard deviations', (percent) => {
    const share = SESSIONS.filter((key) => inRollout(key, 'header', rollout(percent))).length;
    const deviation = 3 * Math.sqrt(1000 * (percent / 100) * (1 - percent / 100));
    expect(Math.abs(share - 10 * percent)).toBeLessThanOrEqual(deviation);
  });

  it('never flips a session: the same answer every time, and raising the share only adds sessions', () => {
    const steps = [0, 5, 10, 25, 50, 75, 100];
    for (const key of SESSIONS) {
      const answers = steps.map((percent) => inRollout(key, 'header', rollout(percent)));
      expect(steps.map((percent) => inRollout(key, 'header', rollout(percent)))).toEqual(answers);
      // Once in, in at every higher share: the answers are some `false`s followed by `true`s only.
      expect(answers.slice(answers.indexOf(true))).not.toContain(false);
    }
    expect(SESSIONS.every((key) => !inRollout(key, 'header', rollout(0)) && inRollout(key, 'header', rollout(100)))).toBe(true);
  });

  it('draws another first group for another remote or release', () => {
    const first = SESSIONS.filter((key) => rolloutBucket(key, 'header', '1.1.0') < 1000);
    const otherRemote = SESSIONS.filter((key) => rolloutBucket(key, 'search', '1.1.0') < 1000);
    const otherRelease = SESSIONS.filter((key) => rolloutBucket(key, 'header', '1.2.0') < 1000);
    expect(first.filter((key) => otherRemote.includes(key)).length).toBeLessThan(first.length / 2);
    expect(first.filter((key) => otherRelease.includes(key)).length).toBeLessThan(first.length / 2);
  });

  it("resolves a registry to the session's releases, without the rollout share", () => {
    const registry: Registry = {
      remotes: {
        header: { version: '1.0.0', entry: 'header/1.0.0/remoteEntry.js', rollout: rollout(50) },
        search: { version: '1.0.0', entry: 'search/1.0.0/remoteEntry.js' },
      },
    };
    const inside = SESSIONS.find((key) => inRollout(key, 'header', rollout(50))) ?? '';
    const outside = SESSIONS.find((key) => !inRollout(key, 'header', rollout(50))) ?? '';
    expect(pageRegistry(registry, inside).remotes).toEqual({
      header: { version: '1.1.0', entry: 'header/1.1.0/remoteEntry.js' },
      search: { version: '1.0.0', entry: 'search/1.0.0/remoteEntry.js' },
    });
    expect(pageRegistry(registry, outside).remotes.header).toEqual({ version: '1.0.0', entry: 'header/1.0.0/remoteEntry.js' });
  });

  it('keeps one key per browser, and still works without storage', () => {
    const stored = new Map<string, string>();
    const storage = { getItem: (name: string) => stored.get(name) ?? null, setItem: (name: string, value: string) => void stored.set(name, value) };
    const jar = { cookie: '' };
    const key = rolloutKey(() => storage, jar);
    expect(rolloutKey(() => storage, jar)).toBe(key);
    expect(stored.get(ROLLOUT_KEY_STORAGE)).toBe(key);
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    expect(rolloutKey(blocked, { cookie: '' })).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("takes the key the page's server rendered with from its cookie, and gives the server the key it made", () => {
    const stored = new Map<string, string>([[ROLLOUT_KEY_STORAGE, 'stored-key-1234']]);
    const storage = { getItem: (name: string) => stored.get(name) ?? null, setItem: (name: string, value: string) => void stored.set(name, value) };
    expect(rolloutKey(() => storage, { cookie: `other=1; ${ROLLOUT_COOKIE}=server-key-5678` })).toBe('server-key-5678');
    expect(stored.get(ROLLOUT_KEY_STORAGE)).toBe('server-key-5678');
    const jar = { cookie: '' };
    const key = rolloutKey(() => storage, jar);
    expect(rolloutKeyFromCookies(jar.cookie)).toBe(key);
  });
});
