import { describe, expect, it } from 'vitest';
import { nextPath } from './next-path.ts';

describe('where sign-in goes next', () => {
  it('follows a path on this site', () => {
    expect(nextPath('?next=%2Fsales')).toBe('/sales');
    expect(nextPath('?next=/service-catalog')).toBe('/service-catalog');
  });

  it('goes to the dashboard for anything else', () => {
    for (const search of [
      '',
      '?next=',
      '?next=https://evil.example',
      '?next=//evil.example',
      '?next=/\\evil.example',
      '?next=javascript:alert(1)',
      '?next=/%0d%0aevil',
    ]) {
      expect(nextPath(search), search).toBe('/dashboard');
    }
  });
});
