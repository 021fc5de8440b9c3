import { MEMBER_EVENT_TYPES } from '@tickrelay/contracts/webhooks/deliveries';

import type { MemberEvents } from '@/common/live-events/member-events';

import { DeliveryRelaysPublisher } from './delivery-relays.publisher';
import type { DeliveryRelayRow } from './destinations.tables';
import type { RelaysRepository } from './relays.repository';

const row = (overrides: Partial<DeliveryRelayRow> = {}): DeliveryRelayRow => ({
  delivery_id: 'd-1',
  received_at: new Date('2026-03-02T14:30:00.000Z'),
  destination_id: 'dest-1',
  member_id: 'm-1',
  kind: 'https',
  label: 'My server',
  status: 'retrying',
  attempts: 1,
  code: 'DESTINATION_HTTP_ERROR',
  http_status: 502,
  created_at: new Date('2026-03-02T14:30:01.000Z'),
  updated_at: new Date('2026-03-02T14:30:03.000Z'),
  ...overrides,
});

function publisher(rows: DeliveryRelayRow[], publish = jest.fn(() => Promise.resolve('1-0'))) {
  const relays = {
    ofDeliveries: jest.fn(() => Promise.resolve(new Map(rows.length ? [['d-1', rows]] : []))),
  } as unknown as RelaysRepository;
  const events = { publish } as unknown as MemberEvents;
  return { publisher: new DeliveryRelaysPublisher(relays, events), publish, relays };
}

describe('DeliveryRelaysPublisher', () => {
  it('publishes the delivery’s relays as they are now (a relays event), not the delivery', async () => {
    const sent = row({ destination_id: 'dest-2', status: 'sent', code: null, http_status: 200 });
    const { publisher: relaysPublisher, publish, relays } = publisher([row(), sent]);
    await relaysPublisher.publish('m-1', 'd-1');
    expect(relays.ofDeliveries).toHaveBeenCalledWith('m-1', ['d-1']);
    expect(publish).toHaveBeenCalledWith('m-1', MEMBER_EVENT_TYPES.relays, {
      deliveryId: 'd-1',
      relays: [
        expect.objectContaining({ destinationId: 'dest-1', status: 'retrying', attempts: 1 }),
        expect.objectContaining({ destinationId: 'dest-2', status: 'sent', httpStatus: 200 }),
      ],
    });
  });

  it('is best effort: a failed read or publish is logged, never thrown', async () => {
    const failing = jest.fn(() => Promise.reject(new Error('redis away')));
    const { publisher: relaysPublisher } = publisher([row()], failing);
    await expect(relaysPublisher.publish('m-1', 'd-1')).resolves.toBeUndefined();
  });
});
