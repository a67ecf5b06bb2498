import { redirect } from 'react-router';
import type { Route } from './+types/blogs-redirect.ts';

/** The old /blogs/{slug} addresses: moved for good to /blog/{slug}. */
export function loader({ params, url }: Route.LoaderArgs) {
  return redirect(`/blog/${encodeURIComponent(params.slug)}${url.search}`, 301);
}

/** Never shown: the loader always redirects (a component keeps client-side navigation working). */
export default function BlogsRedirect() {
  return null;
}
