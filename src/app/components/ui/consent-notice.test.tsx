import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_NOTICE,
  CONTACT_NOTICE,
  PRIVACY_POLICY_LINK_TEXT,
  PRIVACY_POLICY_PATH,
} from '../../../shared/consent-notices.ts';
import { ConsentNotice } from './consent-notice.tsx';

const render = (element: ReactElement) => renderToString(<MemoryRouter>{element}</MemoryRouter>);

describe('ConsentNotice', () => {
  it('renders the notice’s text, then an underlined link to the privacy policy, in a muted line', () => {
    const html = render(<ConsentNotice notice={CONTACT_NOTICE} className="mt-2" />);
    const paragraph = /^<p data-consent="contact" class="([^"]+)">(.*)<\/p>$/.exec(html);
    expect(paragraph).not.toBeNull();
    expect(paragraph![1]!.split(' ')).toEqual(['text-sm', 'text-muted', 'mt-2']);
    expect(paragraph![2]).toContain(CONTACT_NOTICE.text.replace(/'/g, '&#x27;'));
    const link = /<a class="([^"]+)"[^>]* href="([^"]+)"[^>]*>([^<]+)<\/a>/.exec(paragraph![2]!);
    expect(link?.[2]).toBe(PRIVACY_POLICY_PATH);
    expect(link?.[3]).toBe(PRIVACY_POLICY_LINK_TEXT);
    // Told apart from the text without colour.
    expect(link?.[1]!.split(' ')).toEqual(expect.arrayContaining(['underline', 'text-brand-700']));
  });

  it('names its purpose for every notice, and is white on a dark band', () => {
    const html = render(<ConsentNotice notice={CATALOGUE_NOTICE} tone="inverse" />);
    expect(html).toMatch(/^<p data-consent="catalogue" class="text-sm text-white">/);
    expect(html).not.toContain('text-brand-700');
    expect(html).not.toContain('text-muted');
  });
});
