/** Start Your Journey links to /services when signed in, otherwise to /register. */
export function startJourneyHref(signedIn: boolean): '/services' | '/register' {
  return signedIn ? '/services' : '/register';
}
