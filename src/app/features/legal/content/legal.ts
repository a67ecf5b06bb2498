/**
 * The legal pages (/terms-and-conditions and /privacy-policy). `{company}`
 * in any text is replaced with the company name from the site settings, so
 * a deployer changes the name in one place. Section 9 (contact information)
 * is rendered from the site settings too.
 */

/** A run of text, or a link inside a paragraph. */
export type Inline = string | { text: string; to: string };
export type RichText = string | Inline[];

export type LegalBlock =
  | { kind: 'paragraph'; text: RichText }
  | { kind: 'list'; items: RichText[] }
  | { kind: 'subheading'; text: string };

export interface LegalSection {
  /** Anchor of the section (table of contents target). */
  id: string;
  title: string;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  path: string;
  title: string;
  metaDescription: string;
  keywords: string[];
  lastUpdated: string;
  /** ISO form of lastUpdated, for <time dateTime>. */
  lastUpdatedIso: string;
  intro: RichText[];
  /** The eight numbered sections; section 9 (contact) follows them. */
  sections: LegalSection[];
  contactIntro: string;
}

export const LEGAL_LAST_UPDATED = 'September 18, 2025';
const LEGAL_LAST_UPDATED_ISO = '2025-09-18';
/** The privacy policy changed on its own when the forms gained their consent notices. */
const PRIVACY_LAST_UPDATED = 'November 28, 2026';
const PRIVACY_LAST_UPDATED_ISO = '2026-11-28';

export const CONTACT_SECTION = { id: 'contact-information', title: 'Contact Information' };

const p = (text: RichText): LegalBlock => ({ kind: 'paragraph', text });
const list = (...items: RichText[]): LegalBlock => ({ kind: 'list', items });
const subheading = (text: string): LegalBlock => ({ kind: 'subheading', text });

export const termsDocument: LegalDocument = {
  path: '/terms-and-conditions',
  title: 'Terms and Conditions',
  metaDescription:
    'The terms and conditions that govern the use of our website: use of the website, intellectual property, disclaimers, liability, governing law and how to contact us.',
  keywords: ['terms and conditions', 'terms of use', 'website terms', 'legal'],
  lastUpdated: LEGAL_LAST_UPDATED,
  lastUpdatedIso: LEGAL_LAST_UPDATED_ISO,
  intro: [
    'These Terms and Conditions govern your access to and use of this website, which is operated by {company} (“we”, “us”, “our”). By using the website you accept these terms. If you do not agree with them, please do not use the website.',
  ],
  sections: [
    {
      id: 'use-of-website',
      title: 'Use of Website',
      blocks: [
        p(
          'You may use this website to learn about our services, contact us, request meetings, subscribe to our newsletter, create an account and use the other features we offer. You agree to use it only for lawful purposes and in a way that does not infringe the rights of others or restrict their use of the website.',
        ),
        p('In particular, you agree not to:'),
        list(
          'submit false or misleading information, or another person’s information without their permission, through our forms, chat or account registration;',
          'attempt to gain unauthorised access to the website, its servers, other users’ accounts or any connected system;',
          'introduce viruses or other malicious code, or send automated requests that overload the website or exceed reasonable use;',
          'copy, scrape or harvest content or personal data from the website by automated means without our written permission;',
          'post comments that are unlawful, defamatory, abusive, misleading or promotional spam.',
        ),
        p(
          'If you create an account, you are responsible for keeping your password confidential and for the activity under your account. Tell us at once if you believe your account has been used without your permission. We may suspend or close accounts that breach these terms.',
        ),
      ],
    },
    {
      id: 'intellectual-property',
      title: 'Intellectual Property',
      blocks: [
        p(
          'The website and its content, including text, graphics, logos, page layout, software, training materials, videos and articles, are owned by {company} or its licensors and are protected by copyright, trademark and other intellectual property laws.',
        ),
        p(
          'You may view, download and print pages for your own information and internal business use, provided you keep all copyright and other proprietary notices. You may not reproduce, modify, distribute, republish or commercially exploit any content without our prior written consent.',
        ),
        p(
          'Microsoft, Dynamics 365, Power Platform, Power Apps, Power Automate, Power BI, Microsoft 365 and Azure are trademarks of the Microsoft group of companies. Other product and company names on this website may be trademarks of their respective owners; their mention does not imply endorsement.',
        ),
        p(
          'When you submit content to the website, such as a comment, you grant us a non-exclusive, royalty-free licence to publish, display and moderate it on the website, and you confirm that you have the right to submit it.',
        ),
      ],
    },
    {
      id: 'services-disclaimer',
      title: 'Services Disclaimer',
      blocks: [
        p(
          'The information on this website, including service descriptions, prices, timelines, statistics and the answers given by the chat assistant, is provided for general information only. It is not a binding offer and not professional advice for your particular situation.',
        ),
        p(
          'Prices and timelines shown are indicative. The scope, deliverables, fees and terms of any engagement are set out in a separate written proposal or agreement, which prevails over anything stated on this website.',
        ),
        p(
          'The website is provided “as is” and “as available”. While we take care to keep it accurate and available, we do not warrant that it will be uninterrupted, error-free or free of harmful components, or that its information is complete or current.',
        ),
        p(
          'Results described in case studies, testimonials and marketing statements reflect particular projects and are not a guarantee of the results you will achieve.',
        ),
      ],
    },
    {
      id: 'third-party-links',
      title: 'Third-Party Links',
      blocks: [
        p(
          'The website contains links to websites and services operated by third parties, such as Microsoft documentation, social networks and embedded YouTube videos. These links are provided for your convenience only.',
        ),
        p(
          'We have no control over the content, privacy practices or availability of third-party websites and accept no responsibility for them or for any loss arising from your use of them. Your use of a third-party website is subject to its own terms and policies.',
        ),
      ],
    },
    {
      id: 'limitation-of-liability',
      title: 'Limitation of Liability',
      blocks: [
        p(
          'To the fullest extent permitted by law, {company} and its directors, employees and partners shall not be liable for any indirect, incidental, special, consequential or punitive loss or damage, or for any loss of profits, revenue, data or business opportunity, arising out of or in connection with your use of, or inability to use, this website or its content.',
        ),
        p(
          'Nothing in these terms excludes or limits any liability that cannot be excluded or limited under applicable law.',
        ),
        p(
          'Liability in connection with consulting, implementation, support or training services that we provide under a separate agreement is governed by that agreement.',
        ),
      ],
    },
    {
      id: 'privacy-policy',
      title: 'Privacy Policy',
      blocks: [
        p([
          'Your use of the website is also governed by our ',
          { text: 'Privacy Policy', to: '/privacy-policy' },
          ', which explains what personal information we collect through the website, how we use it and the choices you have. By using the website you acknowledge that you have read it.',
        ]),
      ],
    },
    {
      id: 'modifications',
      title: 'Modifications',
      blocks: [
        p(
          'We may revise these terms at any time, for example to reflect changes to the website, our services or the law. Revised terms take effect when they are published on this page; the “Last updated” date above shows when they last changed.',
        ),
        p(
          'Where a change is significant, we will make reasonable efforts to draw attention to it, for example with a notice on the website or an e-mail to registered users. Continuing to use the website after a change takes effect means that you accept the revised terms.',
        ),
        p('We may also change, suspend or discontinue any part of the website at any time.'),
      ],
    },
    {
      id: 'governing-law',
      title: 'Governing Law',
      blocks: [
        p(
          'These terms, and any dispute or claim arising out of or in connection with them or with your use of the website, including non-contractual disputes or claims, are governed by and construed in accordance with the laws of India.',
        ),
        p(
          'The courts in the State of Andhra Pradesh, India, have exclusive jurisdiction to settle any such dispute or claim, and you submit to the jurisdiction of those courts.',
        ),
        p(
          'If any provision of these terms is found invalid or unenforceable, the remaining provisions remain in full force and effect. Our failure to enforce a provision is not a waiver of our right to do so later.',
        ),
      ],
    },
  ],
  contactIntro: 'If you have any questions about these Terms and Conditions, please contact us:',
};

export const privacyDocument: LegalDocument = {
  path: '/privacy-policy',
  title: 'Privacy Policy',
  metaDescription:
    'How we collect, use, share and protect personal information submitted through our website (contact form, meeting requests, newsletter, chat and accounts), and the rights you have.',
  keywords: [
    'privacy policy',
    'data protection',
    'personal information',
    'cookies',
    'GDPR',
    'DPDP',
  ],
  lastUpdated: PRIVACY_LAST_UPDATED,
  lastUpdatedIso: PRIVACY_LAST_UPDATED_ISO,
  intro: [
    '{company} (“we”, “us”, “our”) respects your privacy. This policy explains what personal information we collect when you use this website, why we collect it, with whom we share it and the rights you have. It covers the contact form, meeting requests, the newsletter, the chat assistant and user accounts.',
  ],
  sections: [
    {
      id: 'information-we-collect',
      title: 'Information We Collect',
      blocks: [
        p(
          'We collect the information you give us and the limited technical information needed to run the website securely:',
        ),
        list(
          'Contact form, support and pricing enquiries: your first and last name, e-mail address and message, and, if you provide them, your phone number, company, the service you are interested in and the team you are writing to.',
          'Meeting requests: your name and e-mail address, optionally your phone number and company, the meeting type, subject and description, your preferred date, time, time zone and duration, and the services you are interested in.',
          'Newsletter: your e-mail address, optionally your first and last name, your content preferences and where you subscribed, together with the status of your subscription (pending, confirmed, unsubscribed, or stopped because your mail server refused our e-mails) and when it changed, and for each newsletter we send you whether it was sent. Our newsletters carry no tracking: no pixels and no rewritten links, so we do not know whether you open them or what you click.',
          'Chat assistant: the assistant’s answers are produced in your browser, and ordinary chat messages are not stored on our servers. If you complete the quote or appointment form in the chat, we store what you enter there (for example your name, e-mail address, company, interest, budget, timeline and requirements, or your preferred appointment date, time and type) as a contact message or meeting request.',
          'Accounts: if you register, your name, e-mail address and password (stored only as a one-way hash), your profile details, and the content you create, such as comments, articles or your service catalogue.',
          'Technical information: when you visit, our server receives your IP address, your browser’s user agent and the pages you request. We use this to deliver pages, to protect the website (for example by limiting how often forms can be submitted) and to investigate errors.',
        ),
        subheading('Notices and consent records'),
        p(
          'Every form that collects personal data says, under its submit button, what it collects and why, with a link to this policy. When you send such a form we keep a record of your consent: what you agreed to (for example an answer to your enquiry, the newsletter or reply notifications), the version of the notice you were shown, when, from which page, and a one-way hash of your network (IP) address, never the address itself. These records let us show what you agreed to and when.',
        ),
        subheading('Visit statistics'),
        p(
          'To learn which pages, articles and campaigns are useful, our server counts page views itself, without cookies, scripts or any third party. For each view it keeps the time, the page, the website or search engine that linked to it (the full link only for search engines and social networks), the campaign named in the link (utm_source, utm_medium, utm_campaign), whether you are on a phone, tablet or desktop, and whether it was the first page of your visit that day.',
        ),
        p(
          'To count visitors rather than views, your network (IP) address and browser’s user agent are combined into a one-way code with a random value that changes every day and is then destroyed. The code cannot be turned back into your address, cannot link your visits on two different days, and nothing is stored in your browser. Your IP address itself is not stored. The individual views are deleted after 30 days; only daily totals are kept. If your browser sends Do Not Track or Global Privacy Control, your visits are not counted at all.',
        ),
        p(
          'When you send a form (an enquiry, a meeting request, a newsletter sign-up, a comment or a service added to your catalogue), we note with it where that day’s visit began: the first page, the website that linked to it and the campaign, or “direct / unknown” when there is none. It is part of your data: included when you ask for a copy, and removed when you ask us to erase it.',
        ),
        subheading('Cookies'),
        p(
          'We use cookies only for sign-in sessions. When you log in we set a session cookie that keeps you signed in; it is removed when you log out or the session expires. We do not use advertising, tracking or third-party analytics cookies.',
        ),
        p(
          'Demo videos are loaded from YouTube’s privacy-enhanced domain (youtube-nocookie.com) only when you press play; from then on YouTube’s own privacy policy applies to that video.',
        ),
      ],
    },
    {
      id: 'how-we-use-your-information',
      title: 'How We Use Your Information',
      blocks: [
        p('We use your information to:'),
        list(
          'answer your enquiries and support requests, and arrange and hold the meetings you request;',
          'notify our staff by e-mail of each new contact message and meeting request, so that the right person responds;',
          'record your enquiry as a lead in our customer relationship management system, Microsoft Dynamics 365, so that we can follow it up and keep a history of our contact with you;',
          'send the newsletter to subscribers who have confirmed their subscription (double opt-in): when you subscribe we send a confirmation link, and newsletters start only after you use it. We send only what you chose (new articles, case studies, industry news, a weekly digest). Every newsletter contains a link to change those choices and an unsubscribe link that stops further newsletters;',
          'provide your account: sign you in, reset your password when you ask, and show the content you create;',
          'moderate comments, prevent spam and abuse, and keep the website secure and working;',
          'comply with our legal obligations and establish or defend legal claims.',
        ),
        p(
          'We process your information because you asked us to (for example to answer an enquiry or hold a meeting), with your consent (the newsletter, which you can withdraw at any time), or for our legitimate interest in running and protecting the website. Apart from replies to your own enquiries, we send marketing e-mails only to confirmed newsletter subscribers. We do not make automated decisions about you.',
        ),
      ],
    },
    {
      id: 'information-sharing',
      title: 'Information Sharing',
      blocks: [
        p('We do not sell, rent or trade your personal information. We share it only as follows:'),
        list(
          'Microsoft: contact messages are synchronised to our Microsoft Dynamics 365 environment, which Microsoft hosts and operates on our behalf under its data protection terms.',
          'Service providers that host the website and its database or deliver our e-mail, acting on our instructions and only for these purposes.',
          'Our staff and consultants, who see enquiries and meeting requests in order to respond to them.',
          'Authorities or other parties where the law requires it, or where necessary to protect our rights, our users or the public.',
          'A buyer or successor if our business is reorganised, merged or sold, in which case this policy continues to apply to your information.',
        ),
        p('Comments you post on the blog are public, together with the name you provide.'),
      ],
    },
    {
      id: 'data-security',
      title: 'Data Security',
      blocks: [
        p(
          'We protect your information with measures appropriate to its sensitivity, including encrypted connections (HTTPS), passwords stored only as salted one-way hashes, sign-in sessions that we can end on the server, password-reset links that expire after one hour and work only once, rate limits on forms and sign-in, and access to enquiries restricted to our staff.',
        ),
        p(
          'Your submissions are stored in our database before we confirm them to you, so an enquiry is not lost if e-mail or our CRM is temporarily unavailable.',
        ),
        p(
          'We keep personal information only for as long as we need it for the purposes above: enquiries and meeting requests for as long as our business relationship and record-keeping obligations require, newsletter data until you unsubscribe, and account data until you ask us to close your account. Some data is removed automatically:',
        ),
        list(
          'contact messages and meeting requests that are closed, completed or cancelled and have not changed for 730 days are anonymised: names, contact details and the text you wrote are removed, and only the reference number, dates and status are kept;',
          'newsletter sign-ups and reply-notification requests that are not confirmed within 30 days are deleted;',
          'comments held as spam or never approved are deleted after 30 days;',
          'the individual page views of the visit statistics are deleted after 30 days; only daily totals, which concern no one in particular, are kept.',
        ),
        p(
          'No method of transmission or storage is completely secure. If we become aware of a breach that affects your information, we will notify you and the relevant authorities where the law requires it.',
        ),
      ],
    },
    {
      id: 'your-rights',
      title: 'Your Rights',
      blocks: [
        p(
          'Subject to applicable data protection law, including India’s Digital Personal Data Protection Act, 2023, you have the right to:',
        ),
        list(
          'ask what personal information we hold about you and receive a copy of it;',
          'have inaccurate or incomplete information corrected (registered users can update their profile themselves);',
          'have your information deleted when we no longer need it or you withdraw your consent;',
          'withdraw your consent at any time, for example by using the unsubscribe link in every newsletter;',
          'object to or restrict particular uses of your information;',
          'raise a grievance with us and, if it is not resolved, with the competent data protection authority.',
        ),
        p([
          'You can ask for a copy of everything we hold about your e-mail address, or for its erasure, on our ',
          { text: 'personal data request page', to: '/privacy/request' },
          '. We e-mail a link, valid for 24 hours, to that address, and act on the request only when it is followed, so nobody else can see or erase your data.',
        ]),
        p(
          'When your data is erased, your contact messages and meeting requests are anonymised, keeping only their reference numbers, dates and statuses; your comments stay on the website under the name “Anonymous” unless you ask us to remove their text as well; and your newsletter subscription, reply notifications and account are deleted.',
        ),
        p(
          'To exercise your other rights, contact us using the details in section 9. We may need to confirm your identity before we act on a request, and we will respond within the time the law allows.',
        ),
      ],
    },
    {
      id: 'third-party-links',
      title: 'Third-Party Links',
      blocks: [
        p(
          'The website links to other websites, such as Microsoft product pages, our social network profiles and YouTube. When you follow such a link or play an embedded video, the other party may collect information about you under its own privacy policy.',
        ),
        p(
          'We are not responsible for the privacy practices of other websites and encourage you to read their policies before giving them personal information.',
        ),
      ],
    },
    {
      id: 'childrens-privacy',
      title: "Children's Privacy",
      blocks: [
        p(
          'This website and our services are intended for businesses and professionals. They are not for children under 13, and we do not knowingly collect personal information from children under 13.',
        ),
        p(
          'If you believe that a child under 13 has given us personal information, please contact us and we will delete it.',
        ),
      ],
    },
    {
      id: 'changes-to-this-policy',
      title: 'Changes to This Policy',
      blocks: [
        p(
          'We may update this policy when our website, services or legal obligations change. The updated policy takes effect when it is published on this page, and the “Last updated” date shows when it last changed.',
        ),
        p(
          'Where a change materially affects how we use information you have already given us, we will tell registered users and newsletter subscribers by e-mail before it takes effect.',
        ),
      ],
    },
  ],
  contactIntro:
    'If you have questions about this policy or want to exercise your rights, please contact us:',
};
