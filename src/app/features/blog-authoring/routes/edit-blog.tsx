import { useParams } from 'react-router';
import type { Route } from './+types/edit-blog.ts';
import { BLOG_MESSAGES } from '../../../../shared/blog-authoring.ts';
import { getBlogForEdit } from '../../../lib/api/blog.ts';
import { accountHeaders, accountMeta, StaffGuard } from '../../accounts/public.ts';
import { BlogAuthoringForm } from '../components/blog-authoring-form.tsx';
import { AUTHORING_COPY, EditScreen } from '../../authoring/public.ts';

export const headers = accountHeaders;

export function meta({ matches, params }: Route.MetaArgs) {
  return accountMeta(matches, {
    title: 'Edit blog post',
    description: 'Edit, preview and publish a post of the blog.',
    path: `/edit-blog/${params.slug}`,
  });
}

/** Staff only: the guard waits for the session, sends visitors to sign in and refuses others. */
export default function EditBlogPage() {
  const { slug = '' } = useParams();
  return (
    <StaffGuard>
      <EditScreen
        key={slug}
        slug={slug}
        load={getBlogForEdit}
        loadingLabel={AUTHORING_COPY.loadingBlog}
        failedMessage={() => BLOG_MESSAGES.loadEditFailed}
      >
        {(blog, userId, path) => (
          <BlogAuthoringForm
            mode="edit"
            blog={blog}
            userId={userId}
            authorName={blog.authorName}
            path={path}
          />
        )}
      </EditScreen>
    </StaffGuard>
  );
}
