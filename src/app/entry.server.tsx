import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import {
  isRouteErrorResponse,
  RouterContextProvider,
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
} from 'react-router';
import type { PageRequestValues } from '../shared/ssr-contract.ts';
import {
  apiContext,
  logContext,
  nonceContext,
  sessionContext,
  siteContext,
} from './lib/request-context.ts';

export const streamTimeout = 5_000;

/** Called by the server for every page request (see src/shared/ssr-contract.ts). */
export function createLoadContext(values: PageRequestValues): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(nonceContext, values.nonce);
  context.set(siteContext, values.site);
  context.set(logContext, values.log);
  context.set(apiContext, values.api);
  context.set(sessionContext, values.session);
  return context;
}

/**
 * What React Router reports while answering a page request, as one
 * structured line in the server's log: a refused request (405 for a form
 * post to a page without an action, say) at info level, anything else as an
 * error. Nothing when the visitor went away (the request was aborted).
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const log = (context as RouterContextProvider).get(logContext);
  const path = new URL(request.url).pathname;
  if (isRouteErrorResponse(error)) {
    if (error.status < 500) {
      log.info({ status: error.status, method: request.method, path }, 'page request refused');
      return;
    }
    log.error({ status: error.status, path, data: error.statusText }, 'page request failed');
    return;
  }
  log.error({ path, err: error }, 'page render failed');
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(nonceContext);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the complete document in one piece.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        // A Suspense boundary that is complete when the page is sent stays in
        // place, whatever its size. (React moves larger ones after the shell and
        // reveals them with a script, which a visitor without JavaScript never runs.)
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) {
            loadContext.get(logContext).error({ err: error }, 'page streaming failed');
          }
        },
      },
    );
  });
}
