import * as z from 'zod';
import { IsoDate, Language, LangKey, Version } from './common';
import { Email, Login, Password, personName } from './people';
import { validationEn } from './validationMessages';
import { PRIVILEGES } from '../vocabulary/privileges';

export const UserView = z.object({
  id: z.string(),
  login: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  langKey: LangKey,
  activated: z.boolean(),
  roleId: z.string(),
  createdBy: z.string(),
  createdDate: z.string(),
  lastModifiedBy: z.string(),
  lastModifiedDate: z.string(),
  version: z.number(),
  /** The daily e-mail of tasks due in three days or overdue (ADR 0114); on unless turned off. */
  taskDigests: z.boolean().optional(),
  /**
   * An invitation not accepted yet: when it was mailed, when its link expires, when it was revoked (ADR 0010); or, for
   * a user invited before invitations were stored who never signed in, `linkUnknown` (ADR 0010 amended).
   */
  invitation: z
    .union([
      z.object({ sentAt: z.string(), expiresAt: z.string(), revokedAt: z.string().optional() }),
      z.object({ linkUnknown: z.literal(true) }),
    ])
    .optional(),
});

export const RoleView = z.object({
  id: z.string(),
  name: z.string(),
  level: z.number(),
  privileges: z.array(z.enum(PRIVILEGES)),
});

/** GET /api/session: the user, the language mapped for the client, the role and yearEnds. */
export const SessionView = z.object({
  user: UserView.extend({ language: Language }),
  role: RoleView,
  /** The company's English name and, when it has one, its Chinese name (Traditional, as typed) for Chinese readers. */
  company: z.object({ id: z.string(), name: z.string(), nameZh: z.string().optional() }).nullable(),
  /** Period id → year-end date, oldest first; the last is the current reporting year (ADR 0038). */
  yearEnds: z.record(z.string(), IsoDate),
});

/** PUT /api/userInfo: the settings form, with the version it was based on. */
export const UserInfoUpdate = z.strictObject({
  firstName: personName('first'),
  lastName: personName('last'),
  email: Email,
  langKey: LangKey,
  /** Absent: left as it is. */
  taskDigests: z.boolean().optional(),
  version: Version,
});

const confirmed = <T extends { newPassword: string; confirmPassword: string }>(s: z.ZodType<T>) =>
  s.refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: validationEn('passwordMismatch'),
  });

export const PasswordChange = confirmed(
  z.strictObject({ currentPassword: z.string().min(1).max(256), newPassword: Password, confirmPassword: z.string() }),
);

export const PasswordResetFinish = confirmed(z.strictObject({ newPassword: Password, confirmPassword: z.string() }));

export const Registration = z.strictObject({
  login: Login,
  email: Email,
  firstName: personName('first'),
  lastName: personName('last'),
  password: Password,
  langKey: LangKey.default('en'),
  companyName: z.string().trim().min(1).max(200),
});

export const SessionRecordView = z.object({
  id: z.string(),
  ip: z.string().optional(),
  userAgent: z.string().optional(),
  date: z.string(),
  current: z.boolean(),
  /** live: still usable; signedOut: ended by sign-out or invalidation; expired: its sign-in ran out (ADR 0047). */
  status: z.enum(['live', 'signedOut', 'expired']),
  endedAt: z.string().optional(),
});

/** GET /api/account/sessions: live sessions only unless `ended=true` (ADR 0047). */
export const SessionListQuery = z.strictObject({ ended: z.enum(['true', 'false']).optional() });

export const MessageReply = z.object({ message: z.string() });

/** One-time keys travel in the path; only URL-safe base64 is accepted. */
export const OneTimeKeyParam = z.strictObject({ value: z.string().min(1).max(128) });
