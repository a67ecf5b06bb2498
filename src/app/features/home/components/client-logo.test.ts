import { describe, expect, it } from 'vitest';
import { initialsOf } from '../../../lib/initials.ts';
import { homeClients } from '../content/home.ts';

describe('initialsOf', () => {
  it('takes the first letters of the first two words, in capitals', () => {
    expect(initialsOf('Greenfield Academy Trust')).toBe('GA');
    expect(initialsOf('  kestrel   manufacturing ')).toBe('KM');
    expect(initialsOf('Contoso')).toBe('C');
    expect(initialsOf('')).toBe('');
  });

  it('gives every client a distinct badge', () => {
    const badges = homeClients.map((client) => initialsOf(client.name));
    expect(new Set(badges).size).toBe(homeClients.length);
  });
});

describe('homeClients', () => {
  it('has four clients with logos under /clients/', () => {
    expect(homeClients).toHaveLength(4);
    for (const client of homeClients) expect(client.logo).toMatch(/^\/clients\/[a-z-]+\.svg$/);
  });
});
