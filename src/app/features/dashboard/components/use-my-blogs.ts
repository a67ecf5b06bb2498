import type { BlogSummary } from '../../../../shared/blog.ts';
import { deleteBlog, setBlogComments, setBlogStatus } from '../../../lib/api/blog.ts';
import { useManagedList } from './use-managed-list.ts';

const calls = {
  publish: (blog: BlogSummary) => setBlogStatus(blog.id, { status: 'published' }),
  remove: (blog: BlogSummary) => deleteBlog(blog.id),
};

/** The dashboard's actions on the signed-in author's posts (the list is the loader's). */
export function useMyBlogs() {
  const list = useManagedList(calls);

  /** Opens or closes a post's comments; answers the server's message on failure. */
  const toggleComments = async (blog: BlogSummary): Promise<string | undefined> => {
    const result = await setBlogComments(blog.id, !blog.commentsOpen);
    await list.changed();
    return result.ok && result.data ? undefined : (result.message ?? '');
  };

  return { publish: list.publish, remove: list.remove, toggleComments };
}
