import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium';

/**
 * Loads the landing page in Chromium against the running production build and sums the JavaScript
 * and CSS it actually fetched before the page was idle, each file gzipped as a server would send it.
 */
export async function measureLandingBundle(options: { baseUrl: string; webRoot: string }) {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const page = await browser.newPage();
  const assets = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/\.(js|css)$/.test(url.pathname)) assets.add(url.pathname);
  });
  await page.goto(`${options.baseUrl}/`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  await browser.close();

  let js = 0;
  let css = 0;
  for (const asset of assets) {
    const size = gzipSync(readFileSync(join(options.webRoot, asset)), { level: 9 }).length;
    if (asset.endsWith('.js')) js += size;
    else css += size;
  }
  return { files: assets.size, jsGzipKb: js / 1024, cssGzipKb: css / 1024 };
}
