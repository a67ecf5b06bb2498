import { describe, expect, it } from 'vitest';
import {
  CHAT_LANGUAGES,
  QUICK_REPLIES,
  effectiveLanguage,
  languageChangedText,
  quickReplyLabel,
} from './chat-content.ts';
import { CHAT_REPLY_DELAY_MS, CHAT_TYPING_MS, CHAT_WELCOME_DELAY_MS } from '../chat-timing.ts';

describe('chat languages', () => {
  it('lists the eight languages by their own names', () => {
    expect(CHAT_LANGUAGES.map((language) => language.code)).toEqual([
      'en',
      'es',
      'fr',
      'de',
      'hi',
      'zh',
      'ja',
      'ar',
    ]);
    expect(CHAT_LANGUAGES.find((language) => language.code === 'de')?.name).toBe('Deutsch');
  });

  it('translates quick replies for en, es and fr only; the rest fall back to English', () => {
    expect(QUICK_REPLIES).toHaveLength(6);
    expect(quickReplyLabel('pricing', 'en')).toBe('Pricing');
    expect(quickReplyLabel('pricing', 'es')).toBe('Precios');
    expect(quickReplyLabel('pricing', 'fr')).toBe('Tarifs');
    for (const code of ['de', 'hi', 'zh', 'ja', 'ar'] as const) {
      expect(effectiveLanguage(code)).toBe('en');
      expect(QUICK_REPLIES.map((reply) => quickReplyLabel(reply, code))).toEqual(
        QUICK_REPLIES.map((reply) => quickReplyLabel(reply, 'en')),
      );
    }
    expect(languageChangedText('de')).toContain('English');
  });
});

describe('chat timings', () => {
  it('welcome after 500 ms, replies after 2 s with the typing indicator for the last 1.5 s', () => {
    expect([CHAT_WELCOME_DELAY_MS, CHAT_REPLY_DELAY_MS, CHAT_TYPING_MS]).toEqual([500, 2000, 1500]);
  });
});
