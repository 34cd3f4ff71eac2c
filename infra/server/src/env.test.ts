import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_APP_SECRET, EnvError, parseEnv } from './env';

describe('environment', () => {
  it('has working defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      PUBLIC_URL: 'http://localhost:3000',
      DEFAULT_BRAND: 'northbound',
      DEFAULT_LOCALE: 'uk-en',
      LOCALE_PREFIX_STRATEGY: 'prefix_except_default',
      REMOTE_OVERRIDES: {},
      FEATURE_FLAGS: {},
      environment: 'production',
      LOG_LEVEL: 'info',
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('takes the environment from APP_ENV only: unset is production, whatever NODE_ENV says', () => {
    expect(parseEnv({ NODE_ENV: 'development' }).environment).toBe('production');
    expect(parseEnv({ NODE_ENV: 'test' }).environment).toBe('production');
    expect(parseEnv({ NODE_ENV: 'production', APP_ENV: 'test' }).environment).toBe('test');
    expect(parseEnv({ APP_ENV: 'development' }).environment).toBe('development');
  });

  it('parses JSON variables and strips a trailing slash from PUBLIC_URL', () => {
    const env = parseEnv({
      REMOTE_OVERRIDES: '{"mfe_chat":"https://chat.example/mf-manifest.json"}',
      FEATURE_FLAGS: '{"liveChat":false}',
      PUBLIC_URL: 'https://shop.example/',
      APP_SECRET: 'a-production-secret-of-at-least-32-chars',
    });
    expect(env.REMOTE_OVERRIDES).toEqual({ mfe_chat: 'https://chat.example/mf-manifest.json' });
    expect(env.FEATURE_FLAGS).toEqual({ liveChat: false });
    expect(env.PUBLIC_URL).toBe('https://shop.example');
  });

  it('requires APP_SECRET on production unless PUBLIC_URL is a loopback address', () => {
    const secret = 'a-production-secret-of-at-least-32-chars';
    expect(() => parseEnv({ PUBLIC_URL: 'https://shop.example' })).toThrow(/APP_SECRET: required on production/);
    expect(() => parseEnv({ PUBLIC_URL: 'https://shop.example', APP_SECRET: DEVELOPMENT_APP_SECRET })).toThrow(/development value/);
    expect(() => parseEnv({ PUBLIC_URL: 'https://shop.example', APP_SECRET: 'short' })).toThrow(/APP_SECRET: must be at least 32 characters/);
    expect(parseEnv({ PUBLIC_URL: 'https://shop.example', APP_SECRET: secret })).toMatchObject({ APP_SECRET: secret, appSecretIsDefault: false });
    // A production build run on this machine (npm start, the bench) and every non-production environment use the development value.
    for (const source of [
      {},
      { PUBLIC_URL: 'http://127.0.0.1:4000' },
      { PUBLIC_URL: 'http://kerbside.localhost:3000' },
      { APP_ENV: 'development', PUBLIC_URL: 'https://dev.example' },
    ]) {
      expect(parseEnv(source)).toMatchObject({ APP_SECRET: DEVELOPMENT_APP_SECRET, appSecretIsDefault: true });
    }
  });

  it('fails listing every invalid variable', () => {
    let error: unknown;
    try {
      parseEnv({ PORT: 'eighty', DEFAULT_BRAND: 'acme', FEATURE_FLAGS: '{"unknownFlag":true}', REMOTE_OVERRIDES: 'not json', DATABASE_URL: 'mysql://x' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    const problems = (error as EnvError).problems.join('\n');
    for (const name of ['PORT', 'DEFAULT_BRAND', 'FEATURE_FLAGS', 'REMOTE_OVERRIDES', 'DATABASE_URL']) expect(problems).toContain(name);
  });
});
