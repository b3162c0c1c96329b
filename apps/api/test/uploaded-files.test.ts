import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, csrf, type TestContext } from './helper.js';
import { requests } from './requests.js';

/**
 * Files people upload (chat attachments, a supplier's file) go back out as downloads that run nothing: under a name
 * with the extension of the type read from their bytes, never `.html`, and with their own sandboxing policy.
 */
let ctx: TestContext;
let r: ReturnType<typeof requests>;
let buyer: string;
let admin: string;
let conversationId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  r = requests(ctx);
  [buyer, admin] = await Promise.all([r.signIn('demo-usd'), r.operator('admin')]);
  conversationId = (await r.call('POST', '/client/api/v1/chat/conversations', { token: buyer, body: {} })).json()
    .payload.conversation.id;
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const SANDBOX = "default-src 'none'; sandbox";

const sendToChat = async (name: string, data: Buffer) => {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/client/api/v1/chat/conversations/${conversationId}/attachments?name=${encodeURIComponent(name)}`,
    payload: data,
    cookies: csrf.cookies,
    headers: { ...csrf.headers, 'x-auth-token': buyer, 'content-type': 'application/octet-stream' },
  });
  expect(response.statusCode).toBe(200);
  return response.json().payload.attachment as { id: number; name: string };
};

const downloaded = (response: { headers: Record<string, unknown> }) => ({
  policy: response.headers['content-security-policy'],
  disposition: response.headers['content-disposition'],
});

describe('uploaded files', () => {
  it("keep their sandboxing policy and their type's extension in the chat, for the buyer and the operators", async () => {
    const attachment = await sendToChat('invoice.html', PDF);
    expect(attachment.name).toBe('invoice.pdf');
    for (const response of [
      await r.call('GET', `/client/api/v1/chat/attachments/${attachment.id}`, { token: buyer }),
      await r.call('GET', `/console/api/chat/attachments/${attachment.id}`, { operator: admin }),
    ]) {
      expect(response.statusCode).toBe(200);
      expect(downloaded(response)).toEqual({
        policy: SANDBOX,
        disposition: "attachment; filename*=UTF-8''invoice.pdf",
      });
    }
    // A name whose extension is the type's stays as sent.
    expect((await sendToChat('Price list 2027.PDF', PDF)).name).toBe('Price list 2027.PDF');
  });

  it('keep them for a supplier application file too, and for a file kept under another name before', async () => {
    const sent = await r.call('POST', '/client/api/v1/support/supplier-application', {
      body: {
        company: 'Seoul Glow Co., Ltd.',
        brand: 'Seoul Glow',
        website: '',
        categories: ['beauty'],
        name: 'Kim Ji-woo',
        email: 'files@brand.example',
        phone: '+82 10-1234-5678',
        message: 'Our catalogue.',
        file: { name: 'catalogue.htm', data: PDF.toString('base64') },
        language: 'en',
      },
    });
    expect(sent.statusCode).toBe(200);
    const { rows } = await ctx.database.pool.query<{ id: number; name: string }>(
      `select r.id, f.name from support_requests r join support_files f on f.request_id = r.id
       where r.email = 'files@brand.example'`,
    );
    expect(rows[0]!.name).toBe('catalogue.pdf');
    const file = await r.call('GET', `/console/api/support/${rows[0]!.id}/file`, { operator: admin });
    expect(downloaded(file)).toEqual({ policy: SANDBOX, disposition: "attachment; filename*=UTF-8''catalogue.pdf" });

    // A file stored under a page's name goes out under its type's.
    await ctx.database.pool.query(`update support_files set name = 'page.html' where request_id = $1`, [rows[0]!.id]);
    const renamed = await r.call('GET', `/console/api/support/${rows[0]!.id}/file`, { operator: admin });
    expect(downloaded(renamed).disposition).toBe("attachment; filename*=UTF-8''page.pdf");
  });

  it('leave the pages their own policy', async () => {
    const page = await r.call('GET', '/client/api/site');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
  });
});
