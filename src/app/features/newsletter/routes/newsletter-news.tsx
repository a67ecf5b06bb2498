import type { Route } from './+types/newsletter-news.ts';
import { accountHeaders, accountMeta, StaffGuard } from '../../accounts/public.ts';
import proseStylesheet from '../../../components/partials/blog-prose.css?url';
import { NewsCompose } from '../components/news-compose.tsx';

export const headers = accountHeaders;

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

/** Staff only: the server checks every call again (requireStaff). */
export default function NewsletterNewsPage() {
  return (
    <StaffGuard>
      <NewsCompose />
    </StaffGuard>
  );
}
