import { docsPagePath } from '@tickrelay/contracts/routes';
import {
  deliveryDocsSlug,
  isDeliveryCode,
  type DeliveryCode,
} from '@tickrelay/contracts/webhooks/deliveries';
import { Link } from 'react-router';

import { Code } from '@/components/ui';
import { useI18n } from '@/lib/i18n/i18n-context';

/** Where a delivery code is explained: /docs/errors/<slug> in the page's language. */
export function useDeliveryDocsPath(): (code: DeliveryCode) => string {
  const { localePath } = useI18n();
  return (code) => localePath(docsPagePath(deliveryDocsSlug(code)));
}

/** A delivery's code, linked to its docs page, with what it means in words as the link's name. */
export function DeliveryCodeLink({ code }: { code: string | null }) {
  const { t } = useI18n();
  const docsPath = useDeliveryDocsPath();
  if (!code) return null;
  if (!isDeliveryCode(code)) return <Code>{code}</Code>;
  const meaning = t(`deliveries.codes.${code}`);
  return (
    <Link
      to={docsPath(code)}
      title={meaning}
      aria-label={t('deliveries.codeLink', { code, meaning })}
      data-testid="delivery-code"
    >
      <Code>{code}</Code>
    </Link>
  );
}
