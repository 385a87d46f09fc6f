import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const mode of (process.argv[2] ?? 'plain').split(',')) {
  const page = await browser.newPage();
  await page.setContent('<div style="display:flex"><span id=a>0</span><span id=b>x</span></div>');
  const s = await page.context().newCDPSession(page);
  await s.send('Performance.enable');
  await page.evaluate((mode) => {
    const t = document.getElementById('a')!.firstChild as Text;
    let i = 0;
    const h = document.createElement('span'); h.style.display = 'none'; h.textContent = '0'; document.body.append(h);
    setInterval(() => {
      i++;
      if (mode === 'plain') t.nodeValue = String(i);
      else if (mode === 'raf') requestAnimationFrame(() => { t.nodeValue = String(i); });
      else if (mode === 'hidden') (h.firstChild as Text).nodeValue = String(i);
      else if (mode === 'same') t.nodeValue = '0';
      else if (mode === 'rafonly') requestAnimationFrame(() => {});
      else if (mode === 'plain10') { for (let k = 0; k < 10; k++) setTimeout(() => { t.nodeValue = String(i * 10 + k); }, k * 100); }
    }, 1000);
  }, mode);
  const g = async () => Object.fromEntries(((await s.send('Performance.getMetrics')) as any).metrics.map((m: any) => [m.name, m.value]));
  const m0 = await g();
  await page.waitForTimeout(20000);
  const m1 = await g();
  console.log(mode, 'script ms/min', ((m1.ScriptDuration - m0.ScriptDuration) * 3000).toFixed(1), 'task ms/min', ((m1.TaskDuration - m0.TaskDuration) * 3000).toFixed(1));
  await page.close();
}
await browser.close();
