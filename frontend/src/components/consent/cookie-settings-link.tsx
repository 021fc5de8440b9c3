// "Cookie settings" in the footer: reopens the consent banner. A real link to the privacy policy's
// cookies section underneath, so it means something without JavaScript, in the prerendered HTML,
// and on a site with no third-party tag configured (then there is nothing to consent to).
import { routePaths } from '@tickrelay/contracts/routes';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';

import { openConsentSettings } from '@/lib/consent/consent-store';
import { useI18n } from '@/lib/i18n/i18n-context';
import { isMarketingConfigured } from '@/lib/telemetry/marketing';

export function CookieSettingsLink({ configured }: { configured?: boolean }) {
  const { t, localePath } = useI18n();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!(configured ?? isMarketingConfigured())) return;
    event.preventDefault();
    openConsentSettings();
  };
  return (
    <Link
      to={`${localePath(routePaths.privacy)}#${t('nav.footer.cookiesAnchor')}`}
      onClick={onClick}
      data-testid="cookie-settings"
    >
      {t('nav.footer.cookieSettings')}
    </Link>
  );
}
