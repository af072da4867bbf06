import { rm } from 'node:fs/promises';

/** Jest's global teardown: removes the run's PGlite templates (test-run-setup.ts). */
export default async function globalTeardown(): Promise<void> {
  const dir = process.env.PGLITE_TEMPLATE_DIR;
  if (dir) await rm(dir, { recursive: true, force: true });
}
