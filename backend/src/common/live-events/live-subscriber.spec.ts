import { EventEmitter } from 'node:events';

import type { AppConfig } from '@/config/app-config';

import { LiveSubscriber, type SubscriberConnection } from './live-subscriber';

/** A stand-in for ioredis in subscriber mode: records commands, can refuse the next ones. */
class FakeConnection extends EventEmitter {
  readonly commands: string[] = [];
  failing: Error | undefined;
  quits = 0;

  private command(name: string, target: string): Promise<number> {
    this.commands.push(`${name} ${target}`);
    return this.failing ? Promise.reject(this.failing) : Promise.resolve(1);
  }
  subscribe(channel: string) {
    return this.command('subscribe', channel);
  }
  unsubscribe(channel: string) {
    return this.command('unsubscribe', channel);
  }
  psubscribe(pattern: string) {
    return this.command('psubscribe', pattern);
  }
  punsubscribe(pattern: string) {
    return this.command('punsubscribe', pattern);
  }
  quit() {
    this.quits += 1;
    return Promise.resolve('OK');
  }
  disconnect() {}
}

class TestSubscriber extends LiveSubscriber {
  readonly connections: FakeConnection[] = [];
  protected override createConnection(): SubscriberConnection {
    const connection = new FakeConnection();
    this.connections.push(connection);
    return connection as unknown as SubscriberConnection;
  }
}

function setup() {
  const subscriber = new TestSubscriber({} as AppConfig);
  const connection = () => subscriber.connections[0]!;
  return { subscriber, connection };
}

describe('LiveSubscriber', () => {
  it('opens no connection until the first subscription, then only one for everything', async () => {
    const { subscriber } = setup();
    expect(subscriber.connections).toHaveLength(0);
    await subscriber.subscribe('a', () => undefined);
    await subscriber.subscribe('b', () => undefined);
    await subscriber.subscribePattern('c:*', () => undefined);
    expect(subscriber.connections).toHaveLength(1);
    expect(subscriber.connections[0]!.commands).toEqual([
      'subscribe a',
      'subscribe b',
      'psubscribe c:*',
    ]);
  });

  it('fans a message out to every handler of its channel, and only those', async () => {
    const { subscriber, connection } = setup();
    const heard: string[] = [];
    await subscriber.subscribe('a', (message, channel) => heard.push(`1 ${channel} ${message}`));
    await subscriber.subscribe('a', (message) => heard.push(`2 ${message}`));
    await subscriber.subscribe('b', (message) => heard.push(`b ${message}`));
    connection().emit('message', 'a', 'hello');
    connection().emit('message', 'z', 'nobody');
    expect(heard).toEqual(['1 a hello', '2 hello']);
  });

  it('delivers pattern messages with the channel that matched', async () => {
    const { subscriber, connection } = setup();
    const heard: string[] = [];
    await subscriber.subscribePattern('c:*', (message, channel) =>
      heard.push(`${channel}=${message}`),
    );
    connection().emit('pmessage', 'c:*', 'c:7', 'x');
    connection().emit('pmessage', 'd:*', 'd:1', 'y');
    expect(heard).toEqual(['c:7=x']);
  });

  it('subscribes a channel once and unsubscribes it with its last handler (reference counts)', async () => {
    const { subscriber, connection } = setup();
    const first = await subscriber.subscribe('a', () => undefined);
    const second = await subscriber.subscribe('a', () => undefined);
    expect(connection().commands).toEqual(['subscribe a']);
    await first();
    expect(connection().commands).toEqual(['subscribe a']);
    // Stopping twice counts once.
    await first();
    expect(subscriber.subscriptions().channels).toEqual(['a']);
    await second();
    expect(connection().commands).toEqual(['subscribe a', 'unsubscribe a']);
    expect(subscriber.subscriptions().channels).toEqual([]);
    const pattern = await subscriber.subscribePattern('p*', () => undefined);
    await pattern();
    expect(connection().commands.slice(2)).toEqual(['psubscribe p*', 'punsubscribe p*']);
  });

  it('counts the same handler subscribed twice as two references', async () => {
    const { subscriber, connection } = setup();
    const heard: string[] = [];
    const handler = (message: string) => heard.push(message);
    const first = await subscriber.subscribe('a', handler);
    await subscriber.subscribe('a', handler);
    connection().emit('message', 'a', 'm');
    expect(heard).toEqual(['m', 'm']);
    await first();
    connection().emit('message', 'a', 'n');
    expect(heard).toEqual(['m', 'm', 'n']);
    expect(connection().commands).toEqual(['subscribe a']);
  });

  it('rejects when Redis refuses, keeps nothing, and subscribes afresh on the next call', async () => {
    const { subscriber, connection } = setup();
    await subscriber.subscribe('warm', () => undefined);
    connection().failing = new Error('down');
    await expect(subscriber.subscribe('a', () => undefined)).rejects.toThrow('down');
    expect(subscriber.subscriptions().channels).toEqual(['warm']);
    connection().failing = undefined;
    const heard: string[] = [];
    await subscriber.subscribe('a', (message) => heard.push(message));
    connection().emit('message', 'a', 'back');
    expect(heard).toEqual(['back']);
    expect(connection().commands.filter((command) => command === 'subscribe a')).toHaveLength(2);
  });

  it('keeps delivering to the other handlers when one throws or ends itself', async () => {
    const { subscriber, connection } = setup();
    const heard: string[] = [];
    const stop = await subscriber.subscribe('a', () => {
      void stop();
      throw new Error('boom');
    });
    await subscriber.subscribe('a', (message) => heard.push(message));
    connection().emit('message', 'a', 'one');
    connection().emit('message', 'a', 'two');
    expect(heard).toEqual(['one', 'two']);
  });

  it('tells its listeners when the connection is back after a loss, not on the first connect', async () => {
    const { subscriber, connection } = setup();
    let reconnects = 0;
    const stop = subscriber.onReconnect(() => (reconnects += 1));
    await subscriber.subscribe('a', () => undefined);
    connection().emit('ready');
    expect(reconnects).toBe(0);
    connection().emit('ready');
    expect(reconnects).toBe(1);
    stop();
    connection().emit('ready');
    expect(reconnects).toBe(1);
  });

  it('closes its connection at shutdown and forgets every handler', async () => {
    const { subscriber, connection } = setup();
    const heard: string[] = [];
    await subscriber.subscribe('a', (message) => heard.push(message));
    const closed = connection();
    await subscriber.onApplicationShutdown();
    expect(closed.quits).toBe(1);
    closed.emit('message', 'a', 'late');
    expect(heard).toEqual([]);
  });
});
