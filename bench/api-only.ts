// npm run bench:api: only the API figures of `npm run bench`, without building the remotes or a browser
// (the demo serves a registry with no remotes; the API does not read them).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { benchApi } from './api';
import { benchPostgresUrl } from './throwaway-postgres';

async function main(): Promise<void> {
  const postgresUrl = benchPostgresUrl();
  const widgetsDir = mkdtempSync(path.join(tmpdir(), 'schaufenster-bench-widgets-'));
  writeFileSync(path.join(widgetsDir, 'registry.json'), JSON.stringify({ remotes: {} }));
  try {
    await benchApi(widgetsDir, postgresUrl);
  } finally {
    rmSync(widgetsDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
