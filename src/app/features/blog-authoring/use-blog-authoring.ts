import type { BlogEditable } from '../../../shared/blog.ts';
import { BLOG_MESSAGES } from '../../../shared/blog-authoring.ts';
import { blogFormSchema } from '../../../shared/blog-schemas.ts';
import { formProblems } from '../../lib/forms/form-errors.ts';
import {
  clientProblems,
  useAuthoring,
  type AuthoringKind,
  type AuthoringMode,
  type ServerDraft,
} from '../authoring/public.ts';
import {
  BLOG_DRAFT,
  emptyValues,
  schemaInput,
  toFormData,
  valuesFromEditable,
  type BlogFormValues,
} from './blog-form-state.ts';

/** The blog's authoring form: posts' values, checks and calls. */
const BLOG_AUTHORING: AuthoringKind<BlogFormValues, BlogEditable> = {
  draftShape: BLOG_DRAFT,
  revisions: 'blog',
  empty: emptyValues,
  fromEditable: valuesFromEditable,
  problems: (values, status, choice, now) => ({
    ...clientProblems(values, status, choice, now),
    ...formProblems(blogFormSchema, schemaInput(values, status, choice)).byField,
  }),
  toFormData,
  messages: BLOG_MESSAGES,
  after: { create: '/blog', edit: '/dashboard' },
  // The specification places the create failure under the content field.
  createFailureField: 'content',
};

/** The blog's create and edit screens' state and actions (see useAuthoring). */
export function useBlogAuthoring(options: {
  mode: AuthoringMode;
  blog: BlogEditable | null;
  userId: string;
  authorName: string;
  path: string;
  audience: number | null;
  server: ServerDraft;
}) {
  const { blog, ...rest } = options;
  return useAuthoring(BLOG_AUTHORING, { ...rest, item: blog });
}

export type BlogAuthoring = ReturnType<typeof useBlogAuthoring>;
