import { describe, expect, it } from 'vitest';
import { confirmationEchoes, mailboxOf } from '../src/support.js';

describe('the mailbox an address reaches', () => {
  it('is one for every case and +tag of an address', () => {
    for (const address of ['ana@shop.example', 'Ana@Shop.Example', 'ana+1@shop.example', ' ANA+news+x@shop.example '])
      expect(mailboxOf(address)).toBe('ana@shop.example');
    expect(mailboxOf('+ana@shop.example')).toBe('+ana@shop.example');
    expect(mailboxOf('bo@shop.example')).not.toBe(mailboxOf('ana@shop.example'));
  });
});

describe('a confirmation repeats what was written', () => {
  it('only to the signed-in buyer’s own address', () => {
    expect(confirmationEchoes('lan@buyer.example', 'Lan@Buyer.example')).toBe(true);
    expect(confirmationEchoes('lan+x@buyer.example', 'lan@buyer.example')).toBe(false);
    expect(confirmationEchoes('lan@buyer.example', undefined)).toBe(false);
  });
});
