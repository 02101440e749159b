import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { guardedLookup, isPublicAddress } from './endpoint-guard.js';

/** The guarded lookup with a resolver answering `addresses`, as the connection would call it. */
function resolveThrough(addresses: string[], allowPrivate = false) {
  const lookup = guardedLookup(allowPrivate, (_host, callback) =>
    callback(
      null,
      addresses.map((address): LookupAddress => ({
        address,
        family: address.includes(':') ? 6 : 4,
      })),
    ),
  );
  return new Promise<string>((resolve, reject) =>
    lookup('push.example.com', {}, (err, address) =>
      err ? reject(err) : resolve(typeof address === 'string' ? address : ''),
    ),
  );
}

describe('the push endpoint address guard', () => {
  it('calls only public unicast addresses', () => {
    for (const address of ['142.250.74.78', '2a00:1450:4009:81f::200a']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    for (const address of [
      '127.0.0.1',
      '10.0.0.1',
      '172.31.255.255',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '255.255.255.255',
      '224.0.0.1',
      '::1',
      '::',
      'fc00::1',
      'fd00:ec2::254',
      'fe80::1',
      '::ffff:10.0.0.1',
      '64:ff9b::a00:1',
      '2002:a00:1::',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('refuses at connection time a name that resolves to a private address (DNS rebinding)', async () => {
    await expect(resolveThrough(['142.250.74.78'])).resolves.toBe('142.250.74.78');
    await expect(resolveThrough(['127.0.0.1'])).rejects.toThrow(/public https: address/);
    await expect(resolveThrough(['142.250.74.78', '10.0.0.7'])).rejects.toThrow(/public/);
    await expect(resolveThrough(['::1'])).rejects.toThrow(/public/);
    await expect(resolveThrough(['fd12:3456::1'])).rejects.toThrow(/public/);
    await expect(resolveThrough(['169.254.169.254'])).rejects.toThrow(/public/);
    await expect(resolveThrough(['127.0.0.1'], true)).resolves.toBe('127.0.0.1');
  });
});
