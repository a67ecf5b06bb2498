import { describe, expect, it } from 'vitest';
import { faqResultsLabel, filterFaqs, helpCategories, supportFaqs } from './support.ts';

const faqs = [
  { question: 'How do I reset my password?', answer: 'Use Forgot password on the login page.' },
  { question: 'How is support billed?', answer: 'Support plans are billed monthly.' },
  { question: 'Can you integrate with our ERP?', answer: 'Yes, with standard connectors.' },
];

describe('filterFaqs', () => {
  it('returns every FAQ for an empty or blank search', () => {
    expect(filterFaqs(faqs, '')).toEqual(faqs);
    expect(filterFaqs(faqs, '   ')).toEqual(faqs);
  });

  it('matches the question text, ignoring case and surrounding spaces', () => {
    expect(filterFaqs(faqs, '  PASSWORD ')).toEqual([faqs[0]]);
  });

  it('matches the answer text too', () => {
    expect(filterFaqs(faqs, 'connectors')).toEqual([faqs[2]]);
    expect(filterFaqs(faqs, 'monthly')).toEqual([faqs[1]]);
  });

  it('returns every FAQ that matches, in the original order', () => {
    expect(filterFaqs(faqs, 'how')).toEqual([faqs[0], faqs[1]]);
  });

  it('returns nothing when neither question nor answer contains the text', () => {
    expect(filterFaqs(faqs, 'blockchain')).toEqual([]);
  });

  it('does not change the list it was given', () => {
    const copy = [...faqs];
    filterFaqs(faqs, 'password');
    expect(faqs).toEqual(copy);
  });
});

describe('faqResultsLabel', () => {
  it('describes all, some and no results', () => {
    expect(faqResultsLabel(8, 8, '')).toBe('Showing all 8 questions');
    expect(faqResultsLabel(2, 8, 'billing')).toBe('2 of 8 questions match your search');
    expect(faqResultsLabel(0, 8, 'zzz')).toBe('No questions match your search');
  });
});

describe('support content', () => {
  it('has the six help categories, with articles only for getting-started and user-guide', () => {
    expect(helpCategories.map((category) => category.id)).toEqual([
      'getting-started',
      'user-guide',
      'administration',
      'development',
      'troubleshooting',
      'training',
    ]);
    expect(
      helpCategories.filter((category) => category.articles.length > 0).map((c) => c.id),
    ).toEqual(['getting-started', 'user-guide']);
    for (const category of helpCategories)
      for (const article of category.articles)
        expect(['Beginner', 'Intermediate', 'Advanced']).toContain(article.difficulty);
  });

  it('has FAQ questions that are unique (they key the accordion)', () => {
    const questions = supportFaqs.map((faq) => faq.question);
    expect(new Set(questions).size).toBe(questions.length);
  });
});
