import { X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';

/**
 * The PEM bundle at `path` (RELAY_CA_FILE), checked at boot: a file that cannot be read or holds
 * no certificate stops the process with a message naming the variable, rather than failing
 * every relay later.
 */
export function loadCaBundle(path: string, variable = 'RELAY_CA_FILE'): string {
  let pem: string;
  try {
    pem = readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unreadable';
    throw new Error(`${variable}: cannot read ${path} (${code})`);
  }
  const certificates = pem.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g);
  if (!certificates) throw new Error(`${variable}: ${path} holds no PEM certificate`);
  for (const certificate of certificates) {
    try {
      new X509Certificate(certificate);
    } catch {
      throw new Error(`${variable}: ${path} holds a certificate that does not parse`);
    }
  }
  return certificates.join('\n');
}
