import { createContext, use, useSyncExternalStore } from 'react';
import { SESSION_MESSAGES } from '../../../../shared/session-messages.ts';
import type { PublicUser } from '../../../../shared/auth.ts';

export type { PublicUser };

/** Outcome of a call made through the session: the server's message on failure. */
export interface AuthResult {
  ok: boolean;
  /** Success or failure text to show (the server's, else a fixed fallback). */
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
 * The session, shared by every account screen and the header. Implemented by
 * AuthProvider (auth-provider.tsx).
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
  /**
   * Keeps a session the server opened for a form the browser posted itself
   * (sign-in or registration pressed before the page's JavaScript ran).
   */
  adoptSession(session: { token: string; user: PublicUser }, message: string): void;
  /** Ends the session on the server and clears user, token, storage and header. */
  logout(): Promise<void>;
  /** Re-reads the user from GET /api/auth/me; false when it could not be read. */
  refreshUser(): Promise<boolean>;
  /** Replaces the stored user (a profile call returned the new one). */
  setUser(user: PublicUser): void;
  /** Headers for API calls made on the user's behalf: `Authorization: Bearer …` when signed in. */
  authHeaders(): Record<string, string>;
}

export interface SessionState {
  user: PublicUser | null;
  token: string | null;
  loading: boolean;
}

/** The state before the session is read; also what server rendering sees. */
export const INITIAL_SESSION: SessionState = { user: null, token: null, loading: true };

/** Where the session lives: read with useSyncExternalStore, so only readers re-render. */
export interface SessionStore {
  get(): SessionState;
  subscribe(listener: () => void): () => void;
}

export type AuthActions = Omit<AuthApi, keyof SessionState>;

/**
 * The context carries a value that never changes (the store and the
 * actions). A changing context value would reach every Suspense boundary
 * still waiting to hydrate (the 404 search, lazily loaded sections), and
 * React then throws their server HTML away; a store read through
 * useSyncExternalStore updates only the components that read it.
 */
export const AuthContext = createContext<{ store: SessionStore; actions: AuthActions } | null>(
  null,
);

const serverSnapshot = () => INITIAL_SESSION;

function useSessionContext() {
  const context = use(AuthContext);
  if (!context) throw new Error(SESSION_MESSAGES.outsideProvider);
  return context;
}

/**
 * One value derived from the session (a primitive or the user object
 * itself): its reader re-renders only when that value changes. The header
 * of every page reads the user this way, so reading an empty session after
 * the start delay (loading turns false, the user stays null) re-renders
 * nothing on an anonymous visitor's first load.
 */
export function useSessionValue<T>(select: (state: SessionState) => T): T {
  const { store } = useSessionContext();
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.get()),
    () => select(INITIAL_SESSION),
  );
}

const selectUser = (state: SessionState) => state.user;

/** The signed-in user, or null (also while the session is being read). */
export const useSessionUser = () => useSessionValue(selectUser);

/** The session's calls (login, logout…), without subscribing to its state. */
export const useAuthActions = (): AuthActions => useSessionContext().actions;

export function useAuth(): AuthApi {
  const context = use(AuthContext);
  if (!context) throw new Error(SESSION_MESSAGES.outsideProvider);
  const state = useSyncExternalStore(context.store.subscribe, context.store.get, serverSnapshot);
  return { ...state, ...context.actions };
}
