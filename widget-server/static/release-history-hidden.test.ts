/** @jest-environment node */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { historyFile } from '../../registry/release-history';
import { useTestApp } from '../../test/server/harness';

const test = useTestApp();

describe('the release history beside the registries', () => {
  it.each(['production', 'staging'])("is not served from /widgets/ (%s's): it names people and commits, and no page needs it", async (environment) => {
    await writeFile(path.join(test.widgetsDir, historyFile(environment)), JSON.stringify({ remotes: { header: [{ by: 'Team Kopf' }] } }));
    const answer = await test.app.inject({ method: 'GET', url: `/widgets/${historyFile(environment)}` });
    expect(answer.statusCode).toBe(404);
    expect(answer.body).not.toContain('Team Kopf');
    expect((await test.app.inject({ method: 'GET', url: '/widgets/registry.json' })).statusCode).toBe(200);
  });

  it('does not serve a release still being built in its staging folder', async () => {
    const staging = path.join(test.widgetsDir, 'header', '.staging-1.2.0-4711');
    await mkdir(staging, { recursive: true });
    await writeFile(path.join(staging, 'remoteEntry.js'), '// half built\n');
    expect((await test.app.inject({ method: 'GET', url: '/widgets/header/.staging-1.2.0-4711/remoteEntry.js' })).statusCode).toBe(404);
  });

  it('does not serve the server build of a version: the server runs it, no page loads it', async () => {
    const server = path.join(test.widgetsDir, 'header', '1.2.0', 'server');
    await mkdir(server, { recursive: true });
    await writeFile(path.join(server, 'mount.js'), 'exports.render = () => ({ html: "", css: "" });\n');
    await writeFile(path.join(test.widgetsDir, 'header', '1.2.0', 'remoteEntry.js'), '// entry\n');
    expect((await test.app.inject({ method: 'GET', url: '/widgets/header/1.2.0/server/mount.js' })).statusCode).toBe(404);
    expect((await test.app.inject({ method: 'GET', url: '/widgets/header/1.2.0/remoteEntry.js' })).statusCode).toBe(200);
  });
});
