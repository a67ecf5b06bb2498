import { describe, expect, it } from 'vitest';
import { DEMO_VIDEO_KEYS } from '../../../../shared/site-settings.ts';
import { analyticsMetrics, FEATURE_TAB_IDS, featureTabs, integrations } from './features.ts';

describe('features content', () => {
  it('has the five tabs in the spec’s order, each with six benefits and chart data', () => {
    expect(featureTabs.map((tab) => tab.id)).toEqual([...FEATURE_TAB_IDS]);
    for (const tab of featureTabs) {
      expect(tab.benefits).toHaveLength(6);
      expect(tab.chart.data.length).toBeGreaterThan(1);
      expect(tab.chart.data.every((item) => item.value > 0)).toBe(true);
    }
  });

  it('offers a demo video on every tab but ERP, each a configured video key', () => {
    const videos = Object.fromEntries(featureTabs.map((tab) => [tab.id, tab.video]));
    expect(videos).toEqual({
      crm: 'crm',
      erp: undefined,
      powerapps: 'powerapps',
      powerpages: 'powerpages',
      powerautomate: 'powerautomate',
    });
    for (const tab of featureTabs) if (tab.video) expect(DEMO_VIDEO_KEYS).toContain(tab.video);
  });

  it('carries the spec’s marketing claims and integrations word for word', () => {
    expect(analyticsMetrics.map((m) => `${m.value} ${m.label}`)).toEqual(
      expect.arrayContaining([
        '70% less development time',
        '80% fewer manual tasks',
        '90% faster apps',
        '40% more sales productivity',
        '99.99% uptime',
        '300+ connectors',
        '500+ data sources',
      ]),
    );
    expect(integrations.map((i) => i.name)).toEqual([
      'Office 365',
      'SharePoint',
      'Teams',
      'Azure',
      'Power BI',
      'Outlook',
      'Excel',
      'Word',
    ]);
  });
});
