import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A self-signed certificate for 127.0.0.1 made by openssl (the preflight checks it is installed): the files and their PEM. */
export async function selfSigned(): Promise<{
  certFile: string;
  keyFile: string;
  cert: Buffer;
  key: Buffer;
}> {
  const dir = await mkdtemp(join(tmpdir(), 'companion-tls-'));
  const certFile = join(dir, 'cert.pem');
  const keyFile = join(dir, 'key.pem');
  execFileSync('openssl', [
    ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
    ...['-keyout', keyFile, '-out', certFile, '-days', '1'],
    ...['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
  ]);
  return { certFile, keyFile, cert: await readFile(certFile), key: await readFile(keyFile) };
}
