import { describe, expect, it } from 'vitest';
import { columnsFor } from '../components/landing-cards.tsx';
import { landingSeo } from '../components/landing-meta.ts';
import { publicPages } from '../../../../shared/public-pages.ts';
import { defaultSiteSettings } from '../../../../shared/site-settings.ts';
import {
  azureServices,
  cloudServicesPage,
  deploymentModels,
  migrationGuide,
} from './cloud-services.ts';
import { dataMigrationPage } from './data-migration-integration.ts';
import { dynamics365AdditionalServices, dynamics365Page } from './dynamics-365-implementation.ts';
import { microsoft365Page } from './microsoft-365.ts';
import { powerAppsCanvasPage } from './power-apps-canvas-app.ts';
import { powerAutomatePage } from './power-automate.ts';
import { powerPlatformPage, powerPlatformUseCases } from './power-platform-development.ts';
import { salesPage } from './sales.ts';
import type { LandingAction, LandingPageContent } from './types.ts';
import { allLandingPages } from './all-landing-pages.ts';

const pages = allLandingPages;

const actionsOf = (page: LandingPageContent): LandingAction[] => [
  page.hero.primary,
  page.hero.secondary,
  page.cta.primary,
  page.cta.secondary,
];

/** Every id a `#…` link can land on: the template's sections and the page's extra bands. */
const sectionIds = (page: LandingPageContent, extras: string[] = []) => [
  page.capabilities.id,
  page.process.id,
  page.benefits.id,
  ...extras,
];

const extraIds: Record<string, string[]> = {
  '/dynamics-365-implementation': [dynamics365AdditionalServices.id],
  '/power-platform-development': [powerPlatformUseCases.id],
  '/cloud-services': [azureServices.id, deploymentModels.id, migrationGuide.id],
};

describe('service landing page content', () => {
  it('covers each landing page of the spec once, at its primary path', () => {
    const paths = pages.map((page) => page.path);
    expect(paths).toEqual([
      '/dynamics-365-implementation',
      '/power-platform-development',
      '/power-automate',
      '/power-apps-canvas-app',
      '/sales',
      '/microsoft-365',
      '/data-migration-integration',
      '/cloud-services',
    ]);
    for (const path of paths) expect(publicPages.map((page) => page.path)).toContain(path);
  });

  it.each(pages.map((page) => [page.path, page] as const))(
    '%s has cards, a six-step process, a percentage claim and its own metadata',
    (_path, page) => {
      expect(page.capabilities.cards.length).toBeGreaterThanOrEqual(4);
      expect(page.process.steps).toHaveLength(6);
      expect(page.benefits.items.some((item) => item.value?.endsWith('%'))).toBe(true);
      expect(page.meta.title.length).toBeLessThanOrEqual(60);
      expect(page.meta.description.length).toBeGreaterThan(70);
      expect(page.meta.description.length).toBeLessThanOrEqual(300);
      expect(page.meta.keywords.length).toBeGreaterThanOrEqual(5);
    },
  );

  it('gives every page a distinct title and description', () => {
    expect(new Set(pages.map((page) => page.meta.title)).size).toBe(pages.length);
    expect(new Set(pages.map((page) => page.meta.description)).size).toBe(pages.length);
  });

  it.each(pages.map((page) => [page.path, page] as const))(
    '%s: every button has a real destination',
    (path, page) => {
      for (const action of actionsOf(page)) {
        if (action.kind === 'link') expect(action.to).toMatch(/^\/[a-z0-9-]+$/);
        if (action.kind === 'anchor')
          expect(sectionIds(page, extraIds[path])).toContain(action.href.slice(1));
        if (action.kind === 'demo') expect(page.demo).toBeDefined();
        if (action.kind === 'meeting') expect(action.source).toBe(path.slice(1));
      }
    },
  );

  it('sends the Dynamics 365 and Power Platform calls to action to /contact', () => {
    expect(dynamics365Page.cta.primary).toMatchObject({ kind: 'link', to: '/contact' });
    expect(powerPlatformPage.cta.primary).toMatchObject({ kind: 'link', to: '/contact' });
    expect(powerPlatformPage.cta.secondary).toMatchObject({ kind: 'link', to: '/contact' });
  });

  it('opens the meeting dialog from the pages whose call to action the spec leaves open', () => {
    for (const page of [
      powerAutomatePage,
      powerAppsCanvasPage,
      salesPage,
      microsoft365Page,
      dataMigrationPage,
    ]) {
      expect(page.cta.primary).toMatchObject({ kind: 'meeting', source: page.path.slice(1) });
      expect(page.cta.secondary).toMatchObject({ kind: 'link', to: '/contact' });
    }
  });

  it('shows the matching demo video where one exists', () => {
    expect(dynamics365Page.demo?.video).toBe('crm');
    expect(salesPage.demo?.video).toBe('crm');
    expect(powerAppsCanvasPage.demo?.video).toBe('powerapps');
    expect(powerAutomatePage.demo?.video).toBe('powerautomate');
  });
});

describe('spec lists, word for word', () => {
  it('Dynamics 365: the eight modules', () => {
    expect(dynamics365Page.capabilities.cards.map((card) => card.title)).toEqual([
      'Sales',
      'Marketing',
      'Field Service',
      'Customer Service',
      'Education',
      'Healthcare',
      'Finance & Accounting',
      'Mixed Reality',
    ]);
  });

  it('Power Platform: the four products', () => {
    expect(powerPlatformPage.capabilities.cards.map((card) => card.title)).toEqual([
      'Power Apps',
      'Power BI',
      'Power Automate',
      'Power Virtual Agents',
    ]);
  });

  it('Cloud services: hero and closing buttons, migration steps, deployment models, the 40% claim', () => {
    expect(cloudServicesPage.hero.primary).toEqual({
      kind: 'meeting',
      label: 'Start Your Cloud Journey',
      source: 'cloud-services',
    });
    expect(cloudServicesPage.cta.primary).toMatchObject({ label: 'Get Cloud Assessment' });
    expect(cloudServicesPage.cta.secondary).toEqual({
      kind: 'anchor',
      label: 'View Migration Guide',
      href: `#${migrationGuide.id}`,
    });
    expect(cloudServicesPage.process.steps.map((step) => step.title)).toEqual([
      'Cloud Assessment',
      'Strategy & Planning',
      'Architecture Design',
      'Migration Execution',
      'Testing & Optimization',
      'Ongoing Management',
    ]);
    expect(deploymentModels.models.map((model) => model.title)).toEqual([
      'Public Cloud',
      'Private Cloud',
      'Hybrid Cloud',
      'Multi-Cloud',
    ]);
    for (const model of deploymentModels.models) expect(model.features).toHaveLength(4);
    expect(azureServices.cards.every((card) => Boolean(card.label))).toBe(true);
    expect(
      cloudServicesPage.benefits.items.some(
        (item) =>
          item.value === '40%' && /IT infrastructure costs by up to 40%/.test(item.description),
      ),
    ).toBe(true);
  });
});

describe('landingSeo', () => {
  const site = { ...defaultSiteSettings, baseUrl: 'https://consultancy.example' };

  it('points the canonical at the primary path and adds the Services breadcrumb trail', () => {
    const input = landingSeo(dynamics365Page, site);
    expect(input.canonical).toBe('/dynamics-365-implementation');
    expect(input.breadcrumbs).toEqual([
      { name: 'Services', path: '/services' },
      { name: 'Dynamics 365 Implementation', path: '/dynamics-365-implementation' },
    ]);
    expect(input.keywords).toEqual(dynamics365Page.meta.keywords);
  });

  it('describes the page as a Service of the organisation', () => {
    const input = landingSeo(cloudServicesPage, site);
    expect(input.structuredData).toMatchObject({
      '@type': 'Service',
      name: cloudServicesPage.meta.title,
      serviceType: 'Microsoft Azure cloud services',
      url: 'https://consultancy.example/cloud-services',
      provider: { '@id': 'https://consultancy.example/#organization' },
    });
  });

  it('leaves out the Service when the site settings are unknown', () => {
    expect(landingSeo(salesPage, undefined).structuredData).toBeUndefined();
  });
});

describe('columnsFor', () => {
  it('puts four or eight cards in rows of four, other counts in rows of three', () => {
    expect(columnsFor(4)).toBe(4);
    expect(columnsFor(8)).toBe(4);
    expect(columnsFor(6)).toBe(3);
    expect(columnsFor(5)).toBe(3);
  });
});
