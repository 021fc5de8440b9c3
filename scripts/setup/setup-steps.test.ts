import { deflateRawSync } from 'node:zlib';

import { parseClusters, trustSteps } from './postgres.setup';
import { startRedisSteps } from './redis.setup';
import { serviceUrls } from './service-urls';
import { aptSteps } from './setup';
import { requestFor } from './setup.cli';
import { renderStep } from './shell';
import { readZipEntry } from './zip.reader';

describe('pg_lsclusters', () => {
  it('reads version, name, port and whether each cluster runs', () => {
    const output = [
      '15  main    5432 online postgres /var/lib/postgresql/15/main /var/log/postgresql/postgresql-15-main.log',
      '15  other   5440 down   postgres /var/lib/postgresql/15/other /var/log/postgresql/postgresql-15-other.log',
      '16  replica 5433 online,recovery postgres /var/lib/postgresql/16/replica /var/log/x.log',
      '',
    ].join('\n');
    expect(parseClusters(output)).toEqual([
      { version: '15', name: 'main', port: 5432, online: true },
      { version: '15', name: 'other', port: 5440, online: false },
      { version: '16', name: 'replica', port: 5433, online: true },
    ]);
  });
});

describe('the commands printed for someone who is not root', () => {
  it('prefixes sudo and quotes what the shell would split', () => {
    const [edit, reload] = trustSteps({ version: '15', name: 'main' }, 'postgres');
    expect(renderStep(reload ?? edit!, true)).toBe('sudo pg_ctlcluster 15 main reload');
    expect(renderStep(edit!, true)).toBe(
      "sudo sed -i -e '1i # TickRelay (scripts/setup): the local user below connects over loopback without a password' " +
        "-e '1i host all postgres 127.0.0.1/32 trust' -e '1i host all postgres ::1/128 trust' " +
        '/etc/postgresql/15/main/pg_hba.conf',
    );
  });

  it('installs packages non-interactively, without the recommended extras', () => {
    expect(aptSteps(['postgresql', 'redis-server']).map((step) => renderStep(step, true))).toEqual([
      'sudo apt-get update -qq',
      'sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql redis-server',
    ]);
  });

  it('starts Redis as its own user, on the URL port, keeping its files in its directory', () => {
    const steps = startRedisSteps(6390, 'redis').map((step) => renderStep(step, false));
    expect(steps[0]).toBe('install -d -m 0750 -o redis -g redis /var/lib/redis');
    expect(steps[1]).toMatch(
      /^runuser -u redis -- \/usr\/bin\/redis-server --daemonize yes --bind 127\.0\.0\.1 -::1 --port 6390 --dir \/var\/lib\/redis /,
    );
  });
});

describe('what each command needs', () => {
  it('maps start, test and single names to services and tools', () => {
    expect(requestFor(['start'])).toEqual({
      postgres: [serviceUrls.database()],
      redis: [serviceUrls.redis()],
      tools: ['nginx'],
    });
    expect(requestFor(['test']).tools).toEqual([
      'nginx',
      'chromium',
      'docker-compose',
      'promtool',
      'kubectl',
    ]);
    expect(requestFor(['promtool'])).toEqual({ postgres: [], redis: [], tools: ['promtool'] });
    expect(requestFor(['kubectl'])).toEqual({ postgres: [], redis: [], tools: ['kubectl'] });
    expect(() => requestFor(['mysql'])).toThrow('unknown: mysql');
  });
});

/** A one-entry zip archive written by hand (local header, data, directory entry, end record). */
function zipOf(name: string, content: Buffer, method: 0 | 8): Buffer {
  const data = method === 8 ? deflateRawSync(content) : content;
  const fileName = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(method, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const directory = Buffer.alloc(46);
  directory.writeUInt32LE(0x02014b50, 0);
  directory.writeUInt16LE(method, 10);
  directory.writeUInt32LE(data.length, 20);
  directory.writeUInt32LE(content.length, 24);
  directory.writeUInt16LE(fileName.length, 28);
  directory.writeUInt32LE(0, 42);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(directory.length + fileName.length, 12);
  end.writeUInt32LE(local.length + fileName.length + data.length, 16);
  return Buffer.concat([local, fileName, data, directory, fileName, end]);
}

describe('readZipEntry', () => {
  const content = Buffer.from('#!/bin/sh\necho kubectl\n'.repeat(50));

  it.each([0, 8] as const)('reads an entry stored with method %d', (method) => {
    expect(readZipEntry(zipOf('kubectl/kubectl', content, method), 'kubectl/kubectl')).toEqual(
      content,
    );
  });

  it('says when the entry is missing or the file is not a zip', () => {
    expect(() => readZipEntry(zipOf('helm/helm', content, 8), 'kubectl/kubectl')).toThrow(
      'kubectl/kubectl is not in the archive',
    );
    expect(() => readZipEntry(Buffer.alloc(100), 'x')).toThrow('not a zip archive');
  });
});
