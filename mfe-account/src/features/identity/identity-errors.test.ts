import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@sf/api-client';
import { identityProblem, retryMinutes } from './identity-errors';

const t = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key);
const failure = (status: number, message = '') =>
  new ApiRequestError({ method: 'POST', url: '/api/identity/x', status, statusText: '', body: message ? { statusCode: status, error: '', message } : null });

describe('identityProblem', () => {
  it('reads the minutes of a throttled answer', () => {
    expect(retryMinutes('Too many sign-in attempts. Try again in 15 minutes.')).toBe(15);
    expect(retryMinutes('Try again in 1 minute.')).toBe(1);
    expect(retryMinutes('slow down')).toBeNull();
    expect(identityProblem(t, failure(429, 'Too many sign-in attempts. Try again in 3 minutes.'), 'sign-in').message).toBe(
      'identity.errors.throttled {"count":3}',
    );
    expect(identityProblem(t, failure(429), 'sign-in').message).toBe('identity.errors.throttledShort');
  });

  it('gives one message for unknown e-mail and wrong password', () => {
    expect(identityProblem(t, failure(401, 'Unknown e-mail'), 'sign-in')).toEqual({ message: 'identity.errors.wrongCredentials' });
    expect(identityProblem(t, failure(401, 'Wrong password'), 'sign-in')).toEqual({ message: 'identity.errors.wrongCredentials' });
  });

  it("recognises another bundle's ApiRequestError by its shape (the shell's session driver throws it)", () => {
    const foreign = Object.assign(new Error('POST /api/identity/session failed: 401'), {
      name: 'ApiRequestError',
      status: 401,
      body: { statusCode: 401, error: 'Unauthorized', message: 'The e-mail or password is not right' },
    });
    expect(identityProblem(t, foreign, 'sign-in')).toEqual({ message: 'identity.errors.wrongCredentials' });
  });

  it('explains an unconfirmed e-mail address at sign-in (a new link was sent)', () => {
    expect(identityProblem(t, failure(403, 'Confirm your e-mail address first: we have sent you a new link'), 'sign-in')).toEqual({
      message: 'identity.errors.unverified',
    });
  });

  it('ties a field-named 4xx to its field, translating known password answers', () => {
    expect(identityProblem(t, failure(400, 'password: this password is on a list of commonly used passwords; choose another'), 'sign-up')).toEqual({
      field: 'password',
      message: 'identity.password.common',
    });
    expect(identityProblem(t, failure(400, 'newPassword: at least 10 characters'), 'reset-password')).toEqual({
      field: 'password',
      message: 'identity.password.tooShort',
    });
    expect(identityProblem(t, failure(400, 'email: enter a valid e-mail address, e.g. name@example.com'), 'sign-up')).toEqual({
      field: 'email',
      message: 'identity.errors.emailInvalid',
    });
    expect(identityProblem(t, failure(400, 'firstName: required'), 'sign-up')).toEqual({ field: 'firstName', message: 'required' });
  });

  it("shows another 4xx's own message, and a calm one for 5xx, offline and unknown errors", () => {
    expect(identityProblem(t, failure(403, 'This request must come from the shop itself'), 'sign-in').message).toBe(
      'This request must come from the shop itself',
    );
    expect(identityProblem(t, failure(500, 'boom'), 'sign-in').message).toBe('identity.errors.generic');
    expect(identityProblem(t, failure(0), 'sign-in').message).toBe('identity.errors.offline');
    expect(identityProblem(t, new Error('x'), 'sign-in').message).toBe('identity.errors.generic');
  });

  it('recognises a broken or used link', () => {
    expect(identityProblem(t, failure(400, 'token: the link is not valid'), 'verify-email').message).toBe('identity.verify.invalidLink');
    expect(identityProblem(t, failure(410, 'Gone'), 'reset-password').message).toBe('identity.reset.invalidLink');
  });
});
