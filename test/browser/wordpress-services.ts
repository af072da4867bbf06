// The servers under Debian's WordPress, each started as whoever runs the tests (root or not), in the foreground, every
// file it writes in one temporary directory: MariaDB on a unix socket only, php-fpm with a pool of its own.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { access, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { connect } from 'node:net';

const run = promisify(execFile);

/** How long a server may take to be ready. */
const START_TIMEOUT_MS = 30_000;

const isRoot = () => process.getuid?.() === 0;

/** A server process of the site: stopped with close(). */
export interface Service {
  close(): Promise<void>;
}

/** Resolves once `ready` is true, or throws with the service's log when it ended or took too long. */
async function until(child: ChildProcess, ready: () => Promise<boolean>, name: string, log: string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await ready())) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${name} did not start (exit code ${child.exitCode}):\n${await readFile(log, 'utf8').catch(() => '')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const exists = (file: string) => access(file).then(() => true, () => false);

/** Starts a program and its stop: SIGTERM, then waiting for its exit. */
function started(command: string, args: string[]): { child: ChildProcess; service: Service } {
  const child = spawn(command, args, { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('error', () => undefined);
  return {
    child,
    service: {
      async close() {
        if (child.exitCode === null) child.kill('SIGTERM');
        await exited;
      },
    },
  };
}

/** MariaDB with its data in `dir`, on `dir/mysql.sock` only, with the database `wordpress` (root, no password). */
export async function startMariaDb(dir: string): Promise<{ socket: string; service: Service }> {
  const data = path.join(dir, 'db');
  const socket = path.join(dir, 'mysql.sock');
  const log = path.join(dir, 'mariadb.log');
  const user = isRoot() ? ['--user=root'] : [];
  await run('mariadb-install-db', ['--no-defaults', `--datadir=${data}`, '--auth-root-authentication-method=normal', '--skip-test-db', '--skip-name-resolve', ...user]);
  const { child, service } = started(
    '/usr/sbin/mariadbd',
    ['--no-defaults', `--datadir=${data}`, `--socket=${socket}`, '--skip-networking', `--pid-file=${path.join(dir, 'mariadb.pid')}`, `--log-error=${log}`, '--innodb-buffer-pool-size=32M', '--innodb-flush-log-at-trx-commit=0', ...user],
  );
  await until(child, () => exists(socket), 'MariaDB', log);
  await run('mariadb', ['--no-defaults', `--socket=${socket}`, '-uroot', '-e', 'CREATE DATABASE wordpress CHARACTER SET utf8mb4']);
  return { socket, service };
}

/** php-fpm with one pool on `dir/php-fpm.sock`. */
export async function startPhpFpm(dir: string): Promise<{ socket: string; service: Service }> {
  const socket = path.join(dir, 'php-fpm.sock');
  const log = path.join(dir, 'php-fpm.log');
  const config = path.join(dir, 'php-fpm.conf');
  // As root php-fpm wants a pool user (and -R to allow root); as anyone else it runs as that user.
  const poolUser = isRoot() ? 'user = root\ngroup = root\n' : '';
  await writeFile(
    config,
    `[global]\npid = ${path.join(dir, 'php-fpm.pid')}\nerror_log = ${log}\ndaemonize = no\n\n[wordpress]\n${poolUser}listen = ${socket}\npm = static\npm.max_children = 4\ncatch_workers_output = yes\nphp_admin_value[error_log] = ${path.join(dir, 'php-errors.log')}\nphp_admin_flag[log_errors] = on\n`,
  );
  const { child, service } = started('/usr/sbin/php-fpm8.2', ['--nodaemonize', '--fpm-config', config, ...(isRoot() ? ['-R'] : [])]);
  await until(child, () => exists(socket), 'php-fpm', log);
  return { socket, service };
}

/** nginx serving WordPress's tree through php-fpm, with the README's nginx file for the widget server's paths. */
export async function startNginx(dir: string, { port, root, phpSocket, schaufenster, snippet }: { port: number; root: string; phpSocket: string; schaufenster: string; snippet: string }): Promise<Service> {
  const config = path.join(dir, 'nginx.conf');
  const log = path.join(dir, 'nginx-error.log');
  const accepts = () =>
    new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
  await writeFile(
    config,
    `daemon off;
master_process off;
pid ${dir}/nginx.pid;
error_log ${log} warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${dir}/client-body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 20m;
  upstream schaufenster { server ${schaufenster}; }
  server {
    listen 127.0.0.1:${port};
    root ${root};
    index index.php;
    location / { try_files $uri $uri/ /index.php?$args; }
    location ~ \\.php$ {
      try_files $uri =404;
      include /etc/nginx/fastcgi_params;
      fastcgi_param SCRIPT_FILENAME $document_root$fastcgi_script_name;
      # Debian's fastcgi_params pass $host, without the port: WordPress on a port of its own redirects every page to itself.
      fastcgi_param HTTP_HOST $host:$server_port;
      fastcgi_pass unix:${phpSocket};
    }
    include "${snippet}";
  }
}
`,
  );
  if (await accepts()) throw new Error(`nginx cannot listen on 127.0.0.1:${port}: something else does`);
  const { child, service } = started('/usr/sbin/nginx', ['-p', dir, '-c', config, '-e', log]);
  await until(child, accepts, 'nginx', log);
  return service;
}
