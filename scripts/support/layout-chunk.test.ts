import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { layoutChunkName, layoutMembers } from './layout-chunk.ts';

const app = path.resolve(import.meta.dirname, '../../src/app');
const file = (relative: string) => path.join(app, relative);
const lucide = (name: string) =>
  path.resolve(import.meta.dirname, `../../node_modules/lucide-react/dist/esm/${name}`);

describe('the layout chunk', () => {
  const { files, icons } = layoutMembers();

  it('holds what the root layout imports statically, and the design system the home page uses', () => {
    expect(files).toContain(file('components/layout/site-header.tsx'));
    expect(files).toContain(file('features/toast/components/toast-provider.tsx'));
    expect(files).toContain(file('features/chat/components/chat-launcher.tsx'));
    expect(files).toContain(file('components/sections/section.tsx'));
    expect(files).toContain(file('lib/cn.ts'));
    expect(files).toContain(file('components/sections/stat-counter.tsx')); // on the home page
    expect(files).toContain(file('components/layout/social-icons.svg')); // the footer's sprite
  });

  it('leaves shared parts the home page does not use to the pages that do', () => {
    expect(files).not.toContain(file('components/ui/tabs.tsx'));
    expect(files).not.toContain(file('components/sections/faq-accordion.tsx'));
    expect(files).not.toContain(file('components/sections/testimonials.tsx'));
  });

  it('leaves out code loaded on demand, routes and tests', () => {
    expect(files).not.toContain(file('features/chat/components/chat-panel.tsx'));
    expect(files).not.toContain(file('features/leads/components/lead-dialog-views.tsx'));
    expect(files).not.toContain(file('features/not-found/components/page-search.tsx'));
    expect(files).not.toContain(file('root.tsx'));
    expect(files).not.toContain(file('features/home/routes/home.tsx'));
    expect(files).not.toContain(file('lib/on-demand.test.ts'));
  });

  it('takes exactly the icons its modules import, resolving lucide aliases', () => {
    expect(icons).toContain('menu');
    expect(icons).toContain('message-circle');
    expect(icons).toContain('circle-check'); // imported as CircleCheck
    expect(icons).not.toContain('rocket'); // only pages use it
  });

  it('names lucide modules by membership and leaves the barrel alone', () => {
    expect(layoutChunkName(lucide('icons/menu.mjs'))).toBe('layout');
    expect(layoutChunkName(lucide('icons/rocket.mjs'))).toBeNull();
    expect(layoutChunkName(lucide('createLucideIcon.mjs'))).toBe('layout');
    expect(layoutChunkName(lucide('lucide-react.mjs'))).toBeNull();
    expect(layoutChunkName(file('features/pricing/routes/pricing.tsx'))).toBeNull();
    expect(layoutChunkName(`${file('components/layout/social-icons.svg')}?url&no-inline`)).toBe(
      'layout',
    );
  });
});
