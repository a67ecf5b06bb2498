/**
 * What this feature offers the rest of the app. Other features import it
 * from here only (lint enforces it); everything else in the folder is its own.
 */
export { caseStudyArticle } from './case-study-seo.ts';
