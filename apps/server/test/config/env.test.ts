import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { EnvError, readEnv } from '../../src/config/env';
import { requestBodyBudgetDefaultMb } from '../../src/config/request-body-budget';
import { isTrustedProxy } from '../../src/http/trusted-proxies';

describe('DATABASE_POOL_SIZE', () => {
  it('defaults to twice the CPUs plus one, and takes a positive whole number', () => {
    expect(readEnv({}).DATABASE_POOL_SIZE).toBe(2 * availableParallelism() + 1);
    expect(readEnv({ DATABASE_POOL_SIZE: '12' }).DATABASE_POOL_SIZE).toBe(12);
  });

  it.each(['0', '-3', '2.5', 'many'])('stops start-up on %j with a message naming the variable', (value) => {
    expect(() => readEnv({ DATABASE_POOL_SIZE: value })).toThrow(EnvError);
    expect(() => readEnv({ DATABASE_POOL_SIZE: value })).toThrow(/DATABASE_POOL_SIZE/);
  });
});

describe('REQUEST_BODY_BUDGET_MB', () => {
  it('defaults to what fits under the documented memory ceiling and takes a larger whole number', () => {
    expect(readEnv({}).REQUEST_BODY_BUDGET_MB).toBe(requestBodyBudgetDefaultMb);
    expect(requestBodyBudgetDefaultMb).toBeGreaterThanOrEqual(16);
    expect(readEnv({ REQUEST_BODY_BUDGET_MB: '64' }).REQUEST_BODY_BUDGET_MB).toBe(64);
  });

  it.each(['15', '0', '-1', '20.5', 'lots'])('stops start-up on %j, naming the variable', (value) => {
    expect(() => readEnv({ REQUEST_BODY_BUDGET_MB: value })).toThrow(EnvError);
    expect(() => readEnv({ REQUEST_BODY_BUDGET_MB: value })).toThrow(/REQUEST_BODY_BUDGET_MB/);
  });
});

describe('PGLITE_PROFILE', () => {
  it('defaults to the small profile and takes small or fast', () => {
    expect(readEnv({}).PGLITE_PROFILE).toBe('small');
    expect(readEnv({ PGLITE_PROFILE: 'fast' }).PGLITE_PROFILE).toBe('fast');
  });

  it.each(['medium', 'FAST', ''])('stops start-up on %j with a message naming the variable', (value) => {
    expect(() => readEnv({ PGLITE_PROFILE: value })).toThrow(/PGLITE_PROFILE/);
  });
});

describe('TRUST_PROXY (decision 0040)', () => {
  const trusted = (value: string) => readEnv({ TRUST_PROXY: value }).TRUST_PROXY;

  it('trusts no proxy when unset, empty or false', () => {
    for (const value of [undefined, '', 'false', '0']) {
      expect(readEnv(value === undefined ? {} : { TRUST_PROXY: value }).TRUST_PROXY, value).toBeUndefined();
    }
  });

  it('takes IPv4 and IPv6 addresses and CIDRs, and loopback for 127.0.0.0/8 and ::1', () => {
    const proxies = trusted(' 10.1.2.3, 192.168.0.0/16 ,fd00::/8, 2001:db8::7, loopback')!;
    expect(isTrustedProxy(proxies, '10.1.2.3')).toBe(true);
    expect(isTrustedProxy(proxies, '10.1.2.4')).toBe(false);
    expect(isTrustedProxy(proxies, '192.168.44.5')).toBe(true);
    expect(isTrustedProxy(proxies, 'fd12:3456::1')).toBe(true);
    expect(isTrustedProxy(proxies, '2001:db8::7')).toBe(true);
    expect(isTrustedProxy(proxies, '2001:db8::8')).toBe(false);
    expect(isTrustedProxy(proxies, '127.0.0.1')).toBe(true);
    expect(isTrustedProxy(proxies, '127.200.0.1')).toBe(true);
    expect(isTrustedProxy(proxies, '::1')).toBe(true);
    // A dual-stack socket reports an IPv4 peer as IPv4-mapped IPv6.
    expect(isTrustedProxy(proxies, '::ffff:127.0.0.1')).toBe(true);
    expect(isTrustedProxy(proxies, '::ffff:10.1.2.3')).toBe(true);
    expect(isTrustedProxy(proxies, '8.8.8.8')).toBe(false);
    expect(isTrustedProxy(proxies, 'not an address')).toBe(false);
  });

  it.each(['true', 'TRUE', '1', 'yes'])('refuses %j and says to name the proxies', (value) => {
    expect(() => readEnv({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: .*name the proxies instead/);
  });

  it.each(['proxy.example.org', '10.0.0.0/33', 'fd00::/129', '10.0.0.1/8/2', '10.0.0.0/x', '300.1.1.1'])(
    'refuses %j with a message naming the variable',
    (value) => {
      expect(() => readEnv({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: ".*" (is not an IP|has no valid)/);
    },
  );
});

describe('HSTS_INCLUDE_SUBDOMAINS', () => {
  it('defaults to false and takes true', () => {
    expect(readEnv({}).HSTS_INCLUDE_SUBDOMAINS).toBe(false);
    expect(readEnv({ HSTS_INCLUDE_SUBDOMAINS: 'true' }).HSTS_INCLUDE_SUBDOMAINS).toBe(true);
    expect(() => readEnv({ HSTS_INCLUDE_SUBDOMAINS: 'sometimes' })).toThrow(/HSTS_INCLUDE_SUBDOMAINS/);
  });
});

describe('production start checks (decision 0040)', () => {
  it('refuses NODE_ENV=production without APP_URL, naming the variable', () => {
    for (const appUrl of [undefined, '', '  ']) {
      expect(() => readEnv({ NODE_ENV: 'production', APP_URL: appUrl })).toThrow(
        /APP_URL: must be set when NODE_ENV=production/,
      );
    }
    expect(readEnv({ NODE_ENV: 'production', APP_URL: 'https://icf.example.org/' }).APP_URL).toBe(
      'https://icf.example.org',
    );
  });

  it('leaves development and tests with the laptop default', () => {
    expect(readEnv({}).APP_URL).toBe('http://localhost:8080');
    expect(readEnv({ NODE_ENV: 'test' }).APP_URL).toBe('http://localhost:8080');
    expect(readEnv({ NODE_ENV: 'development' }).APP_URL).toBe('http://localhost:8080');
  });
});

describe('METRICS_PORT and METRICS_HOST (decision 0040)', () => {
  it('are off when unset or empty, and bind to 127.0.0.1 by default', () => {
    expect(readEnv({}).METRICS_PORT).toBeUndefined();
    expect(readEnv({ METRICS_PORT: '' }).METRICS_PORT).toBeUndefined();
    expect(readEnv({ METRICS_PORT: '9464' }).METRICS_PORT).toBe(9464);
    expect(readEnv({}).METRICS_HOST).toBe('127.0.0.1');
    expect(() => readEnv({ METRICS_PORT: 'ninety' })).toThrow(/METRICS_PORT/);
  });
});
