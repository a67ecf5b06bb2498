import type { Route } from './+types/newsletter-news.ts';
import { accountHeaders, accountMeta, StaffGuard } from '../../accounts/public.ts';
import proseStylesheet from '../../../components/partials/blog-prose.css?url';
import { authoringShouldRevalidate } from '../../authoring/public.ts';
import { NewsCompose } from '../components/news-compose.tsx';
import { newsAction, newsFormData } from '../news-action.ts';

export const headers = accountHeaders;

/** The audience and the form's key, read on the server for the session's user. */
export const loader = ({ context }: Route.LoaderArgs) => newsFormData(context);

/** An autosave posts here too: it changes nothing the screen shows. */
export const shouldRevalidate = authoringShouldRevalidate;

/** The form's buttons: a test, Send (checked, then confirmed), Yes, send it, Cancel. */
export const action = ({ context, request }: Route.ActionArgs) => newsAction(context, request);

/** The preview shows the body as a post's body looks. */
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: proseStylesheet, precedence: 'default' },
];

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, {
    title: 'Write industry news',
    description: 'A one-off newsletter to the subscribers who asked for industry news.',
    path: '/dashboard/newsletters/news',
  });
}

/** Staff only (the guard shows anyone else Access Denied); the API checks every call again. */
export default function NewsletterNewsPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <StaffGuard permission="newsletter.send">
      {loaderData.denied ? null : (
        <NewsCompose
          audience={loaderData.audience}
          formKey={loaderData.key}
          workingCopy={loaderData.workingCopy}
          // An autosave's answer is its fetcher's, never the page's.
          returned={actionData && 'step' in actionData ? actionData : undefined}
        />
      )}
    </StaffGuard>
  );
}
