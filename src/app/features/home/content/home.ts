import type { StatItem } from '../../../lib/content-types.ts';

/** The home page's copy: one source for the page, its metadata and its tests. */

export interface HomeService {
  key: 'dynamics365' | 'powerplatform' | 'training' | 'consulting';
  title: string;
  description: string;
  to: string;
}

export const homeMeta = {
  titleSuffix: 'Microsoft Dynamics 365 & Power Platform Consulting',
  description:
    'Microsoft Dynamics 365 implementation, Power Platform development, Microsoft 365, Azure, consulting and training for small and medium organisations.',
  keywords: [
    'Dynamics 365 implementation',
    'Power Platform development',
    'Power Apps',
    'Power Automate',
    'Microsoft 365',
    'Azure',
    'Microsoft consulting',
    'Dynamics 365 training',
  ],
};

export const homeHero = {
  eyebrow: 'Microsoft Dynamics 365 · Power Platform · Azure',
  title: 'Business applications that fit the way you work',
  description:
    'We implement Dynamics 365, build Power Platform solutions, move you to Microsoft 365 and Azure, and train your team to get the most from them.',
  highlights: ['Fixed-scope project plans', 'Certified Microsoft consultants', 'Training included'],
};

/** The home page's figures; the about page repeats the first two. */
export const homeStats: StatItem[] = [
  { label: 'Happy Clients', value: 33, suffix: '+' },
  { label: 'Projects Completed', value: 27, suffix: '+' },
  { label: 'Success Rate', value: 89, suffix: '%' },
  { label: 'Years Experience', value: 5, suffix: '+' },
];

export const homeServices: HomeService[] = [
  {
    key: 'dynamics365',
    title: 'Dynamics 365 Implementation',
    description:
      'Sales, Customer Service, Field Service and Finance configured around your processes, with your data migrated and your people trained.',
    to: '/dynamics-365-implementation',
  },
  {
    key: 'powerplatform',
    title: 'Power Platform Development',
    description:
      'Power Apps, Power BI, Power Automate and Power Virtual Agents solutions that replace spreadsheets and manual hand-offs.',
    to: '/power-platform-development',
  },
  {
    key: 'training',
    title: 'Professional Training',
    description:
      'Hands-on courses and certification preparation for end users, administrators and makers, delivered live or on site.',
    to: '/professional-training',
  },
  {
    key: 'consulting',
    title: 'Consulting Services',
    description:
      'Licensing advice, solution architecture, health checks and roadmaps from consultants who have delivered them before.',
    to: '/consulting-services',
  },
];

export const homeWhyChoose = {
  title: 'Why organisations choose us',
  description:
    'A focused Microsoft partner for small and medium organisations: senior people on every project and nothing you do not need.',
  items: [
    'Microsoft-certified consultants who design, build and support your solution',
    'Fixed-scope phases with a clear price before any work starts',
    'Standard Dynamics 365 and Power Platform features first, custom code only where it pays',
    'Data migration, integration and testing planned from day one',
    'Training and documentation so your team can run the system themselves',
    'Support after go-live from the same people who built it',
  ],
};

export interface ClientLogo {
  name: string;
  logo: string;
}

/** Logos are small SVG files in public/clients/; a failed load shows a text badge instead. */
export const homeClients: ClientLogo[] = [
  {
    name: 'Harbourline Logistics',
    logo: '/clients/harbourline-logistics.svg',
  },
  {
    name: 'Greenfield Academy Trust',
    logo: '/clients/greenfield-academy.svg',
  },
  { name: 'Meridian Care Group', logo: '/clients/meridian-care.svg' },
  {
    name: 'Kestrel Manufacturing',
    logo: '/clients/kestrel-manufacturing.svg',
  },
];

export const homeCta = {
  consultation: {
    title: 'Ready to see what Dynamics 365 and the Power Platform can do for you?',
    description:
      'Book a free consultation: we will look at how you work today and suggest a practical first step. Prefer to look around first? Start your journey and explore our services at your own pace.',
    button: 'Get Free Consultation',
  },
  journey: {
    button: 'Start Your Journey',
  },
};
