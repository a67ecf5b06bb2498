import { Brain, ChartLine, FileText, Filter, Mail, Smartphone } from 'lucide-react';
import type { LandingPageContent } from './types.ts';

/**
 * /sales (Dynamics 365 Sales CRM). Primary CTA opens the meeting dialog; secondary goes
 * to /contact.
 */
export const salesPage: LandingPageContent = {
  path: '/sales',
  name: 'Sales CRM',
  meta: {
    title: 'Dynamics 365 Sales CRM',
    description:
      'Dynamics 365 Sales CRM implementation: lead and opportunity management, forecasting, sales insights and Outlook and Teams integration for up to 40% more sales productivity.',
    keywords: [
      'Dynamics 365 Sales',
      'sales CRM',
      'CRM implementation',
      'sales pipeline management',
      'sales forecasting',
      'Microsoft CRM',
    ],
    serviceType: 'Dynamics 365 Sales CRM implementation',
  },
  hero: {
    eyebrow: 'Dynamics 365 Sales',
    description:
      'Give your sales team one place for every lead, opportunity and customer conversation, with forecasts managers can trust and less admin for everyone.',
    highlights: [
      '40% more sales productivity',
      'Works inside Outlook and Teams',
      'AI-assisted next best actions',
      'Mobile app for field sales',
    ],
    primary: { kind: 'meeting', label: 'Book a CRM Consultation', source: 'sales' },
    secondary: { kind: 'demo', label: 'Watch Demo' },
  },
  demo: {
    video: 'crm',
    title: 'Dynamics 365 Sales in action',
    description: 'Follow a lead from first contact to a won opportunity in Dynamics 365 Sales.',
    source: 'sales_demo',
  },
  capabilities: {
    id: 'capabilities',
    eyebrow: 'Capabilities',
    title: 'Everything your sales team needs',
    description: 'Configured around your sales stages, products and territories.',
    cards: [
      {
        icon: Filter,
        title: 'Lead & Opportunity Management',
        description:
          'Capture leads from your website, events and e-mail, qualify them and track every opportunity to close.',
      },
      {
        icon: ChartLine,
        title: 'Pipeline & Forecasting',
        description:
          'Visual pipelines and forecasts by team, region or product, updated as deals move.',
      },
      {
        icon: Brain,
        title: 'Sales Insights',
        description:
          'Relationship health, lead scoring and suggested next steps that help sellers focus on the right deals.',
      },
      {
        icon: Mail,
        title: 'Outlook & Teams Integration',
        description:
          'Track e-mails and meetings, and collaborate on deals without leaving the tools your team lives in.',
      },
      {
        icon: FileText,
        title: 'Quotes & Orders',
        description:
          'Product catalogues, price lists, quotes and orders generated from the opportunity in a few clicks.',
      },
      {
        icon: Smartphone,
        title: 'Mobile Sales',
        description:
          'Customer details, notes and next appointments on the phone, online or offline.',
      },
    ],
  },
  process: {
    id: 'process',
    eyebrow: 'How we work',
    title: 'Our Sales CRM rollout',
    description: 'Six steps from spreadsheets and scattered inboxes to a CRM your sellers use.',
    steps: [
      {
        title: 'Sales Process Review',
        description:
          'We map your sales stages, roles, territories and reports with your sales leaders.',
      },
      {
        title: 'CRM Design',
        description:
          'Entities, fields, views and security roles designed around how your team sells.',
      },
      {
        title: 'Configuration',
        description:
          'Dynamics 365 Sales configured in short iterations, with a demo for your sellers at each step.',
      },
      {
        title: 'Data Migration',
        description:
          'Accounts, contacts and open deals moved from spreadsheets or your old CRM, cleansed and de-duplicated.',
      },
      {
        title: 'Training & Go-Live',
        description: 'Role-based training for sellers and managers, followed by a planned go-live.',
      },
      {
        title: 'Adoption & Optimisation',
        description:
          'Usage dashboards, coaching and regular improvements so the CRM keeps pace with your sales process.',
      },
    ],
  },
  benefits: {
    id: 'benefits',
    eyebrow: 'Results',
    title: 'What changes for your sales team',
    description: 'More time selling, less time updating spreadsheets.',
    items: [
      {
        value: '40%',
        title: 'More sales productivity',
        description:
          'Up to 40% more sales productivity with the pipeline, e-mails and tasks in one place.',
      },
      {
        value: '80%',
        title: 'Fewer manual tasks',
        description:
          'Up to 80% fewer manual tasks through automatic e-mail tracking, reminders and lead assignment.',
      },
      {
        title: 'Forecasts you can trust',
        description:
          'Managers see the real pipeline at any moment, without collecting spreadsheets at month end.',
      },
      {
        title: 'No lost leads',
        description:
          'Every enquiry is captured, assigned and followed up, with alerts when a lead goes quiet.',
      },
    ],
  },
  cta: {
    title: 'Ready to sell more with Dynamics 365 Sales?',
    description:
      'Book a consultation and we will show you Dynamics 365 Sales with your own sales stages and products.',
    primary: { kind: 'meeting', label: 'Schedule a Demo', source: 'sales' },
    secondary: { kind: 'link', label: 'Contact Us', to: '/contact' },
  },
};
