import { createContext, use } from 'react';
import { AUTH_MESSAGES } from '../../../shared/auth-messages.ts';
import type { PublicUser } from '../../../shared/auth.ts';

export type { PublicUser };

/** Outcome of a call made through the session: the server's message on failure. */
export interface AuthResult {
  ok: boolean;
  /** Success or failure text to show (the server's, else the spec's fallback). */
  message: string;
  /** Field problems the server listed, when it listed them. */
  errors?: string[] | undefined;
}

export interface RegisterFields {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  company: string;
  phone: string;
  jobTitle: string;
  city: string;
  country: string;
}

/**
 * The session of spec 02 section 4, shared by every account screen and the
 * header. Implemented by AuthProvider (auth-provider.tsx).
 */
export interface AuthApi {
  /** The signed-in user, or null. */
  user: PublicUser | null;
  /** The bearer token, or null. */
  token: string | null;
  /** True until the stored session has been read (after the 100 ms start delay). */
  loading: boolean;
  login(email: string, password: string, rememberMe: boolean): Promise<AuthResult>;
  register(fields: RegisterFields): Promise<AuthResult>;
  /** Ends the session on the server and clears user, token, storage and header. */
  logout(): Promise<void>;
  /** Re-reads the user from GET /api/auth/me; false when it could not be read. */
  refreshUser(): Promise<boolean>;
  /** Replaces the stored user (a profile call returned the new one). */
  setUser(user: PublicUser): void;
  /** Headers for API calls made on the user's behalf: `Authorization: Bearer …` when signed in. */
  authHeaders(): Record<string, string>;
}

export const AuthContext = createContext<AuthApi | null>(null);

export function useAuth(): AuthApi {
  const context = use(AuthContext);
  if (!context) throw new Error(AUTH_MESSAGES.outsideProvider);
  return context;
}
