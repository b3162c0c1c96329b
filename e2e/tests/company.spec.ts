import { approvedBuyer, openConsole, readMail, signIn, uniqueLoginId } from './accounts-helpers';
import { type APIRequestContext, type Browser, expect, type Page, test, waitingForApp } from './fixtures';
import { expectNoSeriousA11yViolations, xsrfHeader } from './helpers';

const PASSWORD = 'Copper-Lantern-7319';

/** The owner's company gets its first address through the API, as the address book would add it. */
async function addAddress(request: APIRequestContext, owner: { loginId: string; password: string }) {
  const headers = await xsrfHeader(request);
  const signedIn = await request.post('/auth/client/sign-in', {
    data: { loginId: owner.loginId, password: owner.password },
    headers,
  });
  const token = (await signedIn.json()).payload.login.token as string;
  const countries = (await (await request.get('/client/api/country')).json()).payload as { id: number; code: string }[];
  const vietnam = countries.find((country) => country.code === 'VN')!.id;
  const added = await request.post('/client/api/v1/buyer/addresses', {
    headers: { ...headers, 'x-auth-token': token },
    data: {
      consignee: 'Tran Thi Binh',
      phoneCountryId: vietnam,
      phoneNumber: '901234567',
      countryId: vietnam,
      line1: '12 Nguyen Hue',
      city: 'Ho Chi Minh City',
      postalCode: '700000',
      isDefault: true,
    },
  });
  expect(added.ok()).toBe(true);
}

/** The owner invites a person from the members page; the link of the e-mail, as the console's outbox shows it. */
async function invite(page: Page, operator: Page, person: { email: string; name: string; role: string }) {
  const form = page.getByRole('region', { name: 'Invite someone' });
  await form.getByLabel('E-mail address').fill(person.email);
  await form.getByLabel('Name').fill(person.name);
  await form.getByLabel('Role').selectOption({ label: person.role });
  await form.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${person.email}.`)).toBeVisible();
  await expect(page.getByRole('region', { name: /Open invitations/ })).toContainText(person.email);
  const mail = await readMail(operator, person.email, /invites you to/);
  const link = mail.match(/https?:\/\/\S+\/invitation\/\?id=\S+/)?.[0];
  if (!link) throw new Error(`No invitation link in: ${mail}`);
  return new URL(link);
}

/** The invited person opens the link in a browser of their own, chooses a login id and a password, and is signed in. */
async function accept(browser: Browser, link: URL, company: string, name: string) {
  // A context of its own, its page waiting for the app as the test's own pages do.
  const page = waitingForApp(await (await browser.newContext()).newPage());
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1, name: `Join ${company} on Hive` })).toBeVisible();
  const loginId = uniqueLoginId('m');
  await page.getByLabel('Login ID').fill(loginId);
  await expect(page.getByText('This login ID is available.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Accept and sign in' }).click();
  await expect(page.getByText(`Welcome to ${company}, ${name}!`)).toBeVisible();
  await expect(page).toHaveURL(/\/\?sign-in=true$/);
  return { page, loginId };
}

test("a company's people: the owner invites, a purchaser's order over the limit waits for the owner's approval, a viewer only looks", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const operator = await openConsole(browser);
  const owner = await approvedBuyer(page, operator, 'co');
  await addAddress(page.request, owner);
  await signIn(page, owner.loginId, owner.password);

  // The owner's members page: themselves, no invitation yet; the approval limit set to $100.
  await page.goto('/my-page/company/');
  await expect(page.getByRole('heading', { level: 1, name: 'Company and members' })).toBeVisible();
  const members = page.getByRole('region', { name: /^Members/ });
  await expect(members.getByRole('listitem')).toHaveCount(1);
  await expect(members).toContainText('(you)');
  await expect(page.getByText('No invitations are waiting for an answer.')).toBeVisible();
  const limit = page.getByLabel('Approval limit (USD)');
  await limit.fill('100.5.5');
  await page.getByRole('button', { name: 'Save the limit' }).click();
  await expect(page.getByText(/Enter an amount in dollars/)).toBeVisible();
  await limit.fill('100');
  await page.getByRole('button', { name: 'Save the limit' }).click();
  await expect(page.getByText('The approval limit is saved.')).toBeVisible();
  await expect(page.getByText('Now: $100.00.', { exact: false })).toBeVisible();

  const suffix = Date.now().toString(36);
  const purchaser = { email: `buyer-${suffix}@member.example`, name: 'Le Van Nam', role: 'Purchaser' };
  const viewer = { email: `viewer-${suffix}@member.example`, name: 'Pham Thu Ha', role: 'Viewer' };
  const purchaserLink = await invite(page, operator, purchaser);
  await expectNoSeriousA11yViolations(page);

  // The purchaser accepts; the link is used up.
  const nam = await accept(browser, purchaserLink, owner.company, purchaser.name);
  const again = await (await browser.newContext()).newPage();
  await again.goto(`${purchaserLink.pathname}${purchaserLink.search}`);
  await expect(again.getByRole('heading', { level: 1, name: 'This invitation can no longer be used' })).toBeVisible();
  await again.context().close();

  // The purchaser reads the limit and the people, and changes neither.
  const buyerPage = nam.page;
  await buyerPage.goto('/my-page/company/');
  await expect(buyerPage.getByText('Only the owner and the admins can invite people', { exact: false })).toBeVisible();
  await expect(buyerPage.getByText('$100.00')).toBeVisible();
  await expect(buyerPage.getByRole('region', { name: 'Invite someone' })).toHaveCount(0);
  await expect(buyerPage.getByRole('button', { name: /^Remove/ })).toHaveCount(0);

  // The purchaser orders from the fulfilment centre's stock, over the limit: the order waits for approval.
  const buyer = buyerPage;
  await buyer.goto('/order-now');
  const stock = buyer.locator('details.in-stock');
  // The last of the centre's products: the order journeys count the first one's stock.
  const item = stock.locator('.in-stock__item').last();
  const name = await item.locator('.order-line__name').innerText();
  await item.getByRole('button', { name: `Add ${name} to the order` }).click();
  const lines = buyer.getByRole('region', { name: '1 product' });
  const sub = await lines.locator('.rec-sub').innerText();
  const moq = Number(sub.match(/MOQ (\d+)/)?.[1]);
  const unitPrice = Number(sub.match(/\$([\d.,]+) per unit/)?.[1]?.replace(/,/g, ''));
  const quantity = lines.getByRole('spinbutton', { name: `Quantity of ${name} in MOQ packs` });
  await quantity.fill(String(Math.ceil(500 / (unitPrice * moq)) + 1));
  await quantity.blur();
  await expect(buyer.getByText(/^Minimum order of \$500\.00 reached\.$/)).toBeVisible();
  await buyer.getByLabel('Named place').fill('Cat Lai port');
  await buyer.getByRole('button', { name: 'Place order' }).click();
  await expect(
    buyer.getByText(/over your company's approval limit: an owner or an admin approves it first/),
  ).toBeVisible();
  await expect(buyer).toHaveURL(/\/order\/\d+\/$/);
  const orderPath = new URL(buyer.url()).pathname;
  const heading = buyer.getByRole('heading', { level: 1, name: /^Order O-\d{4}-\d{6}$/ });
  const number = (await heading.innerText()).replace('Order ', '');
  await expect(buyer.locator('.rec-head__meta')).toContainText('Waiting for approval');
  await expect(buyer.getByText(/waits for an owner or an admin to approve it/)).toBeVisible();
  await expect(buyer.getByRole('region', { name: 'History' })).toContainText(
    'Order placed, waiting for approval · you',
  );
  await expect(buyer.getByRole('button', { name: 'Approve order' })).toHaveCount(0);

  // The owner finds it on their home and in the company's orders, and approves it.
  await page.goto('/');
  const waiting = page.getByRole('region', { name: /Waiting for your approval/ });
  await expect(waiting.getByRole('link', { name: number })).toBeVisible();
  await page.goto('/order/');
  await expect(page.getByText('1 order waits for your approval.')).toBeVisible();
  await page.getByRole('link', { name: 'Show them' }).click();
  await page.getByRole('link', { name: number }).click();
  await expect(page).toHaveURL(new RegExp(`${orderPath}$`));
  await expect(page.getByRole('region', { name: 'History' })).toContainText(
    `Order placed, waiting for approval · ${purchaser.name}`,
  );
  await page.getByRole('button', { name: 'Approve order' }).click();
  await expect(page.getByText(`Order ${number} approved: it goes to our team now.`)).toBeVisible();
  await expect(page.locator('.rec-head__meta')).toContainText('Placed');
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Order approved · you');

  // The purchaser sees it go ahead, approved by the owner.
  await buyer.reload();
  await expect(buyer.locator('.rec-head__meta')).toContainText('Placed');
  await expect(buyer.getByRole('region', { name: 'History' })).toContainText(`Order approved · ${owner.name}`);

  // A viewer sees the company's orders and prices, and is offered no cart.
  await page.goto('/my-page/company/');
  const viewerLink = await invite(page, operator, viewer);
  const ha = await accept(browser, viewerLink, owner.company, viewer.name);
  await ha.page.goto('/order/');
  await expect(ha.page.getByRole('link', { name: number })).toBeVisible();
  await ha.page.goto('/product/5/');
  await expect(ha.page.locator('.price-tag--detailed').getByText('Your price')).toBeVisible();
  await expect(ha.page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
  await expect(ha.page.getByText(/Your role in your company is view-only/)).toBeVisible();
  await expect(ha.page.getByRole('link', { name: /^Cart/ })).toHaveCount(0);

  // The console lists the company's people with their roles.
  await operator.goto('/admin/buyers');
  await operator.getByLabel('Search buyers').fill(owner.company);
  await operator.getByRole('button', { name: 'Search', exact: true }).click();
  await operator.getByRole('link', { name: owner.company }).click();
  const people = operator.getByRole('region', { name: /^Members/ });
  await expect(people.getByRole('listitem')).toHaveCount(3);
  await expect(people).toContainText(`${purchaser.name}`);
  await expect(people).toContainText('Viewer');
});
