import { Bell, FileScan, Laptop, Plug, Stamp, Workflow } from 'lucide-react';
import type { LandingPageContent } from './types.ts';

/** /power-automate. Primary CTA opens the meeting dialog; secondary goes to /contact. */
export const powerAutomatePage: LandingPageContent = {
  path: '/power-automate',
  name: 'Power Automate',
  meta: {
    title: 'Power Automate Workflow Automation',
    description:
      'Microsoft Power Automate consulting and development: cloud flows, desktop automation, approvals and document processing that remove repetitive work across 300+ connected services.',
    keywords: [
      'Power Automate',
      'Power Automate consultant',
      'workflow automation',
      'robotic process automation',
      'RPA',
      'approval workflows',
      'Microsoft Flow',
    ],
    serviceType: 'Workflow automation with Microsoft Power Automate',
  },
  hero: {
    eyebrow: 'Workflow automation',
    description:
      'We find the repetitive work that slows your team down and hand it to Power Automate: approvals, notifications, data entry and document handling that run on their own, reliably and securely.',
    highlights: [
      '80% fewer manual tasks',
      '300+ connectors',
      '14-day free trial',
      'No credit card required',
    ],
    primary: { kind: 'meeting', label: 'Automate a Process', source: 'power-automate' },
    secondary: { kind: 'demo', label: 'Watch Demo' },
  },
  demo: {
    video: 'powerautomate',
    title: 'Power Automate in action',
    description: 'See an approval flow and a document-processing flow built from start to finish.',
    source: 'power-automate_demo',
  },
  capabilities: {
    id: 'capabilities',
    eyebrow: 'Capabilities',
    title: 'What we automate with Power Automate',
    description: 'From a single approval to end-to-end processes across departments.',
    cards: [
      {
        icon: Workflow,
        title: 'Cloud Flows',
        description:
          'Event-driven workflows that react to new e-mails, form responses, records or files within seconds.',
      },
      {
        icon: Laptop,
        title: 'Desktop Flows (RPA)',
        description:
          'Robotic process automation for legacy desktop and web applications that have no API.',
      },
      {
        icon: Stamp,
        title: 'Approvals',
        description:
          'Multi-stage approvals in Teams, Outlook and mobile, with reminders, delegation and an audit trail.',
      },
      {
        icon: FileScan,
        title: 'Document Processing',
        description:
          'AI Builder reads invoices, receipts and forms, extracts the data and files it where it belongs.',
      },
      {
        icon: Plug,
        title: 'Integrations',
        description:
          '300+ connectors link Microsoft 365, Dynamics 365, SharePoint, SQL and popular SaaS applications.',
      },
      {
        icon: Bell,
        title: 'Monitoring & Alerts',
        description:
          'Error handling, retry policies and alerts so a failed run is noticed and fixed, not lost.',
      },
    ],
  },
  process: {
    id: 'process',
    eyebrow: 'How we work',
    title: 'From manual task to automated flow',
    description: 'Six steps that turn a time-consuming process into one that runs itself.',
    steps: [
      {
        title: 'Process Discovery',
        description:
          'We watch how the work is done today and measure the time, errors and delays it causes.',
      },
      {
        title: 'Prioritisation',
        description:
          'Candidates are ranked by hours saved and complexity, so the first flows pay back fastest.',
      },
      {
        title: 'Flow Design',
        description:
          'Triggers, conditions, approvals and exceptions designed with your team before anything is built.',
      },
      {
        title: 'Build & Connect',
        description:
          'Flows built with the right connectors, service accounts and environment variables for each stage.',
      },
      {
        title: 'Test & Deploy',
        description:
          'Tested with real scenarios and edge cases, then released through managed solutions.',
      },
      {
        title: 'Monitor & Improve',
        description:
          'Run history and analytics reviewed regularly, with new automations added as the savings show.',
      },
    ],
  },
  benefits: {
    id: 'benefits',
    eyebrow: 'Results',
    title: 'The benefits of automation',
    description: 'Your people spend their time on customers and decisions, not copy and paste.',
    items: [
      {
        value: '80%',
        title: 'Fewer manual tasks',
        description:
          'Up to 80% fewer manual tasks in the processes we automate, from data entry to chasing approvals.',
      },
      {
        value: '70%',
        title: 'Less development time',
        description:
          'Up to 70% less development time than hand-written integration code for the same workflow.',
      },
      {
        value: '300+',
        title: 'Connectors',
        description:
          'Out-of-the-box connectors to the services you already use, with custom connectors for the rest.',
      },
      {
        title: 'Fewer errors, full audit trail',
        description:
          'Every run is logged, so you know who approved what and when, without re-typing mistakes.',
      },
    ],
  },
  cta: {
    title: 'Ready to automate your first process?',
    description:
      'Book a short call and bring the task your team dislikes most. We will show you how Power Automate can take it over.',
    note: 'Try Power Automate first with a 14-day free trial. No credit card required.',
    primary: { kind: 'meeting', label: 'Schedule a Consultation', source: 'power-automate' },
    secondary: { kind: 'link', label: 'Contact Us', to: '/contact' },
  },
};
