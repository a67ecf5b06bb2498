/**
 * What this feature offers the rest of the app. Other features, the layout
 * and the root import it from here only (lint enforces it); everything else
 * in the folder is the feature's own.
 */
export { NewsletterSignup } from './components/newsletter-signup.tsx';
export { newsletterAudienceCount } from './newsletter-audience.ts';
