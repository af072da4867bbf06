// Debian's WordPress (the `wordpress` package's tree, copied with a wp-config of its own) on MariaDB, php-fpm and
// nginx, installed in German: the foreign CMS of the WordPress plugin's browser test. README setup 1: the README's
// nginx file passes the widget server's paths on this site's origin to the Schaufenster server.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startMariaDb, startNginx, startPhpFpm, type Service } from './wordpress-services';

const run = promisify(execFile);

/** Debian's WordPress (scripts/ensure-wordpress.sh installs it). */
const WORDPRESS_TREE = '/usr/share/wordpress';

/** The nginx file of setup 1 that the README shows verbatim. */
const SCHAUFENSTER_NGINX_FILE = path.join(__dirname, '..', '..', 'integrations', 'nginx', 'nginx-schaufenster.conf');

/** The administrator the site is installed with. */
export const WORDPRESS_ADMIN = { user: 'redaktion', password: 'Schaufenster-Test-2026' } as const;

/** A running WordPress site. */
export interface WordPressSite {
  origin: string;
  /** Runs PHP with WordPress loaded (as wp-cli would; Debian has none) and returns what it printed. */
  php(code: string, prelude?: string): Promise<string>;
  close(): Promise<void>;
}

function wpConfig(dir: string, origin: string, dbSocket: string): string {
  const salt = () => randomBytes(24).toString('base64');
  const keys = ['AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT'];
  return `<?php
define('DB_NAME', 'wordpress');
define('DB_USER', 'root');
define('DB_PASSWORD', '');
define('DB_HOST', 'localhost:${dbSocket}');
define('DB_CHARSET', 'utf8mb4');
define('DB_COLLATE', '');
${keys.map((key) => `define('${key}', '${salt()}');`).join('\n')}
$table_prefix = 'wp_';
define('WP_HOME', '${origin}');
define('WP_SITEURL', '${origin}');
// Plugins install from the admin's upload into this copy; nothing is fetched from wordpress.org.
define('FS_METHOD', 'direct');
define('WP_HTTP_BLOCK_EXTERNAL', true);
define('AUTOMATIC_UPDATER_DISABLED', true);
define('DISABLE_WP_CRON', true);
define('WP_DEBUG', false);
if (!defined('ABSPATH')) define('ABSPATH', '${dir}/');
require_once ABSPATH . 'wp-settings.php';
`;
}

/** Starts WordPress on 127.0.0.1:port, installed (German, pretty permalinks), with the widget server at `schaufenster`. */
export async function startWordPress({ port, schaufenster }: { port: number; schaufenster: string }): Promise<WordPressSite> {
  const dir = await mkdtemp(path.join(tmpdir(), 'schaufenster-wordpress-'));
  const root = path.join(dir, 'wordpress');
  const origin = `http://127.0.0.1:${port}`;
  const services: Service[] = [];
  const close = async () => {
    for (const service of services.reverse()) await service.close();
    await rm(dir, { recursive: true, force: true });
  };
  try {
    // A copy, not symlinks: PHP resolves a symlinked file to Debian's tree, whose wp-config reads /etc/wordpress.
    await cp(WORDPRESS_TREE, root, { recursive: true, dereference: true });
    const db = await startMariaDb(dir);
    services.push(db.service);
    await writeFile(path.join(root, 'wp-config.php'), wpConfig(root, origin, db.socket));
    const fpm = await startPhpFpm(dir);
    services.push(fpm.service);
    services.push(await startNginx(dir, { port, root, phpSocket: fpm.socket, schaufenster, snippet: SCHAUFENSTER_NGINX_FILE }));
    const php = async (code: string, prelude = '') => {
      const script = `$_SERVER['HTTP_HOST'] = '127.0.0.1:${port}'; ${prelude} require ${JSON.stringify(path.join(root, 'wp-load.php'))}; ${code}`;
      return (await run('php', ['-r', script], { cwd: root })).stdout;
    };
    await php(
      `require_once ABSPATH . 'wp-admin/includes/upgrade.php'; wp_install('Modehaus', '${WORDPRESS_ADMIN.user}', 'redaktion@example.org', false, '', '${WORDPRESS_ADMIN.password}', 'de_DE'); update_option('permalink_structure', '/%postname%/');`,
      "define('WP_INSTALLING', true);",
    );
    return { origin, php, close };
  } catch (error) {
    await close();
    throw error;
  }
}
