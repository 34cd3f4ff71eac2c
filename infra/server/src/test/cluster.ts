/**
 * Several instances of the compiled server behind a real HAProxy, for the cluster test: start the processes, write
 * the balancer's configuration, ask its stats socket which servers are up, and a cookie jar for HTTP walks through it.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants, existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The newest modification time of the files under `directory` (node_modules left out). */
function newestChange(directory: string): number {
  let newest = 0;
  for (const entry of readdirSync(directory, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.parentPath.includes(`${path.sep}node_modules`)) continue;
    newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/**
 * Builds dist/ when it is missing or older than the sources it bundles (CI builds before testing; a local run may
 * have an old build, and would then test yesterday's server).
 */
export function ensureServerBuild(): void {
  const main = path.join(SERVER_ROOT, 'dist/main.js');
  const sources = [path.join(SERVER_ROOT, 'src'), path.join(SERVER_ROOT, '../../packages')];
  if (existsSync(main) && statSync(main).mtimeMs >= Math.max(...sources.map(newestChange))) return;
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: SERVER_ROOT, stdio: 'ignore' });
}

/** HAProxy's executable: on PATH, or Debian's /usr/sbin (not on a normal user's PATH); null when not installed. */
export function findHaproxy(): string | null {
  const directories = [...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean), '/usr/sbin', '/usr/local/sbin'];
  for (const directory of directories) {
    const candidate = path.join(directory, 'haproxy');
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not here.
    }
  }
  return null;
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** performance.now() when the process exited. */
  at: number;
}

export interface RunningProcess {
  readonly child: ChildProcess;
  readonly exited: Promise<Exit>;
  /** The last lines the process wrote (stdout and stderr), for failure messages. */
  output(): string;
}

function track(child: ChildProcess): RunningProcess {
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-8_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<Exit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal, at: performance.now() })));
  return { child, exited, output: () => output };
}

const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** Ends a process: `signal` first, SIGKILL when it is still there after `graceMs`. */
export async function stopProcess(running: RunningProcess, signal: NodeJS.Signals = 'SIGTERM', graceMs = 5_000): Promise<void> {
  if (hasExited(running.child)) return;
  running.child.kill(signal);
  const timer = setTimeout(() => running.child.kill('SIGKILL'), graceMs);
  await running.exited;
  clearTimeout(timer);
}

export interface ServerInstance extends RunningProcess {
  readonly name: string;
  readonly port: number;
  /** The instance's own address, past the balancer. */
  readonly url: string;
}

/** Only what node needs from this process's environment: the test runner's variables must not leak into a server. */
const baseEnv = (): Record<string, string> =>
  Object.fromEntries(['PATH', 'HOME', 'LANG', 'TZ', 'TMPDIR'].flatMap((key) => (process.env[key] ? [[key, process.env[key]]] : [])));

/** Starts `node dist/main.js` as production runs it and resolves once /healthcheck/status answers. */
export async function startServerInstance(name: string, port: number, env: Record<string, string>, timeoutMs = 120_000): Promise<ServerInstance> {
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
    cwd: SERVER_ROOT,
    env: { ...baseEnv(), ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const instance: ServerInstance = { ...track(child), name, port, url: `http://127.0.0.1:${port}` };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (hasExited(child)) throw new Error(`server ${name} exited during start (${child.exitCode ?? child.signalCode}):\n${instance.output()}`);
    try {
      if ((await fetch(`${instance.url}/healthcheck/status`)).ok) return instance;
    } catch {
      // Not listening yet.
    }
    await delay(250);
  }
  await stopProcess(instance, 'SIGKILL');
  throw new Error(`server ${name} did not answer /healthcheck/status within ${timeoutMs} ms:\n${instance.output()}`);
}

export interface ServerState {
  status: string;
  check: string;
}

export interface Balancer extends RunningProcess {
  readonly port: number;
  readonly url: string;
  /** Each server as HAProxy sees it, from its stats socket: status UP/DOWN/…, last check e.g. L7OK or L7STS. */
  serverStates(): Promise<Record<string, ServerState>>;
}

/**
 * HAProxy in front of `servers`: round robin, readiness checks every 300 ms (one failed check takes a server out, one
 * passed brings it back), X-Forwarded-For added, the serving server named in X-Served-By. A request with
 * `x-route-to: <server name>` goes to that server while it is up, so a test can choose the instance of each step and
 * still go through the balancer.
 */
export function haproxyConfig(options: { port: number; statsSocket: string; servers: Array<{ name: string; port: number }> }): string {
  const { port, statsSocket, servers } = options;
  return [
    'global',
    `  stats socket ${statsSocket} mode 600 level admin`,
    '  maxconn 2000',
    '',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 30s',
    '  timeout server 30s',
    // Server-Sent Events and WebSockets stay open far longer than one request.
    '  timeout tunnel 1h',
    '  option forwardfor',
    '',
    'frontend shop',
    `  bind 127.0.0.1:${port}`,
    '  default_backend storefront',
    '',
    'backend storefront',
    '  balance roundrobin',
    '  option httpchk',
    '  http-check send meth GET uri /healthz/ready ver HTTP/1.1 hdr Host localhost',
    '  http-check expect status 200',
    '  default-server inter 300 fall 1 rise 1',
    ...servers.map(({ name }) => `  use-server ${name} if { req.hdr(x-route-to) -m str ${name} }`),
    '  http-response set-header X-Served-By %[srv_name]',
    ...servers.map(({ name, port: serverPort }) => `  server ${name} 127.0.0.1:${serverPort} check`),
    '',
  ].join('\n');
}

/** One command on HAProxy's stats socket; resolves with its whole answer. */
function statsCommand(socketPath: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = net.connect(socketPath, () => socket.end(`${command}\n`));
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      answer += chunk;
    });
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

/** Starts HAProxy with the configuration above (written to `dir`) and resolves once every server is UP. */
export async function startBalancer(haproxy: string, dir: string, port: number, servers: Array<{ name: string; port: number }>): Promise<Balancer> {
  const configFile = path.join(dir, 'haproxy.cfg');
  const statsSocket = path.join(dir, 'haproxy.sock');
  writeFileSync(configFile, haproxyConfig({ port, statsSocket, servers }));
  // -db: stay in the foreground, so the test owns the process and its exit.
  const child = spawn(haproxy, ['-db', '-f', configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
  const running = track(child);
  const serverStates = async (): Promise<Record<string, ServerState>> => {
    // `show stat` is CSV: # pxname,svname,…,status,…; the backend's server rows are the ones we want.
    const [header = '', ...rows] = (await statsCommand(statsSocket, 'show stat')).trim().split('\n');
    const columns = header.replace(/^# /, '').split(',');
    const proxyColumn = columns.indexOf('pxname');
    const nameColumn = columns.indexOf('svname');
    const statusColumn = columns.indexOf('status');
    const checkColumn = columns.indexOf('check_status');
    const states: Record<string, ServerState> = {};
    for (const row of rows) {
      const fields = row.split(',');
      const name = fields[nameColumn] ?? '';
      if (fields[proxyColumn] === 'storefront' && servers.some((server) => server.name === name)) {
        states[name] = { status: fields[statusColumn] ?? '', check: fields[checkColumn] ?? '' };
      }
    }
    return states;
  };
  const balancer: Balancer = { ...running, port, url: `http://localhost:${port}`, serverStates };
  const deadline = Date.now() + 20_000;
  let last: Record<string, ServerState> = {};
  while (Date.now() < deadline) {
    if (hasExited(child)) throw new Error(`haproxy exited at start (${child.exitCode ?? child.signalCode}):\n${running.output()}`);
    last = await serverStates().catch(() => ({}));
    // A server counts as UP before its first check: wait until each has passed one.
    if (servers.every((server) => last[server.name]?.status === 'UP' && last[server.name]?.check === 'L7OK')) return balancer;
    await delay(100);
  }
  await stopProcess(balancer, 'SIGKILL');
  throw new Error(`haproxy did not report every server UP: ${JSON.stringify(last)}\n${running.output()}`);
}

/** Cookies as a browser keeps them for one site (name → value; attributes do not matter for these walks). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  /** Takes the Set-Cookie headers of `response` (fetch shows them only through getSetCookie()). */
  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const separator = pair.indexOf('=');
      if (separator <= 0) continue;
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      // An expired or emptied cookie is a deletion.
      if (value === '' || /;\s*max-age=0\b/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  has(name: string): boolean {
    return this.cookies.has(name);
  }

  /** The Cookie header to send ('' when empty). */
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}
