import { readFileSync } from 'node:fs';
import { DEMO_PASSWORD, openConsole, signIn } from './accounts-helpers';
import { type BrowserContext, expect, type Locator, type Page, test, waitingForApp } from './fixtures';
import { expectNoSeriousA11yViolations } from './helpers';
import { buyerQuotation } from './quotation-helpers';

const unique = () => Math.random().toString(36).slice(2, 8);
const viChat = JSON.parse(
  readFileSync(new URL('../../apps/web/src/i18n/locales/vi/chat.json', import.meta.url), 'utf8'),
) as {
  open: string;
  title: string;
  attach: string;
  fileQuotaDay: string;
  visitor: { name: string; email: string; start: string };
};
const SHOTS = process.env.CHAT_SHOTS;

async function buyerPage(context: BrowserContext, loginId: string): Promise<Page> {
  const page = waitingForApp(await context.newPage());
  await signIn(page, loginId, DEMO_PASSWORD);
  return page;
}

const panel = (page: Page) => page.getByRole('dialog', { name: 'Chat with Hive' });
/** The conversation's messages (the box may still hold a sent text while its message arrives by the stream). */
const messages = (chat: Locator) => chat.getByRole('list', { name: 'Messages' });

test('a buyer and an operator chat live, each in their own browser', async ({ browser }) => {
  test.setTimeout(90_000);
  const tag = unique();
  const buyerContext = await browser.newContext();
  const buyer = await buyerPage(buyerContext, 'demo-usd');
  await buyer
    .getByRole('button', { name: /^Open the chat/ })
    .last()
    .click();
  const chat = panel(buyer);
  await expect(chat).toBeVisible();
  const box = chat.getByRole('textbox', { name: 'Write a message' });
  await box.fill(`Is the toner in stock? ${tag}`);
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(messages(chat).getByText(`Is the toner in stock? ${tag}`)).toBeVisible();
  await expect(box).toHaveValue('');

  const operator = await openConsole(browser);
  await operator.goto('/admin/chat');
  await expect(operator.getByRole('heading', { level: 1, name: 'Chat' })).toBeVisible();
  const row = operator.getByRole('row').filter({ hasText: `Is the toner in stock? ${tag}` });
  await expect(row).toBeVisible();
  await expect(row).toContainText('1 unread');
  await row.getByRole('link').first().click();
  await expect(operator.getByText(`Is the toner in stock? ${tag}`)).toBeVisible();
  await operator.getByLabel('Your reply').fill(`Yes, 400 units ready. ${tag}`);
  await operator.getByRole('button', { name: 'Send the reply' }).click();

  // The reply arrives in the buyer's open panel without a reload.
  await expect(messages(chat).getByText(`Yes, 400 units ready. ${tag}`)).toBeVisible();
  // The operator sends a price list as a PDF; the buyer sees the file in the thread.
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  await operator
    .getByLabel('Attach a picture or a PDF')
    .setInputFiles({ name: `price-list-${tag}.pdf`, mimeType: 'application/pdf', buffer: pdf });
  await expect(operator.getByText(`price-list-${tag}.pdf`)).toBeVisible();
  await expect(chat.getByRole('button', { name: new RegExp(`File: price-list-${tag}\\.pdf`) })).toBeVisible();
  // And the buyer's next message reaches the operator's open conversation live.
  await box.fill(`Great, I will order. ${tag}`);
  await box.press('Enter');
  await expect(operator.getByText(`Great, I will order. ${tag}`)).toBeVisible();

  // Assign and close, then reopen.
  await operator.getByLabel('Assigned to').selectOption({ label: 'Hive Staff' });
  await expect(operator.getByLabel('Assigned to')).toHaveValue(/\d+/);
  await operator.getByRole('button', { name: 'Close the conversation' }).click();
  await expect(operator.getByRole('button', { name: 'Reopen the conversation' })).toBeVisible();
  await operator.getByRole('button', { name: 'Reopen the conversation' }).click();
  await expect(operator.getByRole('button', { name: 'Close the conversation' })).toBeVisible();
  await expectNoSeriousA11yViolations(operator);
  if (SHOTS) {
    for (const width of [1280, 375]) {
      await operator.setViewportSize({ width, height: 900 });
      await operator.screenshot({ path: `${SHOTS}/console-conversation-${width}.png`, fullPage: true });
    }
    await operator.goto('/admin/chat');
    await expect(operator.getByRole('row').nth(1)).toBeVisible();
    for (const width of [1280, 375]) {
      await operator.setViewportSize({ width, height: 900 });
      await operator.screenshot({ path: `${SHOTS}/console-inbox-${width}.png`, fullPage: true });
    }
  }
  await operator.goto('/admin/chat');
  await expect(operator.getByRole('row').nth(1)).toBeVisible();
  await expectNoSeriousA11yViolations(operator);

  await expectNoSeriousA11yViolations(buyer);
  if (SHOTS) {
    for (const width of [1280, 375]) {
      await buyer.setViewportSize({ width, height: 800 });
      await buyer.screenshot({ path: `${SHOTS}/panel-buyer-${width}.png` });
    }
  }
  await buyerContext.close();
  await operator.context().close();
});

test('a conversation about a quotation shows its card, from /?quotation= and from the quotation page', async ({
  browser,
  request,
}) => {
  const quotation = await buyerQuotation(request, 'demo-krw');
  const context = await browser.newContext();
  const buyer = await buyerPage(context, 'demo-krw');
  await buyer.goto(`/?quotation=${quotation.id}`);
  const chat = panel(buyer);
  await expect(chat).toBeVisible();
  await expect(chat.getByRole('link', { name: new RegExp(quotation.number) })).toBeVisible();
  await chat.getByRole('textbox', { name: 'Write a message' }).fill('Can you ship by sea?');
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(messages(chat).getByText('Can you ship by sea?')).toBeVisible();
  await chat.getByRole('button', { name: 'Close the chat' }).click();
  await expect(chat).toBeHidden();

  await buyer.goto(`/my-page/quotations/${quotation.id}`);
  await buyer.getByRole('link', { name: 'Chat about this quotation' }).click();
  await expect(chat).toBeVisible();
  await expect(messages(chat).getByText('Can you ship by sea?')).toBeVisible();
  await expect(chat.getByRole('link', { name: new RegExp(quotation.number) })).toBeVisible();
  await expect(buyer).toHaveURL(new RegExp(`/my-page/quotations/${quotation.id}/?$`));
  await context.close();
});

test('a visitor leaves a name and an e-mail, then chats', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/');
  await page.getByRole('button', { name: 'Open the chat' }).last().click();
  const chat = panel(page);
  await expect(chat).toBeVisible();
  await chat.getByRole('button', { name: 'Start the chat' }).click();
  await expect(chat.getByText('This field is required.').first()).toBeVisible();
  await chat.getByLabel('Your name').fill('Ana Ruiz');
  await chat.getByLabel('E-mail').fill('ana@shop.example');
  await expectNoSeriousA11yViolations(page);
  if (SHOTS) {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: `${SHOTS}/panel-visitor-${width}.png` });
    }
  }
  await chat.getByRole('button', { name: 'Start the chat' }).click();
  const box = chat.getByRole('textbox', { name: 'Write a message' });
  await box.fill('<b>Do you ship to Madrid?</b>');
  await chat.getByRole('button', { name: 'Send' }).click();
  // Markup is shown as the text it is.
  await expect(messages(chat).getByText('<b>Do you ship to Madrid?</b>')).toBeVisible();
  // A picture, checked by the server from its bytes; a page pretending to be one is refused.
  const png = Buffer.from(
    '89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6300010000050001',
    'hex',
  );
  await chat
    .getByLabel('Attach a picture or a PDF')
    .setInputFiles({ name: 'label.png', mimeType: 'image/png', buffer: png });
  await expect(chat.getByRole('button', { name: /File: label\.png/ })).toBeVisible();
  await chat
    .getByLabel('Attach a picture or a PDF')
    .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('<html><script>alert(1)</script>') });
  await expect(chat.getByText('An attachment is a picture or a PDF of at most 10 MB.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // The visitor is remembered by the cookie: a reload keeps the conversation.
  await page.reload();
  await page.getByRole('button', { name: 'Open the chat' }).last().click();
  await expect(messages(panel(page)).getByText('<b>Do you ship to Madrid?</b>')).toBeVisible();
});

test("a visitor past the day's files is told so in their language", async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/');
  await page.locator('footer').getByLabel('Language').selectOption('vi');
  await page.getByRole('button', { name: viChat.open }).last().click();
  const chat = page.getByRole('dialog', { name: viChat.title });
  await chat.getByLabel(viChat.visitor.name).fill('Lan');
  await chat.getByLabel(viChat.visitor.email).fill(`lan-${unique()}@shop.example`);
  await chat.getByRole('button', { name: viChat.visitor.start }).click();
  const attach = chat.getByLabel(viChat.attach);
  const png = (n: number) => ({
    name: `label-${n}.png`,
    mimeType: 'image/png',
    buffer: Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(64, n)]),
  });
  // Ten files a day by default; the eleventh is refused, in Vietnamese.
  for (let n = 1; n <= 10; n++) {
    await attach.setInputFiles(png(n));
    await expect(chat.getByRole('button', { name: new RegExp(`label-${n}\\.png`) })).toBeVisible();
  }
  await attach.setInputFiles(png(11));
  await expect(chat.getByText(viChat.fileQuotaDay)).toBeVisible();
  await expect(chat.getByRole('button', { name: /label-11\.png/ })).toHaveCount(0);
});
