import { useLocation } from 'react-router';
import type { Route } from './+types/create-blog.ts';
import { accountHeaders, accountMeta, StaffGuard, useSessionUser } from '../../accounts/public.ts';
import { BlogAuthoringForm } from '../components/blog-authoring-form.tsx';
import { CreateAccessDenied } from '../../authoring/public.ts';

export const headers = accountHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, {
    title: 'Create a blog post',
    description: 'Write, preview and publish a post for the blog.',
    path: '/create-blog',
  });
}

/** Staff only: the guard waits for the session and sends visitors to sign in; the server checks again. */
export default function CreateBlogPage() {
  const user = useSessionUser();
  const { pathname } = useLocation();
  if (user && !user.isStaff) return <CreateAccessDenied />;
  return (
    <StaffGuard>
      {user ? (
        <BlogAuthoringForm
          mode="create"
          blog={null}
          userId={user.id}
          authorName={`${user.firstName} ${user.lastName}`.trim()}
          path={pathname}
        />
      ) : null}
    </StaffGuard>
  );
}
