import { useEffect, useState } from 'react';
import type { BlogSummary } from '../../../../shared/blog.ts';
import { deleteBlog, listMyBlogs, setBlogComments, setBlogStatus } from '../../../lib/api/blog.ts';
import { useAuth } from '../../accounts/public.ts';
import { announceContentChange } from '../../../lib/api/content-changes.ts';

/**
 * The signed-in author's posts (drafts and scheduled ones included) and the
 * dashboard's actions on them. Only staff have posts; for others nothing is asked.
 */
export function useMyBlogs(enabled: boolean) {
  const { authHeaders } = useAuth();
  const [blogs, setBlogs] = useState<BlogSummary[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void listMyBlogs(authHeaders()).then((result) => {
      if (!live) return;
      if (result.ok && Array.isArray(result.data)) {
        setBlogs(result.data);
        setFailed(false);
      } else {
        setFailed(true);
      }
    });
    return () => {
      live = false;
    };
  }, [enabled, attempt, authHeaders]);

  /** Publishes a draft; answers the server's message on failure. */
  const publish = async (blog: BlogSummary): Promise<string | undefined> => {
    const result = await setBlogStatus(blog.id, { status: 'published' }, authHeaders());
    // A status change may have changed what the blog shows: its kept pages are dropped.
    announceContentChange();
    if (!result.ok) return result.message ?? '';
    const changed = result.data;
    setBlogs((current) =>
      (current ?? []).map((item) =>
        item.id === blog.id ? { ...item, ...(changed ?? {}), status: 'published' as const } : item,
      ),
    );
    return undefined;
  };

  /** Deletes a post; true when it is gone. */
  const remove = async (blog: BlogSummary): Promise<boolean> => {
    const result = await deleteBlog(blog.id, authHeaders());
    // The post may be gone from the blog: its pages kept in this browser are dropped.
    announceContentChange();
    if (!result.ok) return false;
    setBlogs((current) => (current ?? []).filter((item) => item.id !== blog.id));
    return true;
  };

  /** Opens or closes a post's comments; answers the server's message on failure. */
  const toggleComments = async (blog: BlogSummary): Promise<string | undefined> => {
    const result = await setBlogComments(blog.id, !blog.commentsOpen, authHeaders());
    announceContentChange();
    if (!result.ok || !result.data) return result.message ?? '';
    const changed = result.data;
    setBlogs((current) =>
      (current ?? []).map((item) =>
        item.id === blog.id ? { ...item, commentsOpen: changed.commentsOpen } : item,
      ),
    );
    return undefined;
  };

  return {
    blogs,
    failed,
    retry: () => setAttempt((n) => n + 1),
    publish,
    remove,
    toggleComments,
  };
}
