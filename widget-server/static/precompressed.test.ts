/** @jest-environment node */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from '@jest/globals';
import { useTestApp } from '../../test/server/harness';
import { IMMUTABLE } from './static-routes';

const test = useTestApp();

/** A chunk that compresses well, as scripts do. */
const CHUNK = Buffer.from(`${'(self.webpackChunk=self.webpackChunk||[]).push([["a"],{1:function(){return "Schaufenster"}}]);\n'.repeat(200)}`);

/** Writes a version folder's chunk with the brotli and gzip copies the build puts beside it (a marker proves they were sent as they are). */
async function writeChunkWithCopies(): Promise<{ url: string; brotli: Buffer; gzip: Buffer }> {
  const folder = path.join(test.widgetsDir, 'search', '1.4.0');
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, 'vendors.1a2b3c4d.js');
  const brotli = brotliCompressSync(CHUNK);
  const gzip = gzipSync(CHUNK, { level: 9 });
  await writeFile(file, CHUNK);
  await writeFile(`${file}.br`, brotli);
  await writeFile(`${file}.gz`, gzip);
  return { url: '/widgets/search/1.4.0/vendors.1a2b3c4d.js', brotli, gzip };
}

describe('scripts compressed at build', () => {
  it('are sent as built to a browser that takes brotli, with the headers of the script itself', async () => {
    const { url, brotli } = await writeChunkWithCopies();
    const answer = await test.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.rawPayload.equals(brotli)).toBe(true);
    expect(brotliDecompressSync(answer.rawPayload).equals(CHUNK)).toBe(true);
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers['cache-control']).toBe(IMMUTABLE);
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(String(answer.headers.vary)).toMatch(/accept-encoding/i);
  });

  it('are sent gzipped as built where the browser takes gzip only (Chromium over plain http)', async () => {
    const { url, gzip } = await writeChunkWithCopies();
    const answer = await test.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.rawPayload.equals(gzip)).toBe(true);
  });

  it('are sent plain to a client that takes no compression', async () => {
    const { url } = await writeChunkWithCopies();
    const answer = await test.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.rawPayload.equals(CHUNK)).toBe(true);
  });

  it('keep the cache header of the file they were made from: the loader\'s MF runtime chunk, named by its content, is cached for a year', async () => {
    await writeFile(path.join(test.widgetsDir, 'mf-runtime.1a2b3c4d.js'), CHUNK);
    await writeFile(path.join(test.widgetsDir, 'mf-runtime.1a2b3c4d.js.gz'), gzipSync(CHUNK, { level: 9 }));
    const answer = await test.app.inject({ method: 'GET', url: '/widgets/mf-runtime.1a2b3c4d.js', headers: { 'accept-encoding': 'gzip, deflate' } });
    expect([answer.headers['content-encoding'], answer.headers['cache-control']]).toEqual(['gzip', IMMUTABLE]);
  });

  it('leave a script without copies (loader.js changes in place) to be compressed per answer', async () => {
    await writeFile(path.join(test.widgetsDir, 'loader.js'), CHUNK);
    const answer = await test.app.inject({ method: 'GET', url: '/widgets/loader.js', headers: { 'accept-encoding': 'gzip' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.rawPayload).equals(CHUNK)).toBe(true);
  });
});
