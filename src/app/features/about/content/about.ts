import type { StatItem } from '../../../lib/content-types.ts';

/** The About page's copy: one source for the page, its metadata and its tests. */

export const aboutMeta = {
  title: 'About Us',
  description:
    'Founded in 2020, we are a Microsoft partner consultancy helping small and medium organisations succeed with Dynamics 365, Power Platform, Microsoft 365 and Azure.',
  keywords: [
    'about us',
    'Microsoft partner',
    'Dynamics 365 consultancy',
    'Power Platform consultants',
    'Microsoft 365 consulting',
    'Azure consulting',
  ],
};

export const aboutHero = {
  eyebrow: 'About us',
  title: 'Microsoft business applications, made practical',
  description:
    'We help small and medium organisations get real value from Dynamics 365, the Power Platform, Microsoft 365 and Azure, with senior consultants who stay with you from the first workshop to long after go-live.',
};

export const aboutStory = {
  founded: 2020,
  title: 'Our story',
  paragraphs: [
    'We were founded in 2020 by consultants who had spent years delivering Microsoft projects for large enterprises and saw how often smaller organisations were left with systems sized for somebody else.',
    'We set out to do it differently: start from how a team really works, use the standard features of Dynamics 365 and the Power Platform wherever they fit, and build only what makes a measurable difference.',
    'Today we design, implement and support business applications for organisations around the world, and we train the people who use them every day.',
  ],
};

export const aboutMission = {
  title: 'Our mission',
  text: 'To give every small and medium organisation the business applications, skills and confidence that used to be reserved for large enterprises, at a scope and price that fit.',
};

export interface AboutValue {
  key: 'clarity' | 'ownership' | 'craft' | 'partnership';
  title: string;
  description: string;
}

export const aboutValues: AboutValue[] = [
  {
    key: 'clarity',
    title: 'Clarity',
    description:
      'Plain language, fixed scopes and honest estimates. You always know what we are doing, why, and what it costs.',
  },
  {
    key: 'ownership',
    title: 'Ownership',
    description:
      'We treat your project as our own: the people who design your solution build it, test it and support it.',
  },
  {
    key: 'craft',
    title: 'Craft',
    description:
      'Certified consultants, proven methods and careful testing, so what we deliver keeps working as you grow.',
  },
  {
    key: 'partnership',
    title: 'Partnership',
    description:
      'We share what we know. Training and documentation are part of every project, so your team is never dependent on us.',
  },
];

/** 35+ team members, 15+ countries; the other two are the home page's figures. */
export const aboutStats: StatItem[] = [
  { label: 'Team Members', value: 35, suffix: '+' },
  { label: 'Countries', value: 15, suffix: '+' },
  { label: 'Happy Clients', value: 33, suffix: '+' },
  { label: 'Projects Completed', value: 27, suffix: '+' },
];

export interface TimelineEntry {
  year: number;
  title: string;
  description: string;
}

/** A timeline 2020-2024, one entry per year. */
export const aboutTimeline: TimelineEntry[] = [
  {
    year: 2020,
    title: 'Founded',
    description:
      'The company is founded to bring Dynamics 365 and Power Platform expertise to small and medium organisations.',
  },
  {
    year: 2021,
    title: 'First implementations',
    description:
      'Our first Dynamics 365 Sales and Customer Service projects go live, alongside the first Power Apps built with client teams.',
  },
  {
    year: 2022,
    title: 'Training practice',
    description:
      'We launch professional training and certification preparation for end users, administrators and makers.',
  },
  {
    year: 2023,
    title: 'Cloud and Microsoft 365',
    description:
      'Azure migrations and Microsoft 365 roll-outs join our services, so clients can bring their whole Microsoft estate to one partner.',
  },
  {
    year: 2024,
    title: 'International reach',
    description:
      'A team of more than 35 people now serves clients in over 15 countries, with support from go-live onwards.',
  },
];

export interface TeamMember {
  name: string;
  role: string;
  bio: string;
  image?: string;
  links?: Array<{ label: string; href: string }>;
}

/**
 * The team section is built but stays hidden. Replace these role profiles
 * with real people before turning it on.
 */
export const showTeam = false;

export const aboutTeam: TeamMember[] = [
  {
    name: 'Solution Architecture',
    role: 'Dynamics 365 and Power Platform',
    bio: 'Designs each solution around your processes and keeps it aligned with Microsoft best practice.',
  },
  {
    name: 'Functional Consulting',
    role: 'Sales, Service and Finance',
    bio: 'Runs the workshops, configures the applications and guides your team through testing.',
  },
  {
    name: 'Power Platform Development',
    role: 'Power Apps, Power Automate and Power BI',
    bio: 'Builds the apps, flows and reports that fill the gaps between standard features.',
  },
  {
    name: 'Cloud and Integration',
    role: 'Azure and Microsoft 365',
    bio: 'Connects your systems, moves your data and keeps your cloud secure and cost-effective.',
  },
  {
    name: 'Training and Enablement',
    role: 'Courses and certification',
    bio: 'Prepares your people to use, administer and extend what we deliver.',
  },
  {
    name: 'Customer Success',
    role: 'Support after go-live',
    bio: 'Looks after your solution once it is live and plans the next improvements with you.',
  },
];

export const aboutCta = {
  title: 'Let us talk about your next step',
  description:
    'Tell us what you want to achieve; we will reply within 24 hours with practical next steps.',
};
