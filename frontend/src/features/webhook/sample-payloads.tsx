import {
  ALERT_EXAMPLES,
  formatAlert,
  SAMPLE_ALERT,
} from '@tickrelay/contracts/alert-payload/alert-payload.samples';
import { useState } from 'react';
import styled from 'styled-components';

import { CopyButton } from '@/components/copy-button/copy-button';
import { Card, Code, Field, Muted, Pre, Select, Stack } from '@/components/ui';
import { SectionTitle } from '@/components/ui/page-parts';
import { useI18n } from '@/lib/i18n/i18n-context';

/** The messages shown: the site's one sample first, then a few particular cases. */
export const SAMPLES = {
  strategy: SAMPLE_ALERT,
  marketBuy: ALERT_EXAMPLES.marketBuy,
  limitBracket: ALERT_EXAMPLES.limitBracket,
  dollarsPercent: ALERT_EXAMPLES.dollarsPercent,
  withId: ALERT_EXAMPLES.withId,
  reverse: ALERT_EXAMPLES.reverse,
  flatten: ALERT_EXAMPLES.flatten,
} as const;
type SampleId = keyof typeof SAMPLES;
const SAMPLE_IDS = Object.keys(SAMPLES) as SampleId[];

const isSampleId = (value: string): value is SampleId => Object.hasOwn(SAMPLES, value);

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};

  > :first-child {
    flex: 1 1 260px;
  }
`;

/** How to use the URL in TradingView, and sample alert messages to paste. */
export function SamplePayloads() {
  const { t } = useI18n();
  const [id, setId] = useState<SampleId>('strategy');
  const message = formatAlert(SAMPLES[id]);

  return (
    <Card data-testid="webhook-samples">
      <Stack $gap={4}>
        <SectionTitle style={{ margin: 0 }}>{t('webhook.howTitle')}</SectionTitle>
        <ol style={{ margin: 0, paddingLeft: '1.25rem', lineHeight: 1.7 }}>
          <li>{t('webhook.step1')}</li>
          <li>{t('webhook.step2')}</li>
          <li>{t('webhook.step3')}</li>
        </ol>
        <Header>
          <Field htmlFor="webhook-sample-choice" label={t('webhook.samples.label')}>
            <Select
              id="webhook-sample-choice"
              value={id}
              onChange={(event) => {
                if (isSampleId(event.target.value)) setId(event.target.value);
              }}
            >
              {SAMPLE_IDS.map((sample) => (
                <option key={sample} value={sample}>
                  {t(`webhook.samples.${sample}`)}
                </option>
              ))}
            </Select>
          </Field>
          <CopyButton text={message} label={t('webhook.samples.copy')} />
        </Header>
        <Muted $size="sm">
          {t(`webhook.samples.${id}Hint`)} {t('webhook.sampleIntro')} <Code>application/json</Code>
        </Muted>
        <Pre data-testid="webhook-sample" data-sample={id}>
          <code>{message}</code>
        </Pre>
      </Stack>
    </Card>
  );
}
