import type { TFunction } from 'i18next';

/** The login the seed writes as (packages/local/src/seed.ts, core/src/domain/catalogues/seed.ts): no person's. */
const SYSTEM_ACTORS: ReadonlySet<string> = new Set(['seed']);

/**
 * Who changed something, as a reader reads it: a person's login as it is, the system's own writes (the seed) in
 * words — "the system", 系統, 系统 — never the internal name. `t` is the `common` namespace's.
 */
export const actorName = (login: string, t: TFunction<'common'>): string =>
  SYSTEM_ACTORS.has(login) ? t('actorSystem') : login;
