import { spawn } from 'node:child_process';
import path from 'node:path';
import type { RemoteName } from '../registry/remotes';

const root = path.join(__dirname, '..');

/** Runs a Node script of the repository with the terminal attached; rejects naming it when it fails. */
function runNode(what: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, env, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${what} failed (exit code ${code})`))));
  });
}

/**
 * What `release` runs before it builds a remote: the typecheck of the whole project (a remote shares types with
 * shared/ and the contracts) and the remote's own unit and component tests.
 */
export async function runRemoteChecks(remote: RemoteName): Promise<void> {
  console.log(`Checking ${remote} before the release: typecheck, then its tests (--skip-checks skips both)...`);
  await runNode('the typecheck (tsc --noEmit)', [require.resolve('typescript/bin/tsc'), '--noEmit', '-p', 'tsconfig.json']);
  const env = { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim() };
  await runNode(`the tests of widgets/${remote}`, [require.resolve('jest/bin/jest'), `widgets/${remote}`], env);
}
