/**
 * What this feature offers the rest of the app. Other features, the layout
 * and the root import it from here only (lint enforces it); everything else
 * in the folder is the feature's own.
 */
export { ContactForm } from './components/contact-form.tsx';
export { contactFormAction } from './contact-form-action.ts';
export { leadFormsAction } from './meeting-form-action.ts';
export { leadFormsClientAction } from './lead-form-outcomes.ts';
export { LeadDialogsProvider, useLeadDialogs } from './components/lead-dialogs.tsx';
export { HoneypotField } from './components/honeypot-field.tsx';
export { DemoVideo } from './components/demo-video.tsx';
