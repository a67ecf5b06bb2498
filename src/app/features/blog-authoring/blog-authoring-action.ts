import type { BlogEditable } from '../../../shared/blog.ts';
import { createBlog, updateBlog } from '../../lib/api/blog.ts';
import { authoringAction, authoringClientAction } from '../authoring/public.ts';

/** The blog's create and edit screens' action: the post's create or update call. */
export const blogAuthoringAction = authoringAction<BlogEditable>({
  create: createBlog,
  update: updateBlog,
  review: 'blog',
});

export const blogAuthoringClientAction = authoringClientAction;
