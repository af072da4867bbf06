/** @jest-environment node */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { REMOTE_ORIGINS_HEADER } from '../../registry/registry';
import { useTestApp } from '../../test/server/harness';

describe("the registry answer names the origins the server's configuration allows remotes from", () => {
  const test = useTestApp({ remoteOrigins: ['https://cdn.example', 'https://static.team.example'] });
  const plain = useTestApp();

  it.each(['/widgets/registry.json', '/widgets/registry.staging.json'])('in a header of %s that pages of any origin may read', async (url) => {
    await writeFile(path.join(test.widgetsDir, 'registry.staging.json'), JSON.stringify({ remotes: {} }));
    const answer = await test.app.inject({ method: 'GET', url, headers: { origin: 'https://cms.example' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers[REMOTE_ORIGINS_HEADER]).toBe('https://cdn.example https://static.team.example');
    expect(answer.headers['access-control-expose-headers']).toBe(REMOTE_ORIGINS_HEADER);
  });

  it('never from the registry file: an origins field written into it is sent as it is, and the loader reads only the header', async () => {
    const written = JSON.stringify({ remotes: {}, origins: ['https://evil.example'] });
    await writeFile(path.join(plain.widgetsDir, 'registry.json'), written);
    const answer = await plain.app.inject({ method: 'GET', url: '/widgets/registry.json' });
    expect(answer.body).toBe(written);
    expect(answer.headers[REMOTE_ORIGINS_HEADER]).toBeUndefined();
  });

  it('on registries only', async () => {
    await writeFile(path.join(test.widgetsDir, 'loader.js'), '/* loader */');
    expect((await test.app.inject({ method: 'GET', url: '/widgets/loader.js' })).headers[REMOTE_ORIGINS_HEADER]).toBeUndefined();
    expect((await test.app.inject({ method: 'GET', url: '/' })).headers[REMOTE_ORIGINS_HEADER]).toBeUndefined();
  });
});
