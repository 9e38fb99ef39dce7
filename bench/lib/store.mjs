// Starts the built store as a child process on its own port and data directory, waits until
// the catalogue API answers, and reports the process's peak memory when stopped.
import { execFileSync, execSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Seeds the catalogue in `dataDir` (or DATABASE_URL's database) up to `products`: a no-op once there. */
export function seedCatalogue(dataDir, products) {
  const seedCli = existsSync(`${ROOT}/server/dist/seed/seed-cli.js`)
    ? ['server/dist/seed/seed-cli.js']
    : ['--import', 'tsx', 'server/src/seed/seed-cli.ts'];
  execFileSync(process.execPath, [...seedCli, '--products', String(products)], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, DATA_DIR: dataDir },
  });
}

/**
 * The pages Lighthouse measures (home, a listing, a product page, checkout), as paths of the
 * store at `base`; PAGES=home,product keeps just those.
 */
export async function pagesToMeasure(base) {
  const listing = (await (await fetch(`${base}/api/product/category/list`)).json()).data[0];
  const found = await (await fetch(`${base}/api/product/product/search?cat=${listing.id}`)).json();
  const all = {
    home: '/',
    listing: `/search/category/${listing.id}/${listing.slug}`,
    product: found.data[0].url,
    checkout: '/checkout',
  };
  const only = process.env.PAGES?.split(',');
  return Object.fromEntries(Object.entries(all).filter(([name]) => !only || only.includes(name)));
}

export function ensureBuilt({ rebuild = false } = {}) {
  const built = ['web/build/server/index.js', 'server/dist/main.js'].every((f) => existsSync(`${ROOT}/${f}`));
  if (rebuild || !built) execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });
}

/**
 * `https: true` serves HTTPS and HTTP/2, as a deployment does, with a certificate made here for
 * 127.0.0.1: this process then accepts it (NODE_TLS_REJECT_UNAUTHORIZED), Chromium is told to.
 */
export async function startStore({ port, dataDir, env = {}, https = false, root = ROOT }) {
  mkdirSync(dataDir, { recursive: true });
  const tls = https ? selfSignedCertificate(dataDir) : {};
  if (https) process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  const child = spawn(process.execPath, ['server/dist/main.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...tls, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout.on('data', () => {});
  const base = `${https ? 'https' : 'http'}://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`store exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) break; // as a load balancer would: the catalogue in memory
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    base,
    pid: child.pid,
    /** the certificate and key files when serving HTTPS (for a server beside the store) */
    tls: https ? tls : null,
    /** peak resident memory so far (VmHWM), in MB */
    peakMemoryMb: () => {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Math.round(Number(status.match(/VmHWM:\s+(\d+)/)[1]) / 1024);
    },
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

// The command of server/src/test/certificate.ts (TypeScript, which this file cannot import).
function selfSignedCertificate(dir) {
  const [TLS_CERT, TLS_KEY] = [`${dir}/cert.pem`, `${dir}/key.pem`];
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-days', '2'],
      ...['-keyout', TLS_KEY, '-out', TLS_CERT, '-subj', '/CN=localhost', '-addext', 'subjectAltName=IP:127.0.0.1'],
    ],
    { stdio: 'ignore' },
  );
  return { TLS_CERT, TLS_KEY };
}

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : NaN;
};

export const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] : NaN;
};
