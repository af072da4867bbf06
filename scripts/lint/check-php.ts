// `npm run lint`: every PHP file of the repository (the WordPress plugin) parses, as `php -l` of Debian's php-cli says.
import { execFileSync, spawnSync } from 'node:child_process';

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.php'], { encoding: 'utf8' }).split('\n').filter(Boolean);
const failed = files.filter((file) => {
  const lint = spawnSync('php', ['-l', file], { encoding: 'utf8' });
  if (lint.error) throw new Error(`php -l could not run (${lint.error.message}): install Debian's php-cli`);
  if (lint.status !== 0) console.log(`${lint.stdout}${lint.stderr}`.trim());
  return lint.status !== 0;
});
console.log(`${files.length} PHP files checked with php -l, ${failed.length} with errors`);
process.exitCode = failed.length > 0 ? 1 : 0;
