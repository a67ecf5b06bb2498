import { QUICK_REPLIES, type QuickReply } from './content/chat-content.ts';

/**
 * The assistant's canned answers and the keyword matching that picks one
 * for a visitor's free text. Pure, so the matching is unit-tested. The
 * prices, support plans and timelines are fixed figures, quoted word for word.
 */
export type ChatIntent = QuickReply | 'contact' | 'greeting' | 'thanks' | 'fallback';

export interface ChatAnswer {
  text: string;
  quickReplies?: QuickReply[];
  /** A form the answer opens in place of the message input. */
  openPanel?: 'quote' | 'appointment';
}

interface ContactDetails {
  phone: string;
  email: string;
}

/**
 * Checked in order; the first intent with a matching pattern wins. Forms the
 * visitor asks for come first ("a quote for support" wants the form), and
 * support before pricing ("how much is support" wants the support plans).
 * English keywords, plus the obvious Spanish and French ones for visitors
 * who chose those languages.
 */
const rules: Array<[ChatIntent, RegExp]> = [
  [
    'quote',
    /\b(quote|quotation|proposal|estimate|presupuesto|cotizaci[oó]n|devis)\b|\bget a quote\b/,
  ],
  [
    'appointment',
    /\b(appointments?|meetings?|book(ing)?|schedul\w*|demo|call ?back|consultation|cita|reuni[oó]n|rendez-vous|rendez vous|rdv)\b/,
  ],
  ['support', /\b(support|maintenance|sla|help ?desk|soporte|mantenimiento|assistance)\b/],
  [
    'pricing',
    /\b(price|prices|pricing|priced|cost|costs|costing|how much|budget|rates?|fees?|expensive|cheap|afford\w*|precios?|coste|costo|tarifs?|prix|co[uû]t)\b|\$/,
  ],
  [
    'timelines',
    /\b(timelines?|time ?frames?|how long|duration|weeks?|months?|deadline|schedule|deliver\w*|plazos?|cu[aá]nto tiempo|d[ée]lais?|combien de temps)\b/,
  ],
  [
    'services',
    /\b(services?|offer\w*|dynamics|power ?(platform|apps|bi|automate|pages|virtual agents)|crm|erp|microsoft 365|office 365|azure|cloud|migration|integration|consult\w*|training|servicios|formaci[oó]n|formation)\b/,
  ],
  [
    'contact',
    /\b(contact|phone|call|e-?mail|address|human|person|someone|agent|speak|talk|tel[eé]fono|t[eé]l[eé]phone|correo|contacto)\b/,
  ],
  ['thanks', /\b(thanks?|thank you|thx|cheers|gracias|merci)\b/],
  ['greeting', /^(hi|hello|hey|hiya|good (morning|afternoon|evening)|hola|bonjour|salut)\b/],
];

/** Which canned answer fits a visitor's message. */
export function matchChatIntent(text: string): ChatIntent {
  const normalized = text.toLowerCase().replace(/\s+/g, ' ').trim();
  if (!normalized) return 'fallback';
  for (const [intent, pattern] of rules) {
    if (pattern.test(normalized)) return intent;
  }
  return 'fallback';
}

export const PRICING_ANSWER = [
  'Here are our typical investment ranges:',
  '• Dynamics 365 implementation: $25,000 to $100,000+',
  '• Power Platform: $15,000 to $50,000+',
  '• Custom development: $20,000 to $75,000+',
  '• Consulting: $150 to $300 per hour',
  '• Training: $2,000 to $10,000',
  'The final figure depends on your scope, users and integrations. Would you like a tailored quote?',
].join('\n');

export const SUPPORT_ANSWER = [
  'We offer three support plans:',
  '• Basic: $500/month',
  '• Professional: $1,200/month',
  '• Enterprise: $2,500/month',
  'Every plan covers fixes, updates and guidance for your Microsoft solutions; the higher tiers add faster response times and more hours for improvements.',
].join('\n');

export const TIMELINES_ANSWER = [
  'Typical project timelines:',
  '• Quick start: 2-4 weeks',
  '• Standard implementation: 8-12 weeks',
  '• Complex projects: 16-24 weeks',
  '• Custom development: 6-16 weeks',
  '• Training programs: 1-4 weeks',
  'We agree a plan with milestones before any work starts.',
].join('\n');

export const SERVICES_ANSWER = [
  'We help small and medium organisations get more from Microsoft technology:',
  '• Dynamics 365 implementation (Sales, Customer Service, Field Service, Finance)',
  '• Power Platform development: Power Apps, Power BI, Power Automate and Power Virtual Agents',
  '• Microsoft 365 and Azure cloud services',
  '• Data migration and integration',
  '• Consulting and professional training',
  'Which area would you like to know more about?',
].join('\n');

export function chatAnswer(intent: ChatIntent, contact: ContactDetails): ChatAnswer {
  switch (intent) {
    case 'pricing':
      return { text: PRICING_ANSWER, quickReplies: ['quote', 'appointment', 'timelines'] };
    case 'support':
      return { text: SUPPORT_ANSWER, quickReplies: ['quote', 'appointment', 'pricing'] };
    case 'timelines':
      return { text: TIMELINES_ANSWER, quickReplies: ['quote', 'appointment', 'pricing'] };
    case 'services':
      return { text: SERVICES_ANSWER, quickReplies: ['pricing', 'timelines', 'appointment'] };
    case 'appointment':
      return {
        text: 'Happy to set up a call. Choose a date, a time and the type of appointment in the form below, and add any notes for our team.',
        openPanel: 'appointment',
      };
    case 'quote':
      return {
        text: 'Tell us about your project in the form below. Your name and email address are all we need to get started; the more you share, the more accurate the quote.',
        openPanel: 'quote',
      };
    case 'contact':
      return {
        text: `You can reach our team by phone at ${contact.phone} or by email at ${contact.email}. Prefer a set time? Book an appointment and we will call you.`,
        quickReplies: ['appointment', 'quote'],
      };
    case 'greeting':
      return {
        text: 'Hello! What can I help you with today?',
        quickReplies: [...QUICK_REPLIES],
      };
    case 'thanks':
      return {
        text: "You're welcome! Is there anything else I can help you with?",
        quickReplies: [...QUICK_REPLIES],
      };
    case 'fallback':
      return {
        text: `I'm not sure I have the answer to that, but our team will. Request a quote or book an appointment below, or contact us directly by phone at ${contact.phone} or by email at ${contact.email}.`,
        quickReplies: ['quote', 'appointment', 'pricing', 'services'],
      };
  }
}
