import { chromium } from '@playwright/test';
const [url, out, width, theme, login] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 }, colorScheme: theme });
await page.addInitScript((l) => { localStorage.setItem('theme', l.theme); localStorage.setItem('locale','en'); if (l.login) localStorage.setItem('user', JSON.stringify({ authdata: btoa('admin:openDTU42') })); }, { theme, login: login === '1' });
await page.goto(url);
await page.waitForTimeout(url.endsWith('/') ? 12000 : 3000);
await page.screenshot({ path: out, fullPage: true });
await browser.close();
