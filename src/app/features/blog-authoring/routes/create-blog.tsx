import { useLocation } from 'react-router';
import type { Route } from './+types/create-blog.ts';
import type { BlogEditable } from '../../../../shared/blog.ts';
import { accountHeaders, accountMeta, StaffGuard, useSessionUser } from '../../accounts/public.ts';
import {
  authoringShouldRevalidate,
  createScreenData,
  CreateAccessDenied,
  serverDraftOf,
} from '../../authoring/public.ts';
import { newsletterAudienceCount } from '../../newsletter/public.ts';
import { BlogAuthoringForm } from '../components/blog-authoring-form.tsx';
import { blogAuthoringAction, blogAuthoringClientAction } from '../blog-authoring-action.ts';

export const headers = accountHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, {
    title: 'Create a blog post',
    description: 'Write, preview and publish a post for the blog.',
    path: '/create-blog',
  });
}

/** Staff only, read on the server: a visitor is sent to sign in; staff get the audience count. */
export function loader({ context }: Route.LoaderArgs) {
  return createScreenData<BlogEditable>(
    context,
    (ctx) => newsletterAudienceCount(ctx, 'post'),
    'blog',
  );
}

/** The form's saves: a new post. */
export const action = blogAuthoringAction;
export const shouldRevalidate = authoringShouldRevalidate;
export const clientAction = blogAuthoringClientAction;

export default function CreateBlogPage({ loaderData }: Route.ComponentProps) {
  const user = useSessionUser();
  const { pathname } = useLocation();
  if (loaderData.denied) return <CreateAccessDenied />;
  return (
    <StaffGuard>
      {user ? (
        <BlogAuthoringForm
          mode="create"
          blog={null}
          userId={user.id}
          authorName={`${user.firstName} ${user.lastName}`.trim()}
          path={pathname}
          audience={loaderData.audience}
          server={serverDraftOf(loaderData)}
        />
      ) : null}
    </StaffGuard>
  );
}
