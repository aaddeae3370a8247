import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium';
const base = 'http://arrsplace.localhost:3340';
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
const page = await context.newPage();
const errors: string[] = [];
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(`${page.url()} ${m.type()}: ${m.text()}`); });
page.on('pageerror', (e) => errors.push(`${page.url()} pageerror: ${e.message}`));
const shot = async (name: string) => { await page.waitForTimeout(800); await page.screenshot({ path: `/tmp/qa/${name}.png`, fullPage: true }); };
async function signIn(email: string) {
  await page.goto(`${base}/arrsplace/auth`);
  await page.getByLabel('Email', { exact: false }).first().fill(email);
  await page.getByLabel('Password', { exact: false }).first().fill('Demo-Lantern-Quartz-42!');
  await page.getByRole('button', { name: /sign in/i }).first().click();
  await page.waitForURL((u) => !u.pathname.includes("auth"), { timeout: 15000 }).catch(() => {});
}
await signIn('sarah.collins@demo.example.com');
console.log('employer at', page.url());
await shot('employer-home');
for (const path of process.argv.slice(2)) { await page.goto(base + path); await shot(path.replaceAll('/', '_')); console.log('shot', path, page.url()); }
console.log(errors.join('\n'));
await browser.close();
