import { BLOG_MESSAGES } from '../../../../shared/blog-authoring.ts';
import { CASE_STUDY_MESSAGES } from '../../../../shared/case-studies.ts';
import type { ManagedKind } from './content-management.tsx';

/** The dashboard's list of the author's blog posts. */
export const BLOG_KIND: ManagedKind = {
  headingId: 'blogs-heading',
  heading: 'Your blog posts',
  newLabel: 'New post',
  newTo: '/create-blog',
  loading: 'Loading your posts...',
  empty: 'You have not written a blog post yet. Drafts, scheduled and published posts appear here.',
  editPath: (slug) => `/edit-blog/${slug}`,
  viewPath: (slug) => `/blog/${slug}`,
  deleteTitle: 'Delete blog post',
  deleteConfirm: BLOG_MESSAGES.deleteConfirm,
  intents: { publish: 'publish-post', remove: 'delete-post', comments: 'toggle-comments' },
};

/** The dashboard's list of case studies (staff share them). */
export const CASE_STUDY_KIND: ManagedKind = {
  headingId: 'case-studies-heading',
  heading: 'Case studies',
  newLabel: 'New case study',
  newTo: '/create-case-study',
  loading: 'Loading case studies...',
  empty: 'No case study has been written yet. Drafts, scheduled and published ones appear here.',
  editPath: (slug) => `/edit-case-study/${slug}`,
  viewPath: (slug) => `/case-studies/${slug}`,
  deleteTitle: 'Delete case study',
  deleteConfirm: CASE_STUDY_MESSAGES.deleteConfirm,
  intents: { publish: 'publish-case-study', remove: 'delete-case-study' },
};
