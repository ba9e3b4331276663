import { chromium } from '@playwright/test';
const [, , url, out, width = '1280'] = process.argv;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
const res = await page.goto(url, { waitUntil: 'networkidle' });
console.log(res.status());
await page.screenshot({ path: out, fullPage: false });
await browser.close();
