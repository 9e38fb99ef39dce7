import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * A certificate of our own for 127.0.0.1, made with the openssl every machine here has (the
 * PostgreSQL packages depend on it), for tests of the store on HTTPS. bench/lib/store.mjs has
 * the same command in JavaScript.
 */
export function selfSignedCertificate(dir: string) {
  const cert = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-days', '1'],
      ...['-keyout', key, '-out', cert, '-subj', '/CN=localhost', '-addext', 'subjectAltName=IP:127.0.0.1'],
    ],
    { stdio: 'ignore' },
  );
  return { cert, key };
}
