import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { REMOTE_ORIGINS_HEADER } from '../registry/registry';
import { fetchRegistry } from './registry';

/** Answers the loader's registry request with `body` and `headers`. */
function answerRegistry(body: unknown, headers: Record<string, string> = {}): void {
  jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json', ...headers } }));
}

describe('fetchRegistry', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });
  const remotes = { search: { version: '1.3.1', entry: 'https://team.example/search/1.3.1/remoteEntry.js', integrity: 'sha384-x' } };

  it("takes the origins the registry's server allows remotes from out of its header, and leaves absolute entries as they are", async () => {
    answerRegistry({ remotes }, { [REMOTE_ORIGINS_HEADER]: 'https://team.example https://cdn.example' });
    const fetched = await fetchRegistry('https://shop.example/widgets/registry.json');
    expect(fetched.origins).toEqual(['https://team.example', 'https://cdn.example']);
    expect(fetched.remotes.search?.entry).toBe('https://team.example/search/1.3.1/remoteEntry.js');
  });

  it('never from the registry file: an origins field in its body widens nothing', async () => {
    answerRegistry({ remotes, origins: ['https://evil.example'] });
    expect((await fetchRegistry('https://shop.example/widgets/registry.json')).origins).toEqual([]);
  });

  it('drops what in the header is no origin', async () => {
    answerRegistry({ remotes }, { [REMOTE_ORIGINS_HEADER]: 'https://team.example/path javascript:alert(1) https://cdn.example' });
    expect((await fetchRegistry('https://shop.example/widgets/registry.json')).origins).toEqual(['https://cdn.example']);
  });
});
