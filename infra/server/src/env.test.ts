import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

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
    });
    expect(env.REMOTE_OVERRIDES).toEqual({ mfe_chat: 'https://chat.example/mf-manifest.json' });
    expect(env.FEATURE_FLAGS).toEqual({ liveChat: false });
    expect(env.PUBLIC_URL).toBe('https://shop.example');
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
