import type { Route } from './+types/blog-history.ts';
import type { BlogEditable } from '../../../../shared/blog.ts';
import { getBlogForEdit } from '../../../lib/api/blog.ts';
import { accountHeaders, accountMeta, StaffGuard } from '../../accounts/public.ts';
import {
  historyAction,
  HistoryScreen,
  historyScreenData,
  type HistoryKind,
} from '../../authoring/public.ts';
import { valuesFromEditable } from '../blog-form-state.ts';

export const headers = accountHeaders;

/** A post's history: what each field of the form compares as. */
const BLOG_HISTORY: HistoryKind<BlogEditable> = {
  kind: 'blog',
  editPath: '/edit-blog',
  fields: [
    { name: 'title', label: 'Title' },
    { name: 'slug', label: 'Address (slug)' },
    { name: 'category', label: 'Category' },
    { name: 'readTime', label: 'Read time (minutes)' },
    { name: 'excerpt', label: 'Excerpt' },
    { name: 'content', label: 'Content', body: true },
    { name: 'featuredImage', label: 'Featured image' },
    { name: 'tags', label: 'Tags' },
    { name: 'keywords', label: 'SEO keywords' },
    { name: 'metaTitle', label: 'Meta title' },
    { name: 'metaDescription', label: 'Meta description' },
    { name: 'authorName', label: 'Author name' },
    { name: 'authorBio', label: 'Author bio' },
  ],
  read: getBlogForEdit,
  fromEditable: valuesFromEditable,
};

export function meta({ matches, params }: Route.MetaArgs) {
  return accountMeta(matches, {
    title: 'Post history',
    description: 'Every saved version of a post: compare any two, restore one.',
    path: `/edit-blog/${params.slug}/history`,
  });
}

/** The post's revisions and the comparison the address asks for, read on the server. */
export function loader({ context, params, request }: Route.LoaderArgs) {
  return historyScreenData(context, new URL(request.url), params.slug, BLOG_HISTORY);
}

/** Restore: the revision becomes the writer's working copy, and the editor opens with it. */
export const action = historyAction(BLOG_HISTORY);

export default function BlogHistoryPage({ loaderData }: Route.ComponentProps) {
  return (
    <StaffGuard>
      {loaderData.denied ? null : <HistoryScreen screen={loaderData} editPath="/edit-blog" />}
    </StaffGuard>
  );
}
