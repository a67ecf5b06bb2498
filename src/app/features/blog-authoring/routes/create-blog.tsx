import { ShieldAlert } from 'lucide-react';
import { useLocation } from 'react-router';
import type { Route } from './+types/create-blog.ts';
import { ACCESS_DENIED } from '../../../../shared/auth-messages.ts';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { useSite } from '../../../lib/site.ts';
import { accountHeaders, accountMeta, StaffGuard, useAuth } from '../../accounts/public.ts';
import { BlogAuthoringForm } from '../components/blog-authoring-form.tsx';
import { AUTHORING_COPY } from '../content/authoring-copy.ts';

export const headers = accountHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, {
    title: 'Create a blog post',
    description: 'Write, preview and publish a post for the blog.',
    path: '/create-blog',
  });
}

/** The create screen's own refusal: only the company's team members create blogs. */
function CreateAccessDenied() {
  const site = useSite();
  return (
    <div className="container-page section">
      <div className="mx-auto max-w-lg rounded-(--radius-card) border border-line bg-white p-8 text-center shadow-(--shadow-card)">
        <ShieldAlert aria-hidden="true" className="mx-auto size-12 text-danger-700" />
        <h1 className="mt-4 text-2xl font-bold text-ink">{ACCESS_DENIED.title}</h1>
        <p className="mt-2 text-muted">{AUTHORING_COPY.denied.text(site.companyName)}</p>
        <ButtonLink to="/dashboard" className="mt-6">
          {AUTHORING_COPY.denied.dashboard}
        </ButtonLink>
      </div>
    </div>
  );
}

/** Staff only: the guard waits for the session and sends visitors to sign in; the server checks again. */
export default function CreateBlogPage() {
  const { user, loading } = useAuth();
  const { pathname } = useLocation();
  if (!loading && user && !user.isStaff) return <CreateAccessDenied />;
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
