import { ipv6Groups, refusedRange } from './address-policy';

describe('refusedRange', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'link-local'],
    ['100.64.0.1', 'cgnat'],
    ['100.127.255.255', 'cgnat'],
    ['0.0.0.0', 'this-network'],
    ['0.1.2.3', 'this-network'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['255.255.255.255', 'reserved'],
    ['240.0.0.1', 'reserved'],
    ['198.18.0.1', 'benchmarking'],
    ['198.19.255.255', 'benchmarking'],
    ['192.0.2.10', 'documentation'],
    ['198.51.100.7', 'documentation'],
    ['203.0.113.9', 'documentation'],
    ['192.0.0.170', 'ietf-protocol-assignments'],
    ['192.88.99.1', '6to4-relay-anycast'],
  ])('refuses IPv4 %s (%s)', (address, range) => {
    expect(refusedRange(address)).toBe(range);
  });

  it.each([
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['::ffff:127.0.0.1', 'ipv4-mapped:loopback'],
    ['::ffff:7f00:1', 'ipv4-mapped:loopback'],
    ['::ffff:a9fe:a9fe', 'ipv4-mapped:link-local'],
    ['::ffff:10.0.0.1', 'ipv4-mapped:private'],
    ['::127.0.0.1', 'ipv4-compatible'],
    ['::7f00:1', 'ipv4-compatible'],
    ['::8.8.8.8', 'ipv4-compatible'],
    ['::ffff:0:7f00:1', 'ipv4-translated'],
    ['64:ff9b::127.0.0.1', 'nat64:loopback'],
    ['64:ff9b::a9fe:a9fe', 'nat64:link-local'],
    ['64:ff9b:1::1', 'nat64-local'],
    ['2002:7f00:1::1', '6to4:loopback'],
    ['2002:a9fe:a9fe::', '6to4:link-local'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'teredo'],
    ['2001:2::1', 'ietf-protocol-assignments'],
    ['2001:db8::1', 'documentation'],
    ['3fff::1', 'documentation'],
    ['100::1', 'discard-only'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456:789a::1', 'unique-local'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['febf::1', 'link-local'],
    ['fec0::1', 'site-local'],
    ['ff02::1', 'multicast'],
    ['5f00::1', 'srv6-sids'],
    ['4000::1', 'not-global-unicast'],
    ['1::1', 'not-global-unicast'],
  ])('refuses IPv6 %s (%s)', (address, range) => {
    expect(refusedRange(address)).toBe(range);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '93.184.215.14',
    '172.32.0.1',
    '100.128.0.1',
    '192.169.0.1',
    '2606:4700:4700::1111',
    '2a00:1450:4007:80f::200e',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '2002:808:808::1',
  ])('lets the public address %s through', (address) => {
    expect(refusedRange(address)).toBeNull();
  });

  it.each(['localhost', '', '127.1', '2130706433', '[::1]', '1.2.3.4.5'])(
    'refuses what is not an address (%j)',
    (text) => {
      expect(refusedRange(text)).toBe('not-an-address');
    },
  );
});

describe('ipv6Groups', () => {
  it.each([
    ['::', [0, 0, 0, 0, 0, 0, 0, 0]],
    ['::1', [0, 0, 0, 0, 0, 0, 0, 1]],
    ['2001:db8::8:800:200c:417a', [0x2001, 0xdb8, 0, 0, 0x8, 0x800, 0x200c, 0x417a]],
    ['::ffff:127.0.0.1', [0, 0, 0, 0, 0, 0xffff, 0x7f00, 1]],
    ['fe80::1%eth0', [0xfe80, 0, 0, 0, 0, 0, 0, 1]],
    ['1:2:3:4:5:6:7:8', [1, 2, 3, 4, 5, 6, 7, 8]],
    ['1::', [1, 0, 0, 0, 0, 0, 0, 0]],
  ])('expands %s', (address, groups) => {
    expect(ipv6Groups(address)).toEqual(groups);
  });
});
