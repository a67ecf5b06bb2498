import { FolderOpen, Lock, Mail, MessagesSquare, MonitorSmartphone, Sparkles } from 'lucide-react';
import type { LandingPageContent } from './types.ts';

/** /microsoft-365. Primary CTA opens the meeting dialog; secondary goes to /contact. */
export const microsoft365Page: LandingPageContent = {
  path: '/microsoft-365',
  name: 'Microsoft 365',
  meta: {
    title: 'Microsoft 365 Deployment and Migration',
    description:
      'Microsoft 365 deployment, migration and adoption for small and medium organisations: Teams, SharePoint, Exchange Online, OneDrive and security set up properly and adopted by your people.',
    keywords: [
      'Microsoft 365',
      'Microsoft 365 migration',
      'Office 365 migration',
      'Microsoft Teams deployment',
      'SharePoint intranet',
      'Exchange Online',
      'Microsoft 365 security',
    ],
    serviceType: 'Microsoft 365 deployment and migration',
  },
  hero: {
    eyebrow: 'Modern workplace',
    description:
      'We move your e-mail, files and meetings to Microsoft 365, secure every account and device, and help your people work together in Teams and SharePoint from the first day.',
    highlights: [
      'Migrations with no lost e-mail or files',
      'Security baseline for every account',
      'Teams and SharePoint designed for you',
      'Adoption training for every user',
    ],
    primary: { kind: 'meeting', label: 'Plan Your Migration', source: 'microsoft-365' },
    secondary: { kind: 'anchor', label: 'See How It Works', href: '#process' },
  },
  capabilities: {
    id: 'capabilities',
    eyebrow: 'Capabilities',
    title: 'Microsoft 365, set up properly',
    description: 'One subscription, configured as one joined-up workplace.',
    cards: [
      {
        icon: MessagesSquare,
        title: 'Microsoft Teams',
        description:
          'Teams and channels structured around your departments and projects, with meetings, calling and chat.',
      },
      {
        icon: FolderOpen,
        title: 'SharePoint & OneDrive',
        description:
          'An intranet and document libraries with clear permissions, versioning and search that finds things.',
      },
      {
        icon: Mail,
        title: 'Exchange Online',
        description:
          'Business e-mail, shared mailboxes and calendars moved from on-premises servers, Google Workspace or IMAP.',
      },
      {
        icon: Lock,
        title: 'Security & Compliance',
        description:
          'Multi-factor authentication, conditional access, Defender and data-loss prevention tuned to your risks.',
      },
      {
        icon: MonitorSmartphone,
        title: 'Device Management',
        description:
          'Laptops and phones enrolled and protected with Intune, so company data stays safe on any device.',
      },
      {
        icon: Sparkles,
        title: 'Copilot Readiness',
        description:
          'Permissions and data tidied up so Microsoft 365 Copilot only surfaces what each person should see.',
      },
    ],
  },
  process: {
    id: 'process',
    eyebrow: 'How we work',
    title: 'Our Microsoft 365 rollout',
    description: 'A calm, well-communicated move that keeps your business running.',
    steps: [
      {
        title: 'Assessment',
        description:
          'An inventory of mailboxes, files, devices, licences and security gaps in your current setup.',
      },
      {
        title: 'Tenant Design',
        description:
          'Identity, naming, Teams and SharePoint structure, retention and security policies agreed up front.',
      },
      {
        title: 'Security Baseline',
        description:
          'Multi-factor authentication, conditional access and device policies in place before any data moves.',
      },
      {
        title: 'Migration',
        description:
          'E-mail, calendars and files moved in planned batches, mostly outside working hours.',
      },
      {
        title: 'Adoption & Training',
        description: 'Short, role-based sessions and champions in each team so new habits stick.',
      },
      {
        title: 'Ongoing Management',
        description:
          'Licence reviews, security monitoring and help for your users as Microsoft 365 keeps evolving.',
      },
    ],
  },
  benefits: {
    id: 'benefits',
    eyebrow: 'Results',
    title: 'Why move to Microsoft 365',
    description: 'A secure, modern workplace without servers to look after.',
    items: [
      {
        value: '40%',
        title: 'Lower IT infrastructure costs',
        description:
          'Cut IT infrastructure costs by up to 40% by retiring on-premises mail and file servers.',
      },
      {
        value: '80%',
        title: 'Fewer manual tasks',
        description:
          'Up to 80% fewer manual tasks with approvals, forms and notifications automated inside Microsoft 365.',
      },
      {
        title: 'Work from anywhere',
        description:
          'E-mail, files and meetings on any device, with the same security in the office and at home.',
      },
      {
        title: 'Stronger security',
        description:
          'Phishing protection, multi-factor sign-in and encrypted data reduce the risk of a costly breach.',
      },
    ],
  },
  cta: {
    title: 'Ready for a modern workplace?',
    description:
      'Book a free assessment of your current setup. We will recommend the right Microsoft 365 plans and a migration path without surprises.',
    primary: { kind: 'meeting', label: 'Book a Free Assessment', source: 'microsoft-365' },
    secondary: { kind: 'link', label: 'Contact Us', to: '/contact' },
  },
};
