/** @jest-environment node */
import { request as httpRequest } from 'node:http';
import { describe, expect, it } from '@jest/globals';
import { useTestApp } from '../../test/server/harness';

/** A GET over real HTTP with whatever Host a rebinding page's browser would send; gives the status. */
function getWithHost(baseUrl: string, path: string, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(`${baseUrl}${path}`, { headers: { host } }, (incoming) => {
      incoming.resume();
      incoming.on('end', () => resolve(incoming.statusCode ?? 0));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('GET /dev/outbox/ only for a loopback Host on the server’s port', () => {
  // PUBLIC_ORIGIN http://localhost: an in-process request without a socket counts as on port 80.
  const test = useTestApp();
  const outbox = (host: string) => test.app.inject({ method: 'GET', url: '/dev/outbox/', headers: { host } });

  it.each(['localhost:80', 'localhost', '127.0.0.1:80', '127.0.0.2', 'LOCALHOST:80', '[::1]:80'])('shows the mails to Host %s', async (host) => {
    const page = await outbox(host);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html');
  });

  it.each([
    ['a rebinding page’s name', 'rebind.example'],
    ['a rebinding page’s name with the port', 'rebind.example:80'],
    ['a name that resolves to loopback elsewhere', '127.0.0.1.nip.io:80'],
    ['a look-alike', 'localhost.evil.example:80'],
    ['another port', 'localhost:8080'],
    ['credentials before the host', 'evil.example@localhost:80'],
    ['a trailing dot', 'localhost.:80'],
    ['the LAN address', '192.168.1.20:80'],
  ])('answers 404 as a server without the page for %s', async (_case, host) => {
    const page = await outbox(host);
    expect(page.statusCode).toBe(404);
    expect(page.body).toBe('Not Found');
    expect(page.body).not.toContain('Code');
  });

  it('checks the port the connection came in on, over real HTTP', async () => {
    const baseUrl = await test.listen();
    const { port } = new URL(baseUrl);
    expect(await getWithHost(baseUrl, '/dev/outbox/', `127.0.0.1:${port}`)).toBe(200);
    expect(await getWithHost(baseUrl, '/dev/outbox/', `localhost:${port}`)).toBe(200);
    expect(await getWithHost(baseUrl, '/dev/outbox/', `rebind.example:${port}`)).toBe(404);
    expect(await getWithHost(baseUrl, '/dev/outbox/', 'localhost:80')).toBe(404);
    // The rest of the demo answers that Host as before: only the outbox is held back.
    expect(await getWithHost(baseUrl, '/api/s/', `rebind.example:${port}`)).toBe(200);
  });
});
