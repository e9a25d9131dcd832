import { describe, expect, it } from 'vitest';
import { authorizerToken, bearerToken } from './bearer';

const JWT = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln-_';

describe('the access token of an Authorization header', () => {
  it('is read after the Bearer scheme in any case', () => {
    for (const scheme of ['Bearer', 'bearer', 'BEARER', 'bEARER']) expect(bearerToken(`${scheme} ${JWT}`)).toBe(JWT);
  });

  it('is no token without the scheme, with another scheme, two tokens or a space inside it', () => {
    for (const header of [
      undefined,
      '',
      JWT,
      `Basic ${JWT}`,
      `Bearer: ${JWT}`,
      `Bearer ${JWT} ${JWT}`,
      `Bearer ${JWT.replace('.', ' .')}`,
      `Bearer  ${JWT}`,
      `Bearer ${JWT} `,
      'Bearer not-a-jwt',
    ])
      expect(bearerToken(header), String(header)).toBeUndefined();
  });

  it('reaches the handler from the gateway’s authorizer alone or after the scheme, as API Gateway reads it', () => {
    expect(authorizerToken(JWT)).toBe(JWT);
    expect(authorizerToken(`bearer ${JWT}`)).toBe(JWT);
    for (const header of [undefined, `Basic ${JWT}`, `Bearer ${JWT} ${JWT}`])
      expect(authorizerToken(header)).toBeUndefined();
  });
});
