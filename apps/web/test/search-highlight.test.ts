import { describe, expect, it } from 'vitest';
import { matchParts } from '../src/features/search/components/match-parts';

const marked = (text: string, terms: string[]) =>
  matchParts(text, terms)
    .map((part) => (part.match ? `[${part.text}]` : part.text))
    .join('');

describe('search highlights', () => {
  it('marks every searched word, whatever its case or script', () => {
    expect(marked('Centella Foam Cleanser 150 ml', ['centella', 'clean'])).toBe('[Centella] Foam [Clean]ser 150 ml');
    expect(marked('Kem dưỡng rau má 50 ml', ['kem', 'DƯỠNG'])).toBe('[Kem] [dưỡng] rau má 50 ml');
    expect(marked('Пенка для умывания с центеллой 150 мл', ['центеллой'])).toBe(
      'Пенка для умывания с [центеллой] 150 мл',
    );
    expect(marked('Матовая помада 4 г', ['МАТОВАЯ'])).toBe('[Матовая] помада 4 г');
    expect(marked('병풀 선크림 50ml', ['병풀', '선크림'])).toBe('[병풀] [선크림] 50ml');
    expect(marked('HV401-0101-0001', ['hv401', '0101'])).toBe('[HV401]-[0101]-0001');
  });

  it('marks short words only where a word starts, longer ones inside words too', () => {
    expect(marked('Gel Angel 30 g', ['g'])).toBe('[G]el Angel 30 [g]');
    expect(marked('Sun Cream', ['rea'])).toBe('Sun C[rea]m');
    expect(marked('선크림', ['크림'])).toBe('선[크림]');
    expect(marked('쑥 크림', ['쑥'])).toBe('[쑥] 크림');
  });

  it('prefers the longer of two overlapping words', () => {
    expect(marked('Cushion-fit Cushion', ['cushion', 'cushion-fit'])).toBe('[Cushion-fit] [Cushion]');
  });

  it('treats markup and pattern characters as plain text', () => {
    expect(marked('<script>alert("x")</script>', ['<script>', '(x'])).toBe('[<script>]alert("x")</script>');
    expect(matchParts('a.b*c', ['.b*'])).toEqual([
      { text: 'a', match: false },
      { text: '.b*', match: true },
      { text: 'c', match: false },
    ]);
    expect(matchParts('plain', [])).toEqual([{ text: 'plain', match: false }]);
    expect(matchParts('', ['x'])).toEqual([{ text: '', match: false }]);
  });
});
