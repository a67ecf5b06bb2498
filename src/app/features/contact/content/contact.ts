/** The Contact page's copy: one source for the page, its metadata, its FAQ JSON-LD and its tests. */

export const contactMeta = {
  title: 'Contact Us',
  description:
    'Contact our Microsoft Dynamics 365 and Power Platform consultants: call, e-mail, send a message or schedule a call. We reply within 24 hours.',
  keywords: [
    'contact',
    'Dynamics 365 consultant',
    'Power Platform consultant',
    'schedule a call',
    'Microsoft partner contact',
  ],
};

export const contactHero = {
  eyebrow: 'Contact us',
  title: 'Let us talk about your project',
  description:
    'Questions about Dynamics 365, the Power Platform, Microsoft 365, Azure or training? Call, write or book a call, and a consultant will get back to you.',
};

/** Office hours: Mon-Fri 9-6, Sat 10-2. */
export const contactHours = [
  { days: 'Mon-Fri', hours: '9-6' },
  { days: 'Sat', hours: '10-2' },
] as const;

export const contactForm = {
  id: 'contact-form',
  title: 'Send us a Message',
  description: "Fill in the form and we'll get back to you within 24 hours.",
};

export const contactSchedule = {
  title: 'Prefer to talk?',
  description:
    'Book a call at a time that suits you. We will confirm the details and send a calendar invitation.',
  button: 'Schedule a Call',
};

export const contactFaqs: Array<{ question: string; answer: string }> = [
  {
    question: 'How quickly will you reply to my message?',
    answer:
      'We reply to every message within 24 hours. If your question is urgent, call us during office hours (Mon-Fri 9-6, Sat 10-2).',
  },
  {
    question: 'Is the first consultation free?',
    answer:
      'Yes. The first consultation is free and without obligation: we listen to what you want to achieve and suggest a practical first step.',
  },
  {
    question: 'Do you work with clients in other countries?',
    answer:
      'Yes. We work with clients in more than 15 countries. Workshops, delivery, training and support all run well remotely, and we travel for on-site work when it helps.',
  },
  {
    question: 'What should I include in my message?',
    answer:
      'A few lines about your organisation, the systems you use today, what you would like to improve and any timeline you have in mind. We will ask for the rest.',
  },
  {
    question: 'Can I see a demo before deciding?',
    answer:
      'Of course. Schedule a call and choose a demo: a consultant will walk you through Dynamics 365 or the Power Platform using scenarios from your own business.',
  },
];
