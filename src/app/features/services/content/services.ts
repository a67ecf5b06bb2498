import { Blocks, Building2, GraduationCap, Lightbulb, type LucideIcon } from 'lucide-react';
import type { ProcessStep, Testimonial } from '../../../lib/content-types.ts';

/** The Services page (/services): four service tabs, the process and testimonials. */

export const SERVICE_TAB_IDS = ['dynamics365', 'powerplatform', 'consulting', 'training'] as const;
export type ServiceTabId = (typeof SERVICE_TAB_IDS)[number];

export interface ServiceOffering {
  id: ServiceTabId;
  label: string;
  icon: LucideIcon;
  title: string;
  description: string;
  features: string[];
  benefits: string[];
  /** As shown, e.g. "8-12 weeks". */
  duration: string;
  /** Display form, e.g. "$25,000" or "$150/hour". */
  startingPrice: string;
  /** For JSON-LD: the number and, for hourly or daily rates, the unit. */
  price: { amount: number; unit?: 'HUR' | 'DAY'; unitText?: string };
  landing: { path: string; label: string };
}

export const servicesHero = {
  eyebrow: 'Our services',
  title: 'Microsoft business solutions, delivered end to end',
  description:
    'From Dynamics 365 implementations and Power Platform apps to expert consulting and hands-on training, we help small and medium organisations get real value from Microsoft technology.',
};

export const serviceOfferings: ServiceOffering[] = [
  {
    id: 'dynamics365',
    label: 'Dynamics 365',
    icon: Building2,
    title: 'Dynamics 365 Implementation',
    description:
      'A complete Dynamics 365 rollout for sales, customer service, field service, marketing or finance: configured around your processes, loaded with your data and adopted by your people.',
    features: [
      'Requirements workshops and solution blueprint',
      'Configuration of Sales, Customer Service, Field Service, Marketing or Finance',
      'Data migration from spreadsheets and legacy CRM or ERP systems',
      'Integration with Microsoft 365, Teams and Outlook',
      'Dashboards and Power BI reports',
      'User training and go-live support',
    ],
    benefits: [
      'One view of every customer across your teams',
      'Processes that match the way you work, not the other way round',
      'Faster, better decisions from real-time reporting',
      'A platform that scales as you grow',
    ],
    duration: '8-12 weeks',
    startingPrice: '$25,000',
    price: { amount: 25000 },
    landing: {
      path: '/dynamics-365-implementation',
      label: 'Explore Dynamics 365 implementation',
    },
  },
  {
    id: 'powerplatform',
    label: 'Power Platform',
    icon: Blocks,
    title: 'Power Platform Development',
    description:
      'Custom apps, automated workflows, chatbots and reports built on Power Apps, Power Automate, Power Virtual Agents and Power BI, delivered in weeks rather than months.',
    features: [
      'Canvas and model-driven Power Apps',
      'Power Automate cloud and desktop flows',
      'Power BI dashboards and data models',
      'Power Virtual Agents chatbots',
      'Connectors to SharePoint, Dataverse, SQL and third-party APIs',
      'Governance and environment setup',
    ],
    benefits: [
      'Replace paper forms and spreadsheets with secure apps',
      'Cut repetitive manual work with automation',
      'Put live data in front of decision-makers',
      'Low-code solutions your own team can extend',
    ],
    duration: '4-8 weeks',
    startingPrice: '$15,000',
    price: { amount: 15000 },
    landing: {
      path: '/power-platform-development',
      label: 'Explore Power Platform development',
    },
  },
  {
    id: 'consulting',
    label: 'Consulting',
    icon: Lightbulb,
    title: 'Consulting Services',
    description:
      'Independent advice from certified Microsoft consultants: assess where you are, plan where you want to be and get a clear roadmap for getting there.',
    features: [
      'Digital transformation and technology roadmaps',
      'Dynamics 365 and Power Platform health checks',
      'Licensing and cost optimisation reviews',
      'Solution architecture and integration design',
      'Security, governance and compliance assessments',
      'Project recovery for stalled implementations',
    ],
    benefits: [
      'Clear priorities backed by expert analysis',
      'Lower risk on large technology decisions',
      'Better value from the licences you already own',
      'Knowledge transfer to your internal team',
    ],
    duration: '2-6 weeks',
    startingPrice: '$150/hour',
    price: { amount: 150, unit: 'HUR', unitText: 'hour' },
    landing: { path: '/consulting-services', label: 'Explore consulting services' },
  },
  {
    id: 'training',
    label: 'Training',
    icon: GraduationCap,
    title: 'Professional Training',
    description:
      'Instructor-led courses for end users, administrators and developers, delivered in person, online or on site, with preparation for Microsoft certification exams.',
    features: [
      'Dynamics 365 end-user and administrator courses',
      'Power Platform maker and developer courses',
      'Microsoft 365 and Teams adoption training',
      'Microsoft certification exam preparation',
      'Courses tailored to your own solution',
      'Course materials and practice labs',
    ],
    benefits: [
      'Faster adoption of new systems',
      'Fewer support requests after go-live',
      'Certified skills inside your organisation',
      'Teams that build and improve their own solutions',
    ],
    duration: '1-5 days',
    startingPrice: '$2,500/day',
    price: { amount: 2500, unit: 'DAY', unitText: 'day' },
    landing: { path: '/professional-training', label: 'Explore professional training' },
  },
];

export const serviceProcess: ProcessStep[] = [
  {
    title: 'Discovery',
    description:
      'We learn how your organisation works, what slows it down and what success looks like, then agree scope, budget and timeline.',
  },
  {
    title: 'Design',
    description:
      'We design the solution with your team: processes, data, integrations and security, signed off before a line is built.',
  },
  {
    title: 'Build and deploy',
    description:
      'We configure, develop and test in short iterations with regular demos, then go live with a planned cut-over.',
  },
  {
    title: 'Train and support',
    description:
      'We train your people, stay on hand through the first weeks and keep improving the solution as your needs change.',
  },
];

/** Client feedback, attributed by role, type of organisation and the service delivered. */
export const serviceTestimonials: Testimonial[] = [
  {
    quote:
      'The team mapped our sales process in two workshops and had Dynamics 365 running within the quarter. Our pipeline reviews now take minutes instead of an afternoon.',
    author: 'Head of Sales',
    position: 'Manufacturing company',
    company: 'Dynamics 365 Sales implementation',
  },
  {
    quote:
      'They replaced a dozen spreadsheets with one Power App and a handful of flows. Approvals that used to take a week now happen the same day.',
    author: 'Operations Manager',
    position: 'Logistics provider',
    company: 'Power Platform development',
  },
  {
    quote:
      'The training was practical and built around our own system. Within a month our administrators were making changes that used to need a consultant.',
    author: 'IT Lead',
    position: 'Non-profit organisation',
    company: 'Administrator training',
  },
];

export const servicesMeta = {
  title: 'Services: Dynamics 365, Power Platform, Consulting and Training',
  description:
    'Dynamics 365 implementation (8-12 weeks, from $25,000), Power Platform development (4-8 weeks, from $15,000), consulting (from $150/hour) and professional training (from $2,500/day).',
  keywords: [
    'Dynamics 365 implementation services',
    'Power Platform development',
    'Microsoft consulting services',
    'Dynamics 365 training',
    'Power Apps development',
    'Microsoft partner',
  ],
};
