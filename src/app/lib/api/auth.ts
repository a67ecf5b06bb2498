import type { LoginInput, PublicUser, RegisterInput } from '../../../shared/auth.ts';
import { browserSend, type Send } from './request.ts';

/** The answer of a sign-in or registration: the session's token and its user. */
export interface SessionAnswer {
  user: PublicUser;
  token: string;
  expiresAt: string;
}

export const fetchMe = (send: Send = browserSend) =>
  send<{ user: PublicUser }>('GET', '/api/auth/me', undefined);

export const login = (input: LoginInput, send: Send = browserSend) =>
  send<SessionAnswer>('POST', '/api/auth/login', input);

export const register = (input: RegisterInput, send: Send = browserSend) =>
  send<SessionAnswer>('POST', '/api/auth/register', input);

export const logout = (send: Send = browserSend) => send('POST', '/api/auth/logout', {});

export const forgotPassword = (email: string, send: Send = browserSend) =>
  send('POST', '/api/auth/forgot-password', { email });

export const resetPassword = (token: string, password: string, send: Send = browserSend) =>
  send('POST', '/api/auth/reset-password', { token, password });

export const verifyEmail = (token: string, send: Send = browserSend) =>
  send<{ user: PublicUser }>('POST', '/api/auth/verify-email', { token });

/** A new verification link: for one's own address when signed in, else for the address given. */
export const resendVerification = (input: { email?: string }, send: Send = browserSend) =>
  send('POST', '/api/auth/resend-verification', input);
