import styled from 'styled-components';

import { useI18n } from '@/lib/i18n/i18n-context';

const Panel = styled.figure`
  margin: 0;
  width: 100%;
  background: ${({ theme }) => theme.colors.bgElevated};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  overflow: hidden;
`;

const PanelHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.bgMuted};
  font-size: 0.875rem;
  font-weight: 650;
`;

const Live = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  font-size: 0.75rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.success};

  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: currentColor;
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.primarySoft};
  }
`;

const Rows = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  min-height: 64px;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 0.875rem;

  time {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Order = styled.div`
  min-width: 0;

  strong {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 0.8125rem;
  }

  span {
    display: block;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.8125rem;
  }
`;

type Tone = 'success' | 'neutral' | 'danger';

const Status = styled.span<{ $tone: Tone }>`
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 0.75rem;
  font-weight: 650;
  white-space: nowrap;
  background: ${({ theme, $tone }) =>
    $tone === 'success'
      ? theme.colors.primarySoft
      : $tone === 'danger'
        ? theme.colors.dangerSoft
        : theme.colors.bgSubtle};
  color: ${({ theme, $tone }) =>
    $tone === 'success'
      ? theme.colors.success
      : $tone === 'danger'
        ? theme.colors.danger
        : theme.colors.textMuted};
`;

const Footer = styled.figcaption`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.textMuted};

  code {
    font-family: ${({ theme }) => theme.fonts.mono};
  }
`;

/** A static picture of the member's webhook log: shows the product without loading any data. */
export function HeroLog() {
  const { t, formatNumber } = useI18n();
  const price = (value: number) =>
    formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

  return (
    <Panel aria-label={t('home.hero.demo.label')}>
      <PanelHeader>
        <span>{t('home.hero.demo.title')}</span>
        <Live>{t('home.hero.demo.live')}</Live>
      </PanelHeader>
      <Rows>
        <Row>
          <time>09:30:02</time>
          <Order>
            <strong>BUY 2 MESZ6</strong>
            <span>{t('home.hero.demo.at', { price: price(6012.25) })}</span>
          </Order>
          <Status $tone="success">{t('home.hero.demo.filled')}</Status>
        </Row>
        <Row>
          <time>09:30:02</time>
          <Order>
            <strong>OCO MESZ6</strong>
            <span>
              {t('home.hero.demo.bracket', { stop: price(6002.25), target: price(6032.25) })}
            </span>
          </Order>
          <Status $tone="neutral">{t('home.hero.demo.working')}</Status>
        </Row>
        <Row>
          <time>11:14:45</time>
          <Order>
            <strong>CLOSE MESZ6</strong>
            <span>{t('home.hero.demo.at', { price: price(6027.5) })}</span>
          </Order>
          <Status $tone="success">{t('home.hero.demo.filled')}</Status>
        </Row>
        <Row>
          <time>13:02:11</time>
          <Order>
            <strong>SELL MNQZ6</strong>
            <span>{t('home.hero.demo.invalid')}</span>
          </Order>
          <Status $tone="danger">{t('home.hero.demo.rejected')}</Status>
        </Row>
      </Rows>
      <Footer>
        <span>{t('home.hero.demo.account')}</span>
        <code>DEMO4471023</code>
      </Footer>
    </Panel>
  );
}
