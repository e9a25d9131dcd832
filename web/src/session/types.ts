import type { z } from 'zod';
import type { SessionView } from '@esg/core/schemas/account';

/** GET /api/session, as the contract declares it (type only: no zod in the bundle). */
export type Session = z.output<typeof SessionView>;
export type SessionUser = Session['user'];
export type SessionRole = Session['role'];
export type YearEnds = Session['yearEnds'];

/** What the client keeps locally as `user`: the session minus the year map. */
export type StoredUser = Pick<Session, 'user' | 'role' | 'company'>;
