import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { EnvError, readEnv } from '../../src/config/env';

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

describe('PGLITE_PROFILE', () => {
  it('defaults to the small profile and takes small or fast', () => {
    expect(readEnv({}).PGLITE_PROFILE).toBe('small');
    expect(readEnv({ PGLITE_PROFILE: 'fast' }).PGLITE_PROFILE).toBe('fast');
  });

  it.each(['medium', 'FAST', ''])('stops start-up on %j with a message naming the variable', (value) => {
    expect(() => readEnv({ PGLITE_PROFILE: value })).toThrow(/PGLITE_PROFILE/);
  });
});
