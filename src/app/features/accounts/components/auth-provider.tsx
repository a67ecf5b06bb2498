import { useEffect, useState, type ReactNode } from 'react';
import type { PublicUser } from '../../../../shared/auth.ts';
import {
  SESSION_INIT_DELAY_MS,
  SESSION_MESSAGES as AUTH_MESSAGES,
} from '../../../../shared/session-messages.ts';
import * as authApi from '../../../lib/api/auth.ts';
import type { ApiResult } from '../../../lib/api/request.ts';
import { useToast, type ToastApi } from '../../toast/public.ts';
import {
  AuthContext,
  INITIAL_SESSION,
  type AuthActions,
  type AuthResult,
  type SessionState,
  type SessionStore,
} from '../session/auth-context.ts';
import {
  clearSession,
  parseStoredUser,
  readSession,
  saveSession,
  sessionFromAnswer,
} from '../session/session-storage.ts';

const bearer = (token: string | null): Record<string, string> =>
  token ? { authorization: `Bearer ${token}` } : {};

async function fetchMe(token: string) {
  const result = await authApi.fetchMe(bearer(token));
  const user = result.ok ? sessionFromAnswer(result.body).user : undefined;
  return { user, unauthorized: result.status === 401 };
}

function createSession(toast: ToastApi) {
  let state: SessionState = INITIAL_SESSION;
  const listeners = new Set<() => void>();
  const set = (next: SessionState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  /** A known outcome: stored in the browser and published. */
  const apply = (token: string | null, user: PublicUser | null) => {
    saveSession(token, user);
    set({ token, user, loading: false });
  };

  const store: SessionStore = {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };

  /** Restores the saved session, once, after the start delay. */
  async function start(live: () => boolean) {
    const { token, userRaw } = readSession();
    const saved = parseStoredUser(userRaw);
    if (userRaw && !saved) {
      // An invalid saved user clears the stored session.
      clearSession();
      set({ user: null, token: null, loading: false });
      return;
    }
    if (saved) {
      // The saved user is current at once; the refresh then brings it up to date.
      set({ user: saved, token, loading: token !== null });
      if (!token) return;
      const { user, unauthorized } = await fetchMe(token);
      if (!live()) return;
      // A failed refresh keeps the saved user; a 401, though, means the server
      // ended the session (logout elsewhere, password reset), so it is dropped.
      if (user) apply(token, user);
      else if (unauthorized) apply(null, null);
      else set({ user: saved, token, loading: false });
      return;
    }
    if (token) {
      const { user } = await fetchMe(token);
      if (!live()) return;
      apply(user ? token : null, user ?? null);
      return;
    }
    set({ user: null, token: null, loading: false });
  }

  async function signIn(
    call: Promise<ApiResult<authApi.SessionAnswer>>,
    texts: { success: string; failed: string; network: string },
  ): Promise<AuthResult> {
    const result = await call;
    if (!result.ok) {
      const message = result.status === 0 ? texts.network : (result.message ?? texts.failed);
      toast.error(message);
      return { ok: false, message, errors: result.errors };
    }
    const { token, user } = sessionFromAnswer(result.body);
    if (!token || !user) {
      toast.error(AUTH_MESSAGES.noToken);
      return { ok: false, message: AUTH_MESSAGES.noToken };
    }
    apply(token, user);
    toast.success(texts.success);
    return { ok: true, message: texts.success };
  }

  const actions: AuthActions = {
    login: (email, password, rememberMe) =>
      signIn(authApi.login({ email, password, rememberMe }), {
        success: AUTH_MESSAGES.loginSuccess,
        failed: AUTH_MESSAGES.loginFailed,
        network: AUTH_MESSAGES.unexpected,
      }),
    register: (fields) =>
      signIn(authApi.register(fields), {
        success: AUTH_MESSAGES.registerSuccess,
        failed: AUTH_MESSAGES.registerFailed,
        network: AUTH_MESSAGES.registerNetwork,
      }),
    logout: async () => {
      const { token } = state;
      // Ending the session locally never waits on (or fails with) the network.
      if (token) void authApi.logout(bearer(token));
      apply(null, null);
      toast.success(AUTH_MESSAGES.logoutSuccess);
    },
    refreshUser: async () => {
      const { token } = state;
      if (!token) return false;
      const { user, unauthorized } = await fetchMe(token);
      if (user) apply(token, user);
      else if (unauthorized) apply(null, null);
      return user !== undefined;
    },
    adoptSession: ({ token, user }, message) => {
      apply(token, user);
      toast.success(message);
    },
    setUser: (user) => apply(state.token, user),
    authHeaders: () => bearer(state.token),
  };

  return { value: { store, actions }, start };
}

/**
 * The session: the saved token and user, restored from browser storage. It
 * lives in every page's first bundle, so it stays small (no schema library).
 * Server rendering never knows the user: the session is read in the browser,
 * 100 ms after start.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const toast = useToast();
  const [session] = useState(() => createSession(toast));

  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => void session.start(() => live), SESSION_INIT_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [session]);

  return <AuthContext value={session.value}>{children}</AuthContext>;
}
