import { useMemo, useState } from 'react';

import { Alert, Button, Card, Field, Muted, Select, Stack } from '@/components/ui';
import { SectionTitle } from '@/components/ui/page-parts';
import { useUpdateProfile } from '@/lib/api/endpoints/update-profile.endpoint';
import { errorCodeMessage } from '@/lib/forms/form-errors';
import { useI18n } from '@/lib/i18n/i18n-context';
import { useMemberTimeZone } from '@/lib/time-zone/member-time-zone';
import { notifySuccess } from '@/lib/toast/notify';

/** Every IANA zone this browser knows, with the member's own first if it is missing. */
function zonesWith(current: string): string[] {
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes(current) ? known : [current, ...known];
}

/** The member's time zone (the security log's and the mails' times). */
export function TimeZoneCard() {
  const { t } = useI18n();
  const { zone, setZone } = useMemberTimeZone();
  const updateProfile = useUpdateProfile();
  const [picked, setPicked] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const value = picked ?? zone ?? '';
  const zones = useMemo(() => (value ? zonesWith(value) : []), [value]);

  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      const answer = await updateProfile({ timeZone: value });
      if (answer.timeZone) setZone(answer.timeZone);
      notifySuccess(t('securityLog.timeZoneCard.saved'));
    } catch (failure) {
      setError(errorCodeMessage(failure, t));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card data-testid="time-zone-card">
      <SectionTitle>{t('securityLog.timeZoneCard.title')}</SectionTitle>
      <Stack $gap={4} $align="start">
        <Muted $size="sm">{t('securityLog.timeZoneCard.intro')}</Muted>
        {error && <Alert tone="danger">{error}</Alert>}
        <Field htmlFor="time-zone" label={t('securityLog.timeZoneCard.label')}>
          <Select
            id="time-zone"
            name="timeZone"
            value={value}
            disabled={!zone}
            onChange={(event) => setPicked(event.target.value)}
            data-testid="time-zone-select"
          >
            {zones.map((option) => (
              <option key={option} value={option}>
                {option.replace(/_/g, ' ')}
              </option>
            ))}
          </Select>
        </Field>
        <Button
          $variant="secondary"
          disabled={!zone || saving}
          onClick={() => void save()}
          data-testid="time-zone-save"
        >
          {t('securityLog.timeZoneCard.save')}
        </Button>
      </Stack>
    </Card>
  );
}
