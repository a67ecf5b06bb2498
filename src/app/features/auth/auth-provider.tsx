import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { AUTH_MESSAGES, AUTH_TIMINGS } from '../../../shared/auth-messages.ts';
import type { PublicUser } from '../../../shared/auth.ts';
import { getJson, postJson } from '../../lib/api-client.ts';
import { useToast } from '../toast/toast-provider.tsx';
import { AuthContext, type AuthApi, type AuthResult, type RegisterFields } from './auth-context.ts';
import {
  clearSession,
  parseStoredUser,
  readSession,
  saveSession,
  sessionFromAnswer,
} from './session-storage.ts';

interface SessionState {
  user: PublicUser | null;
  token: string | null;
  loading: boolean;
}

const bearer = (token: string | null): Record<string, string> =>
  token ? { authorization: `Bearer ${token}` } : {};

async function fetchMe(token: string) {
  const result = await getJson<{ user?: PublicUser }>('/api/auth/me', { headers: bearer(token) });
  const user = result.ok ? sessionFromAnswer(result.body).user : undefined;
  return { user, unauthorized: result.status === 401 };
}

/**
 * The session of spec 02 section 4. It lives in every page's first bundle,
 * so it stays small (no schema library). Server rendering never knows the
 * user: the session is read in the browser, 100 ms after start.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const toast = useToast();
  const [state, setState] = useState<SessionState>({ user: null, token: null, loading: true });
  const tokenRef = useRef<string | null>(null);

  const apply = useCallback((token: string | null, user: PublicUser | null) => {
    tokenRef.current = token;
    saveSession(token, user);
    setState({ token, user, loading: false });
  }, []);

  useEffect(() => {
    let live = true;
    const timer = setTimeout(async () => {
      const { token, userRaw } = readSession();
      const saved = parseStoredUser(userRaw);
      if (userRaw && !saved) {
        // An invalid saved user clears the stored session.
        clearSession();
        setState({ user: null, token: null, loading: false });
        return;
      }
      if (saved) {
        tokenRef.current = token;
        setState({ user: saved, token, loading: true });
        if (token) {
          const { user, unauthorized } = await fetchMe(token);
          if (!live) return;
          // The spec ignores a failed refresh; a 401, though, means the server
          // ended the session (logout elsewhere, password reset), so it is dropped.
          if (user) apply(token, user);
          else if (unauthorized) apply(null, null);
          else setState({ user: saved, token, loading: false });
        } else {
          setState({ user: saved, token: null, loading: false });
        }
        return;
      }
      if (token) {
        const { user } = await fetchMe(token);
        if (!live) return;
        apply(user ? token : null, user ?? null);
        return;
      }
      setState({ user: null, token: null, loading: false });
    }, AUTH_TIMINGS.sessionInitDelayMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [apply]);

  const signIn = useCallback(
    async (
      path: string,
      body: unknown,
      texts: { success: string; failed: string; network: string },
    ): Promise<AuthResult> => {
      const result = await postJson(path, body);
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
    },
    [apply, toast],
  );

  const api = useMemo<AuthApi>(
    () => ({
      ...state,
      login: (email, password, rememberMe) =>
        signIn(
          '/api/auth/login',
          { email, password, rememberMe },
          {
            success: AUTH_MESSAGES.loginSuccess,
            failed: AUTH_MESSAGES.loginFailed,
            network: AUTH_MESSAGES.unexpected,
          },
        ),
      register: (fields: RegisterFields) =>
        signIn('/api/auth/register', fields, {
          success: AUTH_MESSAGES.registerSuccess,
          failed: AUTH_MESSAGES.registerFailed,
          network: AUTH_MESSAGES.registerNetwork,
        }),
      logout: async () => {
        const token = tokenRef.current;
        // Ending the session locally never waits on (or fails with) the network.
        if (token) void postJson('/api/auth/logout', {}, { headers: bearer(token) });
        apply(null, null);
        toast.success(AUTH_MESSAGES.logoutSuccess);
      },
      refreshUser: async () => {
        const token = tokenRef.current;
        if (!token) return false;
        const { user, unauthorized } = await fetchMe(token);
        if (user) apply(token, user);
        else if (unauthorized) apply(null, null);
        return user !== undefined;
      },
      setUser: (user: PublicUser) => apply(tokenRef.current, user),
      authHeaders: () => bearer(tokenRef.current),
    }),
    [state, signIn, apply, toast],
  );

  return <AuthContext value={api}>{children}</AuthContext>;
}
