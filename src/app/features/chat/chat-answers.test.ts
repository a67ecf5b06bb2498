import { describe, expect, it } from 'vitest';
import {
  PRICING_ANSWER,
  SUPPORT_ANSWER,
  TIMELINES_ANSWER,
  chatAnswer,
  matchChatIntent,
} from './chat-answers.ts';

const contact = { phone: '+1 555 0100', email: 'hello@example.test' };

describe('matchChatIntent', () => {
  it.each([
    ['How much does a Dynamics 365 implementation cost?', 'pricing'],
    ['What are your PRICES', 'pricing'],
    ['Is $20k enough?', 'pricing'],
    ['What support plans do you have?', 'support'],
    ['How much is maintenance per month?', 'support'],
    ['How long does a typical project take?', 'timelines'],
    ['What is the timeline for training?', 'timelines'],
    ['Which services do you offer?', 'services'],
    ['Tell me about Power BI', 'services'],
    ['I need a quote for Power Apps', 'quote'],
    ['Can I book a demo?', 'appointment'],
    ['I would like to schedule a meeting', 'appointment'],
    ["What's your phone number?", 'contact'],
    ['Can I talk to a human?', 'contact'],
    ['Hello there', 'greeting'],
    ['Thanks a lot!', 'thanks'],
    ['¿Cuáles son sus precios?', 'pricing'],
    ['Je voudrais un devis', 'quote'],
    ['Quels sont vos délais ?', 'timelines'],
  ])('%s → %s', (text, intent) => {
    expect(matchChatIntent(text)).toBe(intent);
  });

  it('matches whole words only ("this" is not "hi", "shipment" is not "hi")', () => {
    expect(matchChatIntent('this shipment')).toBe('fallback');
  });

  it('falls back for empty and unrelated text', () => {
    expect(matchChatIntent('   ')).toBe('fallback');
    expect(matchChatIntent('What is the weather on Mars?')).toBe('fallback');
  });
});

describe('chatAnswer', () => {
  it("gives the spec's prices word for word", () => {
    const { text } = chatAnswer('pricing', contact);
    expect(text).toBe(PRICING_ANSWER);
    for (const figure of [
      'Dynamics 365 implementation: $25,000 to $100,000+',
      'Power Platform: $15,000 to $50,000+',
      'Custom development: $20,000 to $75,000+',
      'Consulting: $150 to $300 per hour',
      'Training: $2,000 to $10,000',
    ]) {
      expect(text).toContain(figure);
    }
  });

  it("gives the spec's support plans and timelines", () => {
    expect(chatAnswer('support', contact).text).toBe(SUPPORT_ANSWER);
    expect(SUPPORT_ANSWER).toContain('Basic: $500/month');
    expect(SUPPORT_ANSWER).toContain('Professional: $1,200');
    expect(SUPPORT_ANSWER).toContain('Enterprise: $2,500');
    expect(chatAnswer('timelines', contact).text).toBe(TIMELINES_ANSWER);
    for (const line of [
      'Quick start: 2-4 weeks',
      'Standard implementation: 8-12 weeks',
      'Complex projects: 16-24 weeks',
      'Custom development: 6-16 weeks',
      'Training programs: 1-4 weeks',
    ]) {
      expect(TIMELINES_ANSWER).toContain(line);
    }
  });

  it('opens the matching form for quote and appointment requests', () => {
    expect(chatAnswer('quote', contact).openPanel).toBe('quote');
    expect(chatAnswer('appointment', contact).openPanel).toBe('appointment');
    expect(chatAnswer('pricing', contact).openPanel).toBeUndefined();
  });

  it('falls back to the forms and the contact details', () => {
    const answer = chatAnswer('fallback', contact);
    expect(answer.text).toContain(contact.phone);
    expect(answer.text).toContain(contact.email);
    expect(answer.quickReplies).toEqual(expect.arrayContaining(['quote', 'appointment']));
  });

  it('offers all six quick replies after a greeting', () => {
    expect(chatAnswer('greeting', contact).quickReplies).toHaveLength(6);
  });
});
