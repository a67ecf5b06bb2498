import { lazyHydrated } from '../../../lib/hydration/lazy-hydrated.ts';

/** The comment form: its code loads when a visitor opens it (rendered at once on the server). */
export const CommentForm = lazyHydrated(() => import('./comment-form.tsx'));
