// Debian's nginx as the web server of a CMS (README setup 1): its own pages come from a CMS server, and the README's
// nginx file, included unchanged, passes the widgets' paths to the Schaufenster server. It runs as whoever runs the
// tests (root or not): one process in the foreground, every file it writes in a temporary prefix.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Debian's nginx (scripts/ensure-nginx.sh installs it). */
const NGINX = '/usr/sbin/nginx';

/** The nginx file of setup 1 that the README shows verbatim. */
const SCHAUFENSTER_NGINX_FILE = path.join(__dirname, '..', '..', 'integrations', 'nginx', 'nginx-schaufenster.conf');

/** How long nginx may take to listen. */
const START_TIMEOUT_MS = 10_000;

/** One request nginx handled, from its access log. */
export interface NginxRequest {
  path: string;
  status: number;
  /** `host:port` nginx passed it to ('-' when it answered itself). */
  upstream: string;
}

/** A running nginx in front of a CMS and the Schaufenster server. */
export interface NginxCms {
  /** Every request nginx has handled so far. */
  requests(): Promise<NginxRequest[]>;
  close(): Promise<void>;
}

/** Where nginx listens and where it passes requests: `host:port` each. */
export interface NginxCmsOptions {
  port: number;
  /** The CMS's own pages (everything the included file does not take). */
  cms: string;
  /** The Schaufenster server: the one line of the README the CMS engineer writes (`upstream schaufenster`). */
  schaufenster: string;
  /** Server side includes on the CMS's pages (`ssi on;`), for the widgets' fragments. */
  ssi?: boolean;
}

/** The CMS's nginx.conf: paths of its own in `dir`, the CMS's server block, and the README's file included as it is. */
function wrapperConfig(dir: string, { port, cms, schaufenster, ssi = false }: NginxCmsOptions): string {
  return `daemon off;
master_process off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  log_format handled '$upstream_addr $status $uri';
  access_log ${dir}/access.log handled;
  # Debian's compiled-in temp paths under /var/lib/nginx are root's.
  client_body_temp_path ${dir}/client-body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream schaufenster { server ${schaufenster}; }
  server {
    listen 127.0.0.1:${port};
    location / { ${ssi ? 'ssi on; ' : ''}proxy_pass http://${cms}; }
    include "${SCHAUFENSTER_NGINX_FILE}";
  }
}
`;
}

/** Resolves once something accepts connections on the port of 127.0.0.1. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

async function untilListening(child: ChildProcess, port: number, errorLog: string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await accepts(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      const log = await readFile(errorLog, 'utf8').catch(() => '');
      throw new Error(`nginx did not listen on 127.0.0.1:${port} (exit code ${child.exitCode}):\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Starts nginx as the CMS's web server and resolves once it listens. */
export async function startNginxCms(options: NginxCmsOptions): Promise<NginxCms> {
  const dir = await mkdtemp(path.join(tmpdir(), 'schaufenster-nginx-'));
  const config = path.join(dir, 'nginx.conf');
  const errorLog = path.join(dir, 'error.log');
  await writeFile(config, wrapperConfig(dir, options));
  // -e: nginx opens its compiled-in error log (root's) before it reads the configuration.
  const child = spawn(NGINX, ['-p', dir, '-c', config, '-e', errorLog], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const spawned = new Promise<void>((resolve, reject) => {
    child.once('spawn', resolve);
    child.once('error', (error) => reject(new Error(`${NGINX} did not start (${error.message}); scripts/ensure-nginx.sh installs Debian's nginx`)));
  });
  try {
    await spawned;
    await untilListening(child, options.port, errorLog);
  } catch (error) {
    child.kill('SIGTERM');
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    async requests() {
      const lines = (await readFile(path.join(dir, 'access.log'), 'utf8')).split('\n').filter(Boolean);
      return lines.map((line) => {
        const [upstream = '', status = '', uri = ''] = line.split(' ');
        return { upstream, status: Number(status), path: uri };
      });
    },
    async close() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
