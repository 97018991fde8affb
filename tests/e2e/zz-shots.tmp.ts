import { callApi, BASE_URL } from '../support/api.ts';
import { asRole, signIn } from '../support/auth.ts';
import { launchBrowser, openAs } from '../support/browser.ts';
import { saleAt } from '../support/orders.ts';

const browser = await launchBrowser();
const [expert, adminToken, seller] = await Promise.all([signIn('expert@patina.test', 'Patina-demo-1'), signIn('admin@patina.test', 'Patina-demo-1'), asRole('seller')]);
const [a, b] = await Promise.all([saleAt(seller, expert, 'paid'), saleAt(seller, expert, 'shipped')]);
const opened = await callApi<{ itemDisputeId: string }>('createDispute', { orderId: a.orderId, message: 'The dial is cracked across the six.\nAnd the key is missing.' }, a.buyer.headers);
const id = opened.data.itemDisputeId;
await callApi('replyDispute', { itemDisputeId: id, message: 'It left here whole; I have photographs of the packing.' }, seller.headers);
const admin = { token: adminToken, email: 'admin@patina.test' };
await callApi('replyDispute', { itemDisputeId: id, message: 'Thank you both. Please send photographs.' }, { authorization: `Bearer ${adminToken}` });
const shots: [string, any, string][] = [
  ['form', b.buyer, `/my-account/disputes?order=${b.orderId}`],
  ['list', a.buyer, '/my-account/disputes'],
  ['thread-buyer', a.buyer, `/my-account/disputes-details/${id}`],
  ['thread-seller-fr', seller, `/fr/my-account/disputes-details/${id}`],
  ['purchases', b.buyer, '/my-account/purchase-history'],
  ['order', b.buyer, `/pay-items/${b.orderId}`],
  ['submitted', a.buyer, `/Submited-disputes?dispute=${id}`],
  ['admin', admin, '/admin-details?section=disputes'],
];
for (const [name, who, path] of shots) {
  for (const width of [1280, 375]) {
    const { page } = await openAs(browser, path, who, { viewport: { width, height: 900 }, hydrated: true });
    await page.waitForLoadState('networkidle');
    if (name === 'admin') {
      await page.locator(`[data-dispute-id="${id}"] [data-testid="queue-open"]`).click();
      await page.getByTestId('dispute-status-form').waitFor();
    }
    await page.screenshot({ path: `/tmp/h2/shots/${name}-${width}.png`, fullPage: true });
    await page.context().close();
  }
}
await browser.close();
console.log('done', BASE_URL);
