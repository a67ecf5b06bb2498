/**
 * Where sign-in goes afterwards: the `next` parameter when it is a path on
 * this site (so a link cannot send a fresh session to another site), else
 * the dashboard.
 */
export function nextPath(search: string): string {
  const next = new URLSearchParams(search).get('next');
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) {
    return '/dashboard';
  }
  return /^\/[\w\-./?=&%#]*$/.test(next) ? next : '/dashboard';
}
