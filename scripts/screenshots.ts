// Takes full-page screenshots of pages in both languages and both widths, for looking at what was
// built: `npx tsx scripts/screenshots.ts http://localhost:3000 / /contact` → .tmp/screens/*.png
// LOGIN_EMAIL and LOGIN_PASSWORD sign in first; PREFIX names the files.
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2);
const widths = (process.env.WIDTHS ?? '1280,390').split(',').map(Number);
const languages = (process.env.LANGS ?? 'fr,en').split(',');
const out = process.env.OUT ?? '.tmp/screens';
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
for (const width of widths) {
  for (const language of languages) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 1 });
    await context.addInitScript((lang) => localStorage.setItem('language', lang), language);
    const page = await context.newPage();
    if (process.env.LOGIN_EMAIL) {
      const response = await page.request.post(`${base}/api/login`, {
        data: { email: process.env.LOGIN_EMAIL, password: process.env.LOGIN_PASSWORD },
      });
      if (!response.ok()) throw new Error(`sign-in failed: ${response.status()}`);
    }
    for (const path of paths.length ? paths : ['/']) {
      await page.goto(base + path, { waitUntil: 'networkidle' });
      await page.waitForTimeout(300);
      const name = `${process.env.PREFIX ?? ''}${path.replace(/[^a-z0-9]+/gi, '_') || 'root'}-${language}-${width}.png`;
      await page.screenshot({ path: `${out}/${name}`, fullPage: true });
      console.log(`${out}/${name}`);
    }
    await context.close();
  }
}
await browser.close();
