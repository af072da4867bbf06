// `npm run lint`: no full `/api/…` path literal outside shared/api and the tests; every call is named in the API table.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { apiPathLiterals, mayWriteApiPaths } from './api-path-literals';

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => file !== '' && !mayWriteApiPaths(file));
const found = files.flatMap((file) => {
  try {
    return apiPathLiterals(file, readFileSync(file, 'utf8'));
  } catch {
    // Listed but deleted in the working tree.
    return [];
  }
});
for (const { file, line, text } of found) console.log(`${file}:${line}: '${text}' is an API path: name the call of shared/api (API.…, apiPath) instead`);
console.log(`${files.length} files checked, ${found.length} API path literals outside shared/api and the tests`);
process.exitCode = found.length > 0 ? 1 : 0;
