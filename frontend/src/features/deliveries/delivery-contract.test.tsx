/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen } from '@testing-library/react';

import { renderWithApp } from '@/test/render-with-app';
import { delivery } from '@/test/webhook-fixtures';

import { DeliveryContract, DeliveryRollNotice } from './delivery-contract';

const result = (contract: string | null) => ({
  broker: 'paper' as const,
  contract,
  events: [],
  positionAfter: 1,
});

describe('DeliveryContract', () => {
  it('shows the contract a continuous ticker resolved to, and the roll in the week before', async () => {
    const item = delivery({
      ticker: 'MNQ1!',
      receivedAt: '2026-12-07T15:00:00.000Z',
      brokerResult: result('MNQZ2026'),
    });
    await renderWithApp(
      <>
        <DeliveryContract delivery={item} />
        <DeliveryRollNotice delivery={item} />
      </>,
    );
    expect(screen.getByTestId('delivery-contract')).toHaveTextContent('Contract MNQZ2026');
    expect(screen.getByTestId('delivery-roll')).toHaveTextContent('Rolls Dec 10, 2026');
    expect(screen.getByTestId('delivery-roll-notice')).toHaveTextContent(
      'MNQZ2026 rolls on Dec 10, 2026: from that session, continuous symbols (such as MNQ1!) mean MNQH2027.',
    );
  });

  it('says it in French', async () => {
    const item = delivery({
      ticker: 'CBOT:ZN1!',
      receivedAt: '2026-11-20T15:00:00.000Z',
      brokerResult: result('ZNZ2026'),
    });
    await renderWithApp(<DeliveryRollNotice delivery={item} />, { path: '/fr/membership/webhook' });
    expect(screen.getByTestId('delivery-roll-notice')).toHaveTextContent(
      'ZNZ2026 roule le 25 nov. 2026 : à partir de cette séance, les symboles continus (comme ZN1!) désignent ZNH2027.',
    );
  });

  it('shows no badge far from a roll, and nothing without a contract', async () => {
    const far = delivery({
      ticker: 'MNQZ2026',
      receivedAt: '2026-10-01T15:00:00.000Z',
      brokerResult: result('MNQZ2026'),
    });
    const { container } = await renderWithApp(
      <>
        <DeliveryContract delivery={far} />
        <DeliveryContract delivery={delivery({ brokerResult: null })} />
        <DeliveryRollNotice delivery={far} />
      </>,
    );
    expect(screen.getByTestId('delivery-contract')).toHaveTextContent('');
    expect(screen.queryByTestId('delivery-roll')).toBeNull();
    expect(container.querySelector('[data-testid="delivery-roll-notice"]')).toBeNull();
  });
});
