import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

describe('parseEnv', () => {
  it('applies the documented defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 5000,
      HOST: 'localhost',
      DATA_DIR: './.data',
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
      TRUST_PROXY: false,
      REGISTRATION_LIMIT_PER_HOUR: 20,
      CATALOG_REFRESH_CRON: '0 9 * * *',
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('takes Stripe as all four settings or none, and never echoes a secret', () => {
    const stripe = {
      STRIPE_SECRET_KEY: 'sk_test_abc',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      STRIPE_PRICE_ID: 'price_abc',
    };
    expect(parseEnv(stripe)).toMatchObject(stripe);
    expect(parseEnv({}).STRIPE_SECRET_KEY).toBeUndefined();
    const partial = () => parseEnv({ STRIPE_SECRET_KEY: 'sk_test_abc' });
    expect(partial).toThrow(EnvError);
    expect(partial).toThrow(/STRIPE_PRICE_ID: is required when STRIPE_SECRET_KEY is set/);
    try {
      parseEnv({ ...stripe, STRIPE_SECRET_KEY: 'not-a-key-0123', STRIPE_WEBHOOK_SECRET: 'nope-9876' });
      expect.unreachable('a bad key must stop start-up');
    } catch (error) {
      const message = (error as EnvError).message;
      expect(message).toContain('STRIPE_SECRET_KEY: must be a Stripe secret key');
      expect(message).not.toContain('not-a-key-0123');
      expect(message).not.toContain('nope-9876');
    }
  });

  it('takes a cron pattern for the scheduled refresh, or off', () => {
    expect(parseEnv({ CATALOG_REFRESH_CRON: '30 3 * * 1' }).CATALOG_REFRESH_CRON).toBe('30 3 * * 1');
    expect(parseEnv({ CATALOG_REFRESH_CRON: 'off' }).CATALOG_REFRESH_CRON).toBeNull();
    expect(() => parseEnv({ CATALOG_REFRESH_CRON: '61 * * * *' })).toThrow(
      'CATALOG_REFRESH_CRON: must be a cron pattern such as "0 9 * * *", or off (got "61 * * * *")',
    );
  });

  it('treats empty strings as unset', () => {
    expect(parseEnv({ PORT: '', HOST: '' }).PORT).toBe(5000);
  });

  it('reads overrides', () => {
    const env = parseEnv({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u@h/db',
      TRUST_PROXY: '1',
    });
    expect(env).toMatchObject({
      PORT: 8080,
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u@h/db',
      TRUST_PROXY: 1,
    });
  });

  it('reports one clear line per bad key', () => {
    let caught: unknown;
    try {
      parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(EnvError);
    const problems = (caught as EnvError).problems;
    expect(problems).toHaveLength(3);
    expect(problems).toContain('PORT: must be a port number (got "eighty")');
    expect(problems).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL (got "mysql://x")');
    expect(problems.find((line) => line.startsWith('LOG_LEVEL:'))).toContain('must be one of');
    expect((caught as EnvError).message.split('\n')).toHaveLength(4);
  });

  it.each([
    ['false', false],
    ['0', false],
    ['2', 2],
    ['10.0.0.2', ['10.0.0.2']],
    ['10.0.0.2, 10.1.0.0/16,::1,fd00::/8', ['10.0.0.2', '10.1.0.0/16', '::1', 'fd00::/8']],
    ['loopback,uniquelocal', ['loopback', 'uniquelocal']],
  ])('reads TRUST_PROXY=%s as a hop count or proxy addresses', (value, expected) => {
    expect(parseEnv({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it('refuses TRUST_PROXY=true, which would let any client choose its own address', () => {
    expect(() => parseEnv({ TRUST_PROXY: 'true' })).toThrow(
      'TRUST_PROXY: true would trust any X-Forwarded-For a client makes up: give the number of proxies',
    );
  });

  it.each(['yes', '10.0.0.300', '10.0.0.0/40', '1,2', '-1', 'proxy.internal'])(
    'refuses TRUST_PROXY=%s with a hint',
    (value) => {
      expect(() => parseEnv({ TRUST_PROXY: value })).toThrow(
        `TRUST_PROXY: must be false, a number of hops or addresses: give the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.2,10.1.0.0/16) (got "${value}")`,
      );
    },
  );

  it('reads REGISTRATION_LIMIT_PER_HOUR and refuses zero', () => {
    expect(parseEnv({ REGISTRATION_LIMIT_PER_HOUR: '200' }).REGISTRATION_LIMIT_PER_HOUR).toBe(200);
    expect(() => parseEnv({ REGISTRATION_LIMIT_PER_HOUR: '0' })).toThrow(
      'REGISTRATION_LIMIT_PER_HOUR: must be at least 1',
    );
  });

  it('rejects out-of-range ports', () => {
    expect(() => parseEnv({ PORT: '70000' })).toThrow('PORT: must be between 0 and 65535');
  });
});

describe('parseEnv: first admin', () => {
  it('needs both ADMIN_USERNAME and ADMIN_PASSWORD, and never echoes the password', () => {
    expect(() => parseEnv({ ADMIN_USERNAME: 'boss' })).toThrow(
      'ADMIN_PASSWORD: is required when ADMIN_USERNAME is set',
    );
    expect(() => parseEnv({ ADMIN_PASSWORD: 'long-enough-secret' })).toThrow(
      'ADMIN_USERNAME: is required when ADMIN_PASSWORD is set',
    );
    let message = '';
    try {
      parseEnv({ ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'short' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('ADMIN_PASSWORD: must be at least 8 characters');
    expect(message).not.toContain('short');
    expect(parseEnv({ ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'long-enough-secret' }).ADMIN_USERNAME).toBe(
      'boss',
    );
  });
});
