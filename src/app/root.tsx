import { DRAFT_INTENT_FIELD } from '../shared/draft-intent.ts';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  type LinksFunction,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import type { Route } from './+types/root.ts';
import appStylesheet from './app.css?url';
import { SiteFooter } from './components/layout/site-footer.tsx';
import { SiteHeader } from './components/layout/site-header.tsx';
import { HeaderAccount, MobileHeaderAccount, SignedInBanner } from './features/accounts/public.ts';
import { ChatLauncher } from './features/chat/public.ts';
import { LeadDialogsProvider } from './features/leads/public.ts';
import { ErrorPage } from './features/not-found/public.ts';
import { ToastProvider } from './features/toast/public.ts';
import { sessionContext, siteContext } from './lib/request-context.ts';

export const links: LinksFunction = () => [
  // With a precedence React writes the stylesheet ahead of the module
  // preloads, so the one render-blocking file is requested first.
  { rel: 'stylesheet', href: appStylesheet, precedence: 'default' },
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
  { rel: 'manifest', href: '/site.webmanifest' },
  // Feed readers find the blog's RSS from any page.
  { rel: 'alternate', type: 'application/rss+xml', title: 'Blog', href: '/rss.xml' },
];

/**
 * What every page shares: the site's settings and the browser's session
 * (`useSession`, from the HttpOnly cookie). A page the cache keeps was
 * rendered without a session, so every anonymous visitor gets its bytes.
 */
export function loader({ context }: Route.LoaderArgs) {
  const { user, csrfToken } = context.get(sessionContext);
  return { site: context.get(siteContext), user, csrfToken };
}

/**
 * The site settings and the session change only through a write (the
 * settings' by an administrator, whose save is such a write; a visitor's
 * open page shows a change from their next full load): the root is read
 * again after a form's submission (and the
 * redirect that may follow it) and when a screen reloads itself in place
 * (`useRevalidator`, after a write made with a JSON call: the profile). A
 * navigation or a search asks for the page's data alone. A screen that
 * navigates after an action waits until the navigation is idle, so it never
 * cuts that revalidation short.
 */
export function shouldRevalidate({
  formMethod,
  formData,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  // An authoring form's autosave or "still open" post changes neither.
  if (!defaultShouldRevalidate || formData?.has(DRAFT_INTENT_FIELD)) return false;
  if (formMethod !== undefined && formMethod !== 'GET') return true;
  return currentUrl.href === nextUrl.href;
}

/** The document shell, shared by pages and the error boundary. */
export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d4ed8" />
        <Meta />
        {/* Links are stylesheets and icons from this origin, which the CSP allows
            without a nonce. Left to itself <Links> copies the response's nonce
            onto them on the server only, and the browser blanks some of those
            attributes, so hydration reported mismatches in development. */}
        <Links nonce="" />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[100] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow-lg"
        >
          Skip to content
        </a>
        <ToastProvider>
          <LeadDialogsProvider>
            <SiteHeader
              account={<HeaderAccount />}
              mobileAccount={(closeMenu) => <MobileHeaderAccount closeMenu={closeMenu} />}
            />
            <SignedInBanner />
            <main id="main" className="flex-1">
              {children}
            </main>
            <SiteFooter />
            <ChatLauncher />
          </LeadDialogsProvider>
        </ToastProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ErrorPage status={404} />;
  }
  if (import.meta.env.DEV && error instanceof Error) console.error(error);
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
