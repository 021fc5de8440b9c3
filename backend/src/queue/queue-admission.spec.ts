import {
  ADMISSION_TTL_MS,
  NEAR_FULL_TTL_MS,
  parseRedisMemory,
  QueueAdmission,
  type RedisMemory,
} from './queue-admission';

const MB = 1024 * 1024;

describe('QueueAdmission', () => {
  let now = 1_000_000;
  let backlog = 0;
  let memory: RedisMemory = { usedBytes: 10 * MB, maxBytes: 100 * MB };
  const readers = {
    backlog: jest.fn(() => Promise.resolve(backlog)),
    memory: jest.fn(() => Promise.resolve(memory)),
  };
  const bulk = { backlogMax: 1000, redisMemoryShare: 0.6 };
  const member = { backlogMax: 1000, redisMemoryShare: 0.9 };

  beforeEach(() => {
    now = 1_000_000;
    backlog = 0;
    memory = { usedBytes: 10 * MB, maxBytes: 100 * MB };
    readers.backlog.mockClear();
    readers.memory.mockClear();
  });

  const settle = () => new Promise((resolve) => setImmediate(resolve));

  it('lets adds through below both bounds, reading each figure once per interval', async () => {
    const admission = new QueueAdmission(() => now);
    expect(await admission.check('telemetry', bulk, readers)).toBeUndefined();
    expect(await admission.check('telemetry', bulk, readers)).toBeUndefined();
    expect(readers.backlog).toHaveBeenCalledTimes(1);
    expect(readers.memory).toHaveBeenCalledTimes(1);
    now += ADMISSION_TTL_MS;
    await admission.check('telemetry', bulk, readers);
    expect(readers.backlog).toHaveBeenCalledTimes(2);
  });

  it('refuses a queue whose backlog reached its bound', async () => {
    backlog = 1000;
    const admission = new QueueAdmission(() => now);
    expect(await admission.check('telemetry', bulk, readers)).toEqual({
      reason: 'backlog',
      backlog: 1000,
      bound: 1000,
    });
  });

  it('refuses bulk queues at their share of maxmemory while member queues still pass', async () => {
    memory = { usedBytes: 70 * MB, maxBytes: 100 * MB };
    const admission = new QueueAdmission(() => now);
    expect(await admission.check('telemetry', bulk, readers)).toMatchObject({
      reason: 'memory',
      thresholdBytes: 60 * MB,
    });
    expect(await admission.check('mail', member, readers)).toBeUndefined();
    memory = { usedBytes: 95 * MB, maxBytes: 100 * MB };
    now += ADMISSION_TTL_MS;
    await admission.check('mail', member, readers);
    await settle();
    expect(await admission.check('mail', member, readers)).toMatchObject({ reason: 'memory' });
  });

  it('reads memory ten times as often once Redis is half full', async () => {
    memory = { usedBytes: 55 * MB, maxBytes: 100 * MB };
    const admission = new QueueAdmission(() => now);
    await admission.check('telemetry', bulk, readers);
    now += NEAR_FULL_TTL_MS;
    await admission.check('telemetry', bulk, readers);
    expect(readers.memory).toHaveBeenCalledTimes(2);
    expect(readers.backlog).toHaveBeenCalledTimes(1);
  });

  it('has no memory bound when Redis has none', async () => {
    memory = { usedBytes: 900 * MB, maxBytes: 0 };
    const admission = new QueueAdmission(() => now);
    expect(await admission.check('telemetry', bulk, readers)).toBeUndefined();
  });

  it('lets adds through when a figure cannot be read (the add itself then fails fast)', async () => {
    const admission = new QueueAdmission(() => now);
    const failing = {
      backlog: () => Promise.reject(new Error('Connection is closed.')),
      memory: () => Promise.reject(new Error('Connection is closed.')),
    };
    expect(await admission.check('telemetry', bulk, failing)).toBeUndefined();
  });
});

describe('parseRedisMemory', () => {
  it('reads used_memory and maxmemory out of INFO', () => {
    const info =
      '# Memory\r\nused_memory:1048576\r\nused_memory_human:1.00M\r\nmaxmemory:268435456\r\n';
    expect(parseRedisMemory(info)).toEqual({ usedBytes: MB, maxBytes: 256 * MB });
  });
});
