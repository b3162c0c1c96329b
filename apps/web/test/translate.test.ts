import { describe, expect, it } from 'vitest';
import { type Lookup, type Texts, translate } from '../src/i18n/translate';

const loaded: Record<string, Texts> = {
  'en/common': {
    cart: { title: 'Cart', items_one: '{{count}} item', items_other: '{{count, number}} items' },
    onlyEnglish: 'Only in English',
    steps: ['Signed in as {{name}}', 'Loading'],
  },
  'en/account': { signOut: { done: 'Signed out' }, shared: 'From account' },
  'ru/common': {
    cart: {
      title: 'Корзина',
      items_one: '{{count}} товар',
      items_few: '{{count}} товара',
      items_many: '{{count, number}} товаров',
      items_other: '{{count}} товара',
    },
  },
  'ru/account': { signOut: { done: 'Вы вышли' } },
};

const lookup = (languages: string[], namespaces: string[] = ['common']): Lookup => ({
  languages,
  namespaces,
  texts: (language, namespace) => loaded[`${language}/${namespace}`],
});

describe('a text as the locale files write it', () => {
  it('is found by its dotted path, or in another namespace by `ns:`', () => {
    expect(translate(lookup(['en']), 'cart.title')).toBe('Cart');
    expect(translate(lookup(['ru', 'en']), 'account:signOut.done')).toBe('Вы вышли');
  });

  it('takes the plural form the language asks for, with the count written the language’s way', () => {
    const ru = lookup(['ru', 'en']);
    expect(translate(ru, 'cart.items', { count: 1 })).toBe('1 товар');
    expect(translate(ru, 'cart.items', { count: 3 })).toBe('3 товара');
    expect(translate(ru, 'cart.items', { count: 12_000 })).toBe('12\u00a0000 товаров');
    expect(translate(lookup(['en']), 'cart.items', { count: 1 })).toBe('1 item');
    expect(translate(lookup(['en']), 'cart.items', { count: 1500 })).toBe('1,500 items');
  });

  it('falls back on English, then on the default value, then shows the key', () => {
    const ru = lookup(['ru', 'en']);
    expect(translate(ru, 'onlyEnglish')).toBe('Only in English');
    expect(translate(ru, 'nowhere', { defaultValue: 'as given' })).toBe('as given');
    expect(translate(ru, 'account:nowhere.at.all')).toBe('nowhere.at.all');
    expect(translate(ru, ['nowhere', 'cart.title'])).toBe('Корзина');
  });

  it('looks in the namespaces it is given, in their order', () => {
    expect(translate(lookup(['en'], ['account']), 'cart.title')).toBe('cart.title');
    expect(translate(lookup(['en'], ['account', 'common']), 'cart.title')).toBe('Cart');
    expect(translate(lookup(['en'], ['account', 'common']), 'shared')).toBe('From account');
  });

  it('returns a list whole, filled in, only with returnObjects', () => {
    expect(translate(lookup(['en']), 'steps', { returnObjects: true, name: 'lee' })).toEqual([
      'Signed in as lee',
      'Loading',
    ]);
    expect(translate(lookup(['en']), 'steps')).toBe('steps');
  });

  it('leaves a value it was not given visible, rather than blank', () => {
    expect(translate(lookup(['en']), 'steps.0')).toBe('Signed in as {{name}}');
  });
});
