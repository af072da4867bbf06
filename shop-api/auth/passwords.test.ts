/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { maxConcurrentHashes } from './constants';
import { PasswordHasher } from './passwords';

describe('PasswordHasher', () => {
  it('verifies the password it hashed and nothing else', async () => {
    const hasher = new PasswordHasher({ N: 2 ** 12, r: 8, p: 1 });
    const stored = await hasher.hash('Sommer!2024');
    expect(await hasher.verify('Sommer!2024', stored)).toBe(true);
    expect(await hasher.verify('Sommer!2025', stored)).toBe(false);
    expect(await hasher.verify('Sommer!2024', 'kein$hash')).toBe(false);
  });

  it('refuses work at once while its queue is full, with 503 and Retry-After, and takes work again once it drained', async () => {
    const hasher = new PasswordHasher({ N: 2 ** 14, r: 8, p: 1 }, { maxConcurrent: 2, maxQueued: 3 });
    const accepted = Array.from({ length: 5 }, (_, i) => hasher.hash(`passwort-${i}`));
    await expect(hasher.burn('einer zu viel')).rejects.toMatchObject({ status: 503, code: 'busy', headers: { 'retry-after': expect.stringMatching(/^\d+$/) } });
    expect((await Promise.all(accepted)).every((hash) => hash.startsWith('scrypt$'))).toBe(true);
    await expect(hasher.hash('wieder Platz')).resolves.toMatch(/^scrypt\$/);
  });

  it('hashes on the cores the server processes leave free, at least one at a time', () => {
    expect(maxConcurrentHashes(2, 1)).toBe(1);
    expect(maxConcurrentHashes(8, 1)).toBe(7);
    expect(maxConcurrentHashes(8, 2)).toBe(3);
    expect(maxConcurrentHashes(2, 2)).toBe(1);
    expect(maxConcurrentHashes(1, 1)).toBe(1);
  });
});
