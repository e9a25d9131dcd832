import { z } from 'zod';
import { route } from './route';
import {
  MessageReply,
  OneTimeKeyParam,
  PasswordChange,
  PasswordResetFinish,
  Registration,
  SessionRecordView,
  SessionView,
  UserInfoUpdate,
  UserView,
} from '../schemas/account';
import { Email } from '../schemas/common';

const group = 'session' as const;

/** Session and account calls (spec §7 "Session and auth", the self-service part of "Users"). */
export const sessionRoutes = {
  greeting: route({ method: 'GET', path: '/api/greeting', group, access: 'authenticated', kind: 'text', spec: 'GET /greeting' }),
  ping: route({ method: 'HEAD', path: '/api/ping', group, access: 'public', kind: 'empty', spec: 'HEAD /api/ping' }),
  getSession: route({ method: 'GET', path: '/api/session', group, access: 'authenticated', response: SessionView, spec: 'GET /api/session' }),
  logout: route({ method: 'POST', path: '/api/auth/logout', group, access: 'authenticated', response: MessageReply, spec: 'POST /auth/logout' }),
  listSessions: route({ method: 'GET', path: '/api/account/sessions', group, access: 'authenticated', response: z.array(SessionRecordView) }),
  invalidateSession: route({
    method: 'DELETE',
    path: '/api/account/sessions/{id}',
    group,
    access: 'authenticated',
    params: z.strictObject({ id: z.string().regex(/^[\w.-]{1,128}$/) }),
    response: MessageReply,
  }),
  getUserInfo: route({ method: 'GET', path: '/api/userInfo', group, access: 'authenticated', response: UserView, spec: 'GET /userInfo' }),
  putUserInfo: route({ method: 'PUT', path: '/api/userInfo', group, access: 'authenticated', body: UserInfoUpdate, response: UserView, spec: 'PUT /userInfo' }),
  getUser: route({ method: 'GET', path: '/api/user', group, access: 'authenticated', response: UserView, spec: 'GET /user' }),
  changePassword: route({
    method: 'PUT',
    path: '/api/user/change-password',
    group,
    access: 'authenticated',
    body: PasswordChange,
    response: MessageReply,
    spec: 'PUT /user/change-password',
  }),
  forgetPassword: route({
    method: 'PUT',
    path: '/api/user/forget-password/{value}',
    group,
    access: 'public',
    params: z.strictObject({ value: Email }),
    response: MessageReply,
    spec: 'PUT /user/forget-password/{value}',
  }),
  resetPassword: route({
    method: 'PUT',
    path: '/api/user/reset-password/{value}',
    group,
    access: 'public',
    params: OneTimeKeyParam,
    body: PasswordResetFinish,
    response: MessageReply,
    spec: 'PUT /user/reset-password/{value}',
  }),
  register: route({ method: 'POST', path: '/api/auth/register', group, access: 'public', body: Registration, response: MessageReply, status: 201, spec: 'POST auth/register' }),
  activate: route({ method: 'PUT', path: '/api/auth/activate/{value}', group, access: 'public', params: OneTimeKeyParam, response: MessageReply }),
};
