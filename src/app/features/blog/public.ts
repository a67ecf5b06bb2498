/**
 * What this feature offers the rest of the app. Other features, the layout
 * and the root import it from here only (lint enforces it); everything else
 * in the folder is the feature's own.
 */
export { blogPosting } from './blog-seo.ts';
export { formatCount, formatDate, plural } from './blog-format.ts';
export { SuggestedPosts } from './components/suggested-posts.tsx';
export { HeroImage } from './components/hero-image.tsx';
