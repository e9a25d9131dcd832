import type { TFunction } from 'i18next';
import { SEED_ACTOR } from '@esg/core/vocabulary/actors';

/**
 * Who changed something, as a reader reads it: a person's login as it is, the system's own writes (the seed) in
 * words — "the system", 系統, 系统 — never the internal name. `t` is the `common` namespace's.
 */
export const actorName = (login: string, t: TFunction<'common'>): string =>
  login === SEED_ACTOR ? t('actorSystem') : login;
