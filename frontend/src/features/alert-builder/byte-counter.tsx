import { utf8Bytes } from '@tickrelay/contracts/alert-templates/alert-message-check';
import { ALERT_TEMPLATE_LIMITS } from '@tickrelay/contracts/alert-templates/alert-templates';

import { useI18n } from '@/lib/i18n/i18n-context';

import * as S from './alert-preview.styles';
import { byteLevel } from './byte-level';

/**
 * The message's size as the webhook receiver counts it (UTF-8 bytes, one over its limit is 413),
 * so a long comment or many fields never surprise a member at the first alert.
 */
export function ByteCounter({ message }: { message: string }) {
  const { t, locale } = useI18n();
  const bytes = utf8Bytes(message);
  const limit = ALERT_TEMPLATE_LIMITS.messageMaxBytes;
  const level = byteLevel(bytes, limit);
  const number = new Intl.NumberFormat(locale);
  return (
    <S.ByteCount $level={level} data-testid="alert-bytes" data-level={level}>
      {t('alertBuilder.preview.bytes', {
        bytes: number.format(bytes),
        limit: number.format(limit),
      })}
      {level !== 'ok' && (
        <span role="status">
          {' '}
          {t(
            level === 'over' ? 'alertBuilder.preview.bytesOver' : 'alertBuilder.preview.bytesNear',
          )}
        </span>
      )}
    </S.ByteCount>
  );
}
