// A self-signed P-256 certificate made with openssl at run time (a day's validity), for the TLS
// servers the relay tests and bench/relays stand up as members' HTTPS destinations; its PEM file
// is what the worker trusts through RELAY_CA_FILE.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface SelfSignedCertificate {
  key: string;
  cert: string;
  /** The certificate's PEM file, to give as RELAY_CA_FILE. */
  caFile: string;
  remove(): void;
}

export function makeSelfSignedCertificate(options: {
  /** The subject's common name. */
  commonName: string;
  dnsNames: readonly string[];
  ipAddresses: readonly string[];
}): SelfSignedCertificate {
  const dir = mkdtempSync(join(tmpdir(), 'tickrelay-tls-'));
  const san = [
    ...options.dnsNames.map((name) => `DNS:${name}`),
    ...options.ipAddresses.map((address) => `IP:${address}`),
  ];
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
      '-days',
      '1',
      '-subj',
      `/CN=${options.commonName}`,
      '-addext',
      `subjectAltName=${san.join(',')}`,
    ],
    { stdio: 'pipe' },
  );
  return {
    key: readFileSync(join(dir, 'key.pem'), 'utf8'),
    cert: readFileSync(join(dir, 'cert.pem'), 'utf8'),
    caFile: join(dir, 'cert.pem'),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
