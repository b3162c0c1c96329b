import { describe, expect, it } from 'vitest';
import { chatMessageBody, chatOpenBody, chatStreamQuery, chatVisitorBody } from '../src/schemas/chat.js';

describe('the chat contract', () => {
  it('takes plain text up to 2,000 characters, trimmed, and refuses empty, too long, unstorable or unknown fields', () => {
    expect(chatMessageBody.parse({ body: '  <b>Hi</b>  ' })).toEqual({ body: '<b>Hi</b>' });
    for (const body of [
      { body: '' },
      { body: '   ' },
      { body: 'x'.repeat(2001) },
      { body: 'a\u0000b' },
      { body: 'a', x: 1 },
    ])
      expect(chatMessageBody.safeParse(body).success).toBe(false);
  });

  it('opens about a quotation or an order, never both', () => {
    expect(chatOpenBody.safeParse({ quotationId: 3 }).success).toBe(true);
    expect(chatOpenBody.safeParse({}).success).toBe(true);
    expect(chatOpenBody.safeParse({ quotationId: 3, orderId: 4 }).success).toBe(false);
  });

  it("wants a visitor's name and a real e-mail", () => {
    expect(chatVisitorBody.safeParse({ name: 'Ana', email: 'ANA@Shop.example' }).data?.email).toBe('ana@shop.example');
    expect(chatVisitorBody.safeParse({ name: '', email: 'ana@shop.example' }).success).toBe(false);
    expect(chatVisitorBody.safeParse({ name: 'Ana', email: 'ana' }).success).toBe(false);
  });

  it('reads a stream position as two numbers only', () => {
    const ticket = 'a'.repeat(43);
    expect(chatStreamQuery.safeParse({ ticket, after: '812-44' }).success).toBe(true);
    expect(chatStreamQuery.safeParse({ ticket, after: "1-1' or 1=1" }).success).toBe(false);
    expect(chatStreamQuery.safeParse({ ticket: 'short' }).success).toBe(false);
  });
});
