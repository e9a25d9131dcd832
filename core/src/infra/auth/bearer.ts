/** A JWT as an access token is sent: three base64url parts, nothing around them. */
const JWT = /^[\w-]+\.[\w-]+\.[\w-]+$/;

/**
 * The access token of an `Authorization` header (docs/decisions/0020-input-hygiene.md, amended): the Bearer scheme in
 * any case — a scheme name is case-insensitive (RFC 9110 §11.1) — then one space and one JWT. Anything else (no
 * scheme, another scheme, two tokens, a space inside the token) carries no token.
 */
export function bearerToken(header: string | undefined): string | undefined {
  const [, token] = /^bearer (.*)$/i.exec(header ?? '') ?? [];
  return token !== undefined && JWT.test(token) ? token : undefined;
}

/**
 * What API Gateway's HTTP API JWT authorizer reads from its identity source: the token alone, or the token after the
 * Bearer scheme (AWS, "Control access to HTTP APIs with JWT authorizers"). The handler then takes only the latter
 * (`bearerToken`), so a bare token passes the authorizer and is refused one step later, with the same 401.
 */
export function authorizerToken(header: string | undefined): string | undefined {
  return bearerToken(header) ?? (header !== undefined && JWT.test(header) ? header : undefined);
}
