import { Matches, ValidateBy } from 'class-validator';

// Relative, not '@/': the integration tests' global setup loads config without jest's path mapping.
import { BaseVariables } from '../../config/base.variables';

/** Signs download links when DOWNLOAD_LINK_SECRET is empty; refused in production. */
export const DOWNLOAD_LINK_DEVELOPMENT_SECRET = 'tickrelay-development-download-link-secret';

/** Member-only downloads' variables (AppConfig.downloadLinkSecret); in /.env.example. */
export class DownloadsVariables extends BaseVariables {
  // Signs the short-lived download links (HMAC-SHA256): 32-256 printable characters without
  // spaces, e.g. `openssl rand -hex 32`. Empty: a development secret, which production refuses
  // (anyone can read it in the source, and so forge a link to any member-only file).
  @Matches(/^$|^[\x21-\x7e]{32,256}$/, {
    message: 'must be empty or 32-256 printable characters without spaces',
  })
  @ValidateBy({
    name: 'downloadLinkSecretInProduction',
    validator: {
      validate: (value: unknown, args) => {
        const env = args?.object as DownloadsVariables | undefined;
        return (
          env?.NODE_ENV !== 'production' ||
          (value !== '' && value !== DOWNLOAD_LINK_DEVELOPMENT_SECRET)
        );
      },
      defaultMessage: () =>
        'must be set to a secret of its own when NODE_ENV is production: the development secret is public',
    },
  })
  DOWNLOAD_LINK_SECRET = '';
}

/** The secret that signs download links: the development one only outside production. */
export function downloadLinkSecret(env: DownloadsVariables): string {
  // Validated at boot: production never gets here with it empty.
  return env.DOWNLOAD_LINK_SECRET || DOWNLOAD_LINK_DEVELOPMENT_SECRET;
}
