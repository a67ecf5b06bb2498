/**
 * The chat's words: languages, quick replies and the messages the assistant
 * opens with. Only English, Spanish and French have translations;
 * every other language falls back to English.
 */
export const CHAT_LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Español' },
  { code: 'fr', name: 'Français' },
  { code: 'de', name: 'Deutsch' },
  { code: 'hi', name: 'हिन्दी' },
  { code: 'zh', name: '中文' },
  { code: 'ja', name: '日本語' },
  { code: 'ar', name: 'العربية' },
] as const;

export type ChatLanguage = (typeof CHAT_LANGUAGES)[number]['code'];
type TranslatedLanguage = 'en' | 'es' | 'fr';

export function isChatLanguage(value: string): value is ChatLanguage {
  return CHAT_LANGUAGES.some((language) => language.code === value);
}

export function languageName(code: ChatLanguage): string {
  return CHAT_LANGUAGES.find((language) => language.code === code)?.name ?? code;
}

/** The language the chat's own words are shown in: the choice when translated, else English. */
export function effectiveLanguage(code: ChatLanguage): TranslatedLanguage {
  return code === 'es' || code === 'fr' ? code : 'en';
}

export const QUICK_REPLIES = [
  'pricing',
  'services',
  'support',
  'timelines',
  'appointment',
  'quote',
] as const;
export type QuickReply = (typeof QUICK_REPLIES)[number];

const quickReplyLabels: Record<TranslatedLanguage, Record<QuickReply, string>> = {
  en: {
    pricing: 'Pricing',
    services: 'Services',
    support: 'Support plans',
    timelines: 'Timelines',
    appointment: 'Book an appointment',
    quote: 'Get a quote',
  },
  es: {
    pricing: 'Precios',
    services: 'Servicios',
    support: 'Planes de soporte',
    timelines: 'Plazos',
    appointment: 'Reservar una cita',
    quote: 'Solicitar presupuesto',
  },
  fr: {
    pricing: 'Tarifs',
    services: 'Nos services',
    support: 'Offres de support',
    timelines: 'Délais',
    appointment: 'Prendre rendez-vous',
    quote: 'Demander un devis',
  },
};

export function quickReplyLabel(reply: QuickReply, language: ChatLanguage): string {
  return quickReplyLabels[effectiveLanguage(language)][reply];
}

export function welcomeText(language: ChatLanguage, companyName: string): string {
  switch (effectiveLanguage(language)) {
    case 'es':
      return `¡Hola! Soy el asistente virtual de ${companyName}. Puedo informarle sobre precios, servicios, planes de soporte y plazos, o ayudarle a reservar una cita o solicitar un presupuesto. ¿En qué puedo ayudarle?`;
    case 'fr':
      return `Bonjour ! Je suis l'assistant virtuel de ${companyName}. Je peux vous renseigner sur nos tarifs, nos services, nos offres de support et nos délais, ou vous aider à prendre rendez-vous ou à demander un devis. Comment puis-je vous aider ?`;
    default:
      return `Hello! I'm the ${companyName} virtual assistant. I can answer questions about pricing, services, support plans and timelines, or help you book an appointment or request a quote. How can I help?`;
  }
}

export function languageChangedText(language: ChatLanguage): string {
  switch (language) {
    case 'en':
      return 'Language set to English. How can I help you today?';
    case 'es':
      return 'Idioma cambiado a español. ¿En qué puedo ayudarle hoy?';
    case 'fr':
      return 'Langue définie sur le français. Comment puis-je vous aider ?';
    default:
      return `Language set to ${languageName(language)}. The quick replies are shown in English for this language. How can I help you today?`;
  }
}
