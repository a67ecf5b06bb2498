import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * The production build's pages served in-process for one test file: what a
 * crawler or a visitor without JavaScript gets, read through `inject` (no
 * browser, no port). Call at the top of the file; the app starts before the
 * first test and closes after the last.
 */
export function usePagesApp() {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp({ pages: true });
  });
  afterAll(async () => {
    await t?.close();
  });
  const app = () => {
    if (!t) throw new Error('the pages app is not started yet');
    return t;
  };

  /** Any answer, whatever its status. */
  async function get(url: string) {
    const response = await app().app.inject({ url });
    return { status: response.statusCode, headers: response.headers, html: response.body };
  }

  return {
    get,
    /** The page's HTML; fails unless it answers 200. */
    async html(path: string): Promise<string> {
      const { status, html } = await get(path);
      expect(status, path).toBe(200);
      return html;
    },
    /** The site's public address (canonical links start with it). */
    get base() {
      return app().config.site.baseUrl;
    },
    get testApp() {
      return app();
    },
  };
}
