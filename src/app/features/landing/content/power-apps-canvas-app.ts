import { Camera, Database, Palette, ShieldCheck, Smartphone, WifiOff } from 'lucide-react';
import type { LandingPageContent } from './types.ts';

/** /power-apps-canvas-app. Primary CTA opens the meeting dialog; secondary goes to /contact. */
export const powerAppsCanvasPage: LandingPageContent = {
  path: '/power-apps-canvas-app',
  name: 'Power Apps Canvas Apps',
  meta: {
    title: 'Power Apps Canvas App Development',
    description:
      'Custom Power Apps canvas apps for phones, tablets and browsers: pixel-perfect business apps connected to your data, delivered up to 90% faster than traditional development.',
    keywords: [
      'Power Apps canvas app',
      'Power Apps developer',
      'custom business apps',
      'mobile apps for business',
      'low-code apps',
      'Microsoft Power Apps',
    ],
    serviceType: 'Microsoft Power Apps canvas app development',
  },
  hero: {
    eyebrow: 'Microsoft Power Apps',
    description:
      'We design and build canvas apps that fit your process exactly: the screens your team needs, connected to the data you already have, on any device.',
    highlights: [
      '90% faster apps',
      '500+ data sources',
      '14-day free trial',
      'No credit card required',
    ],
    primary: { kind: 'meeting', label: 'Plan Your App', source: 'power-apps-canvas-app' },
    secondary: { kind: 'demo', label: 'Watch Demo' },
  },
  demo: {
    video: 'powerapps',
    title: 'Power Apps in action',
    description: 'A short tour of a canvas app we built for a field team, on phone and desktop.',
    source: 'power-apps-canvas-app_demo',
  },
  capabilities: {
    id: 'capabilities',
    eyebrow: 'Capabilities',
    title: 'Canvas apps built for the way you work',
    description: 'Full control over layout and behaviour, without the cost of custom software.',
    cards: [
      {
        icon: Palette,
        title: 'Pixel-Perfect Design',
        description:
          'Screens designed around your tasks and brand, with accessible controls and clear navigation.',
      },
      {
        icon: Smartphone,
        title: 'Mobile & Tablet Ready',
        description:
          'One app for iOS, Android and the browser, published to your staff through the Power Apps app.',
      },
      {
        icon: WifiOff,
        title: 'Offline Capability',
        description:
          'Work continues without signal and synchronises when the device is back online.',
      },
      {
        icon: Database,
        title: 'Connected Data',
        description:
          'SharePoint, Dataverse, SQL, Excel and hundreds more sources read and written from one app.',
      },
      {
        icon: Camera,
        title: 'Device Features',
        description:
          'Camera, barcode scanner, GPS, pen input and signatures used directly in your forms.',
      },
      {
        icon: ShieldCheck,
        title: 'Secure by Design',
        description:
          'Microsoft Entra ID sign-in, role-based access and data-loss prevention policies from the start.',
      },
    ],
  },
  process: {
    id: 'process',
    eyebrow: 'How we work',
    title: 'How we build your canvas app',
    description: 'A short, visible path from the first sketch to an app in everyday use.',
    steps: [
      {
        title: 'Requirements Workshop',
        description:
          'We walk through the task with the people who do it and list the screens, data and rules it needs.',
      },
      {
        title: 'Data & Security Setup',
        description:
          'Data sources, environments and permissions prepared so the app is secure before it holds real data.',
      },
      {
        title: 'Wireframes & Prototype',
        description:
          'Clickable screens your users try on their own devices, refined until the flow feels natural.',
      },
      {
        title: 'App Development',
        description:
          'Formulas, components and flows built in short iterations, with a demo at the end of each.',
      },
      {
        title: 'Testing & Launch',
        description:
          'Testing on every device type in use, then publishing to your organisation with a launch plan.',
      },
      {
        title: 'Training & Enhancements',
        description:
          'Short training sessions, a guide for administrators and improvements as new ideas come in.',
      },
    ],
  },
  benefits: {
    id: 'benefits',
    eyebrow: 'Results',
    title: 'Why canvas apps pay off',
    description: 'Purpose-built apps replace paper, spreadsheets and double entry.',
    items: [
      {
        value: '90%',
        title: 'Faster apps',
        description:
          'Apps delivered up to 90% faster than traditional development, often within a few weeks.',
      },
      {
        value: '70%',
        title: 'Less development time',
        description:
          'Up to 70% less development time thanks to low-code formulas and reusable components.',
      },
      {
        value: '80%',
        title: 'Fewer manual tasks',
        description:
          'Up to 80% fewer manual tasks when data is captured once, at the source, and flows on automatically.',
      },
      {
        title: 'Included in many licences',
        description:
          'Many Microsoft 365 plans already include Power Apps for standard connectors, so you build on what you own.',
      },
    ],
  },
  cta: {
    title: 'Have an app idea? Let us build it with you.',
    description:
      'Tell us which form, spreadsheet or paper process you want to replace. We will sketch the app with you and give you a clear estimate.',
    note: 'Try Power Apps first with a 14-day free trial. No credit card required.',
    primary: {
      kind: 'meeting',
      label: 'Schedule a Consultation',
      source: 'power-apps-canvas-app',
    },
    secondary: { kind: 'link', label: 'Contact Us', to: '/contact' },
  },
};
