import type { Route } from './+types/edit-blog.ts';
import { BLOG_MESSAGES } from '../../../../shared/blog-authoring.ts';
import { getBlogForEdit } from '../../../lib/api/blog.ts';
import { accountHeaders, accountMeta, StaffGuard } from '../../accounts/public.ts';
import {
  authoringShouldRevalidate,
  EditScreen,
  editScreenData,
  serverDraftOf,
} from '../../authoring/public.ts';
import { newsletterAudienceCount } from '../../newsletter/public.ts';
import { BlogAuthoringForm } from '../components/blog-authoring-form.tsx';
import { blogAuthoringAction, blogAuthoringClientAction } from '../blog-authoring-action.ts';

export const headers = accountHeaders;

export function meta({ matches, params }: Route.MetaArgs) {
  return accountMeta(matches, {
    title: 'Edit blog post',
    description: 'Edit, preview and publish a post of the blog.',
    path: `/edit-blog/${params.slug}`,
  });
}

/** The post (by its current or a former slug) as its author edits it, read on the server. */
export function loader({ context, params }: Route.LoaderArgs) {
  return editScreenData(
    context,
    (send) => getBlogForEdit(params.slug, send),
    (ctx) => newsletterAudienceCount(ctx, 'post'),
    () => BLOG_MESSAGES.loadEditFailed,
    'blog',
  );
}

/** The form's saves: the post's update. */
export const action = blogAuthoringAction;
export const shouldRevalidate = authoringShouldRevalidate;
export const clientAction = blogAuthoringClientAction;

/** Staff only: the loader sends visitors to sign in and reads nothing for anyone else. */
export default function EditBlogPage({ loaderData, params }: Route.ComponentProps) {
  return (
    <StaffGuard>
      {loaderData.denied ? null : (
        <EditScreen key={params.slug} screen={loaderData}>
          {(blog, userId, path) => (
            <BlogAuthoringForm
              mode="edit"
              blog={blog}
              userId={userId}
              authorName={blog.authorName}
              path={path}
              audience={loaderData.audience}
              figures={loaderData.figures}
              server={serverDraftOf(loaderData)}
            />
          )}
        </EditScreen>
      )}
    </StaffGuard>
  );
}
