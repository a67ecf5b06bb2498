import { useEffect, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import type { Route } from './+types/edit-blog.ts';
import { type BlogEditable } from '../../../../shared/blog.ts';
import { BLOG_MESSAGES } from '../../../../shared/blog-authoring.ts';
import { Spinner } from '../../../components/partials/spinner.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { getBlogForEdit } from '../../../lib/api/blog.ts';
import { accountHeaders, accountMeta, StaffGuard, useAuth } from '../../accounts/public.ts';
import { BlogAuthoringForm } from '../components/blog-authoring-form.tsx';
import { AUTHORING_COPY } from '../content/authoring-copy.ts';

export const headers = accountHeaders;

export function meta({ matches, params }: Route.MetaArgs) {
  return accountMeta(matches, {
    title: 'Edit blog post',
    description: 'Edit, preview and publish a post of the blog.',
    path: `/edit-blog/${params.slug}`,
  });
}

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; blog: BlogEditable };

/** Loads the post for editing, then shows the form filled in. */
function EditBlog({ slug }: { slug: string }) {
  const { user, authHeaders } = useAuth();
  const { pathname } = useLocation();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    void getBlogForEdit(slug, authHeaders()).then((result) => {
      if (!live) return;
      setLoad(
        result.ok && result.data ? { state: 'ready', blog: result.data } : { state: 'failed' },
      );
    });
    return () => {
      live = false;
    };
  }, [slug, attempt, authHeaders]);

  if (load.state === 'loading' || !user) return <Spinner label={AUTHORING_COPY.loadingBlog} />;
  if (load.state === 'failed') {
    return (
      <div className="container-page section grid max-w-2xl gap-4">
        <Alert tone="error">{BLOG_MESSAGES.loadEditFailed}</Alert>
        <div className="flex flex-wrap gap-3">
          <Button
            onClick={() => {
              setLoad({ state: 'loading' });
              setAttempt((n) => n + 1);
            }}
          >
            {AUTHORING_COPY.tryAgain}
          </Button>
          <ButtonLink to="/dashboard" variant="outline">
            {AUTHORING_COPY.backToDashboard}
          </ButtonLink>
        </div>
      </div>
    );
  }
  return (
    <BlogAuthoringForm
      mode="edit"
      blog={load.blog}
      userId={user.id}
      authorName={load.blog.authorName}
      path={pathname}
    />
  );
}

/** Staff only: the guard waits for the session, sends visitors to sign in and refuses others. */
export default function EditBlogPage() {
  const { slug = '' } = useParams();
  return (
    <StaffGuard>
      <EditBlog key={slug} slug={slug} />
    </StaffGuard>
  );
}
