import {
  BookOpen,
  ChartLine,
  Eye,
  FilePlus2,
  FileText,
  Heart,
  Inbox,
  Mail,
  MessageSquare,
  Newspaper,
  Presentation,
  Settings,
  Users,
} from 'lucide-react';
import { Link, useRevalidator } from 'react-router';
import type { Route } from './+types/dashboard.ts';
import { ACCESS_DENIED, AUTH_MESSAGES } from '../../../../shared/auth-messages.ts';
import { isCompanyEmail } from '../../../../shared/email.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { accountHeaders, accountMeta, UserAvatar } from '../../accounts/public.ts';
import { CatalogueUsers, catalogueUsersData } from '../../catalogue/public.ts';
import { useSite } from '../../../lib/site.ts';
import { blogTotals } from '../blog-stats.ts';
import { ContentManagement } from '../components/content-management.tsx';
import { ReviewQueue } from '../components/review-queue.tsx';
import type { PublishingStatus } from '../../../../shared/publishing.ts';
import { can, contentActions, type Permission } from '../../../../shared/roles.ts';
import { BLOG_KIND, CASE_STUDY_KIND } from '../components/management-kinds.ts';
import { dashboardAction } from '../dashboard-action.ts';
import { dashboardData } from '../dashboard-data.ts';
import { dashboardClientAction } from '../dashboard-outcomes.ts';

export const headers = accountHeaders;

/**
 * The dashboard's data, read on the server for the session's user (a visitor
 * is sent to /login), with the catalogue's users list for administrators.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const [data, catalogueUsers] = await Promise.all([
    dashboardData(context),
    catalogueUsersData(context, request),
  ]);
  return { ...data, catalogueUsers };
}

/** Publish, delete, open or close comments: every form of the content lists posts here. */
export function action({ context, request }: Route.ActionArgs) {
  return dashboardAction(context, request);
}

export const clientAction = dashboardClientAction;

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, {
    title: 'Dashboard',
    description: 'Your account at a glance: content, quick actions and your details.',
    path: '/dashboard',
  });
}

/** Content counts: the author's posts with their views and likes, and every case study. */
const STATS = [
  { key: 'blogs', label: 'Total blogs', icon: Newspaper },
  { key: 'caseStudies', label: 'Case studies', icon: FileText },
  { key: 'views', label: 'Total views', icon: Eye },
  { key: 'likes', label: 'Total likes', icon: Heart },
] as const;

const numberFormat = new Intl.NumberFormat('en-GB');

/** The staff screens, each shown to the roles that may use it (the server checks again). */
const QUICK_ACTIONS: ReadonlyArray<{
  to: string;
  label: string;
  icon: typeof Inbox;
  permission?: Permission;
}> = [
  { to: '/dashboard/leads', label: 'Lead inbox', icon: Inbox, permission: 'leads.read' },
  {
    to: '/dashboard/comments',
    label: 'Comment moderation',
    icon: MessageSquare,
    permission: 'comments.moderate',
  },
  { to: '/dashboard/newsletters', label: 'Newsletters', icon: Mail, permission: 'newsletter.send' },
  { to: '/dashboard/analytics', label: 'Analytics', icon: ChartLine, permission: 'leads.read' },
  { to: '/dashboard/users', label: 'Users and roles', icon: Users, permission: 'users.manage' },
  {
    to: '/dashboard/settings',
    label: 'Site settings',
    icon: Settings,
    permission: 'settings.manage',
  },
  { to: '/create-blog', label: 'Create blog post', icon: FilePlus2, permission: 'content.write' },
  {
    to: '/create-case-study',
    label: 'Create case study',
    icon: Presentation,
    permission: 'content.write',
  },
  { to: '/blog', label: 'View blog', icon: BookOpen },
];

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' });

export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  const {
    user,
    blogs,
    caseStudies: caseStudyItems,
    waitingComments,
    reviewQueue,
    figures,
    failed,
  } = loaderData;
  // The writer's own list holds only their posts; case studies name their writer.
  const mayDoPost = (item: { status: PublishingStatus }) =>
    contentActions(user.role, true, item.status);
  const mayDoCaseStudy = (item: { authorId: string | null; status: PublishingStatus }) =>
    contentActions(user.role, item.authorId === user.id, item.status);
  const site = useSite();
  const revalidator = useRevalidator();
  const totals = {
    ...blogTotals(blogs ?? []),
    caseStudies: caseStudyItems?.length ?? 0,
  };

  const companyAddress = isCompanyEmail(user.email, site.emailDomain);
  return (
    <div className="container-page section grid gap-8">
      <header className="flex flex-wrap items-center gap-4">
        <UserAvatar user={user} className="size-14 text-lg" />
        <div>
          <h1 className="text-3xl font-bold text-ink">Welcome back, {user.firstName}</h1>
          <p className="text-muted">Here is an overview of your account.</p>
        </div>
      </header>
      {/* A form's outcome when the browser posted it itself (without JavaScript, or before
          hydration): the page that answers says it here, at the top where it opens. Once
          hydrated the rows post through fetchers and say it in a toast. */}
      {actionData ? (
        <Alert tone={actionData.ok ? 'success' : 'error'}>{actionData.message}</Alert>
      ) : null}
      {failed ? (
        <Alert tone="error">
          {AUTH_MESSAGES.dashboardLoadFailed}
          <button
            type="button"
            onClick={() => void revalidator.revalidate()}
            className="ml-2 min-h-11 font-semibold underline"
          >
            Try again
          </button>
        </Alert>
      ) : null}

      <section aria-labelledby="stats-heading">
        <h2 id="stats-heading" className="sr-only">
          Statistics
        </h2>
        <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {STATS.map(({ key, label, icon: Icon }) => (
            <li
              key={key}
              className="rounded-(--radius-card) border border-line bg-white p-5 shadow-(--shadow-card)"
            >
              <Icon aria-hidden="true" className="size-6 text-brand-600" />
              <p className="mt-3 text-3xl font-bold text-ink" data-stat={key}>
                {numberFormat.format(totals[key])}
              </p>
              <p className="text-sm text-muted">{label}</p>
            </li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-muted">
          Counts of the blog posts you have written with the views and likes they have received, and
          of the team's case studies.
        </p>
      </section>

      <div className="grid gap-8 lg:grid-cols-3">
        <div className="grid content-start gap-8 lg:col-span-2">
          {user.isStaff ? (
            <>
              <section aria-labelledby="actions-heading">
                <h2 id="actions-heading" className="text-xl font-semibold text-ink">
                  Quick actions
                </h2>
                <ul className="mt-4 grid gap-3 sm:grid-cols-2">
                  {QUICK_ACTIONS.filter(
                    ({ permission }) => !permission || can(user.role, permission),
                  ).map(({ to, label, icon: Icon }) => (
                    <li key={to}>
                      <Link
                        to={to}
                        className="flex min-h-20 items-center gap-3 rounded-(--radius-card) border border-line bg-white p-4 font-semibold text-ink shadow-(--shadow-card) hover:border-brand-300 hover:text-brand-700"
                      >
                        <Icon aria-hidden="true" className="size-6 text-brand-600" />
                        {label}
                        {to === '/dashboard/comments' && waitingComments ? (
                          <span
                            data-testid="waiting-comments"
                            className="ml-auto rounded-full bg-amber-100 px-2.5 py-0.5 text-sm text-amber-950"
                          >
                            {waitingComments}
                            <span className="sr-only"> waiting</span>
                          </span>
                        ) : null}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
              {reviewQueue ? <ReviewQueue items={reviewQueue} /> : null}
              <ContentManagement
                kind={BLOG_KIND}
                items={blogs}
                mayDo={mayDoPost}
                figures={figures}
              />
              <ContentManagement
                kind={CASE_STUDY_KIND}
                items={caseStudyItems}
                mayDo={mayDoCaseStudy}
                figures={figures}
              />
            </>
          ) : (
            <section
              aria-labelledby="restricted-heading"
              className="rounded-(--radius-card) border border-amber-200 bg-amber-50 p-6"
            >
              <h2 id="restricted-heading" className="text-xl font-semibold text-amber-950">
                {ACCESS_DENIED.contentRestrictedTitle}
              </h2>
              <p className="mt-2 text-amber-950">
                {ACCESS_DENIED.contentRestrictedText} Creating and editing blog posts and case
                studies is for {site.companyName} team members with an @{site.emailDomain} address.
              </p>
              {companyAddress && !user.emailVerified ? (
                <p className="mt-2 font-medium text-amber-950">
                  Your address is in the company domain: verify it with the link we emailed you to
                  unlock content management.
                </p>
              ) : null}
            </section>
          )}
        </div>

        <section
          aria-labelledby="info-heading"
          className="content-start rounded-(--radius-card) border border-line bg-white p-6 shadow-(--shadow-card)"
        >
          <h2 id="info-heading" className="text-xl font-semibold text-ink">
            User information
          </h2>
          <dl className="mt-4 grid gap-3 text-sm">
            {[
              ['Name', `${user.firstName} ${user.lastName}`],
              ['Email', user.email],
              ['Phone', user.phone || 'Not provided'],
              ['Company', user.company || 'Not provided'],
              ['Member since', dateFormat.format(new Date(user.createdAt))],
            ].map(([label, value]) => (
              <div key={label}>
                <dt className="text-muted">{label}</dt>
                <dd className="font-medium break-words text-ink">{value}</dd>
              </div>
            ))}
          </dl>
          <Link
            to="/profile"
            className="mt-4 mr-6 inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline"
          >
            Edit your profile
          </Link>
          <Link
            to="/service-catalog"
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline"
          >
            Your service catalogue
          </Link>
        </section>
      </div>

      {loaderData.catalogueUsers ? <CatalogueUsers data={loaderData.catalogueUsers} /> : null}
    </div>
  );
}
