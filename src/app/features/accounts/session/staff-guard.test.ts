import { describe, expect, it } from 'vitest';
import type { PublicUser } from '../../../../shared/auth.ts';
import { canGoBack, staffGuardState } from '../components/staff-guard.tsx';

const user = (isStaff: boolean) =>
  ({ firstName: 'A', lastName: 'B', email: 'a@b.c', isStaff }) as PublicUser;

describe('staffGuardState: who may see a staff-only screen', () => {
  it('sends visitors to sign in and refuses non-staff', () => {
    expect(staffGuardState(null)).toBe('sign-in');
    expect(staffGuardState(user(false))).toBe('denied');
    expect(staffGuardState(user(true))).toBe('allowed');
  });

  it('goes back only to an earlier page of the app, else to the dashboard', () => {
    expect(canGoBack({ usr: null, key: 'a', idx: 2 })).toBe(true);
    expect(canGoBack({ usr: null, key: 'a', idx: 0 })).toBe(false);
    expect(canGoBack(null)).toBe(false);
    expect(canGoBack({})).toBe(false);
  });
});
