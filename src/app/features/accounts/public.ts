/**
 * What this feature offers the rest of the app. Other features, the layout
 * and the root import it from here only (lint enforces it); everything else
 * in the folder is the feature's own.
 */
export { CsrfField } from './components/csrf-field.tsx';
export { HeaderAccount, MobileHeaderAccount } from './components/header-account.tsx';
export { SignedInBanner } from './components/signed-in-extras.tsx';
export { StaffGuard } from './components/staff-guard.tsx';
export { UserAvatar } from './components/user-menu.tsx';
export { useSession, useSessionUser } from './session/auth-context.ts';
export { accountHeaders, accountMeta } from './private-page.ts';
