import { useCallback, useMemo } from 'react';
import type { BlogSummary } from '../../../../shared/blog.ts';
import { deleteBlog, listMyBlogs, setBlogComments, setBlogStatus } from '../../../lib/api/blog.ts';
import { announceContentChange } from '../../../lib/api/content-changes.ts';
import { useAuth } from '../../accounts/public.ts';
import { useManagedList } from './use-managed-list.ts';

/** The signed-in author's posts and the dashboard's actions on them. */
export function useMyBlogs(enabled: boolean) {
  const { authHeaders } = useAuth();
  const load = useCallback(() => listMyBlogs(authHeaders()), [authHeaders]);
  const calls = useMemo(
    () => ({
      load,
      publish: (blog: BlogSummary) =>
        setBlogStatus(blog.id, { status: 'published' }, authHeaders()),
      remove: (blog: BlogSummary) => deleteBlog(blog.id, authHeaders()),
    }),
    [load, authHeaders],
  );
  const list = useManagedList(enabled, calls);

  /** Opens or closes a post's comments; answers the server's message on failure. */
  const toggleComments = async (blog: BlogSummary): Promise<string | undefined> => {
    const result = await setBlogComments(blog.id, !blog.commentsOpen, authHeaders());
    announceContentChange();
    if (!result.ok || !result.data) return result.message ?? '';
    list.patch(blog.id, { commentsOpen: result.data.commentsOpen });
    return undefined;
  };

  return { ...list, blogs: list.items, toggleComments };
}
