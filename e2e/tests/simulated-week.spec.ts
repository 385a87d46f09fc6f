import { readFile } from 'node:fs/promises';
import { type BrowserContext, expect, type Page } from '@playwright/test';
import { testWithDevice } from '../support/fixtures.ts';
import { type LockstepClock, postJson, startLockstepClock } from '../support/lockstep-clock.ts';

/**
 * A week of use on the demo device: the app records in a tab that stays open except twice (a
 * night and morning, a midday), one module of "House roof" loses a third of its cells from day 3.
 * The device's own counters are the reference. The test owns the device clock (time scale 1) and
 * the recording page's clock: the page steps the device a device minute at a time and its own clock
 * with it, so it gets a `/livedata` message in the middle of every device minute, stamped with its
 * device time, however busy the machine (see `lockstep-clock.ts`).
 */
const STEP_MS = 60_000;
/** Steps land in the middle of device minutes: one `/livedata` message in each. */
const MID_MINUTE_MS = 30_000;
/** The demo device's zone, Europe/Berlin, in summer. */
const OFFSET_MIN = 120;
const local = (text: string) => Date.parse(`2026-06-${text}+02:00`);
const ARGS = ['--now', '2026-06-20T00:00:00+02:00', '--seed', '7', '--test-control'];

const GARAGE = '114184512347'; // HM-800, fed by the battery through the limiter: never sleeps
const HOUSE = '116493210872';
const BARN = '138292301574';
const SERIALS = [GARAGE, HOUSE, BARN];
const NAMES: Record<string, string> = { [GARAGE]: 'Garage', [HOUSE]: 'House roof', [BARN]: 'Barn' };
/** The faulty input: "West 2" of House roof (0-based 3). */
const FAULT = { kind: 'substring', serial: HOUSE, input: 3 };

const DAYS = ['21', '22', '23', '24', '25', '26', '27'].map((d) => `2026-06-${d}`);
/** The browser is closed from/to (device local time); each stretch lies inside one day. */
const CLOSED = [
  { day: '2026-06-22', from: '22T01:00:00', to: '22T10:30:00' },
  { day: '2026-06-24', from: '24T11:00:00', to: '24T15:00:00' },
];

/** Open minutes a day may miss (a busy page): far below the 20 minutes that make a gap. */
const MISSED_MAX = 10;
/**
 * How much earlier than the close a gap may start: the minutes recorded in the tab's last second
 * (device minutes at this pace) may not be written before it closes.
 */
const GAP_EARLY_MAX = 5;

const test = testWithDevice(ARGS, { startTimeoutMs: 90_000 });
// A trace of some 20,000 steps costs time on every step and minutes to write at the end.
test.use({ trace: 'off' });

/**
 * The findings the overview lists (the finder runs over the recorded history as the page opens
 * and again as the recorder writes), once `settled` accepts them or 30 s have passed.
 */
async function findings(page: Page, settled: (found: string[]) => boolean = () => true): Promise<string[]> {
  const card = page.locator('.card', { hasText: 'Weak modules' });
  await expect(card.getByText(/No weak input\.|Input .* of “/).first()).toBeVisible({ timeout: 30_000 });
  let found: string[] = [];
  await expect
    .poll(
      async () => {
        found = await card.locator('ol > li > p').allTextContents();
        return settled(found);
      },
      { timeout: 30_000 },
    )
    .toBe(true)
    .catch(() => undefined);
  return found;
}

/**
 * Opens the app on the overview (the recorder starts in this tab, which leads), reads the
 * findings, then moves on inside the app to the alert rules, a page that draws little, so the
 * recorder keeps up with the fast clock.
 */
async function openTab(
  context: BrowserContext,
  clock: LockstepClock,
  settled?: (found: string[]) => boolean,
): Promise<{ page: Page; found: string[] }> {
  const page = await context.newPage();
  await clock.attach(page);
  await page.goto('/overview');
  const found = await findings(page, settled);
  await page.evaluate(() => {
    history.pushState(null, '', '/alerts');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('group', { name: 'Weak input' })).toBeVisible();
  return { page, found };
}

/** The minutes of the device day `day` the recorder has written (the day summary's count). */
function storedCoverage(page: Page, day: string): Promise<number> {
  return page.evaluate(async (key) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('dtu-history');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const record = await new Promise<{ d: string; cov: number } | undefined>((resolve) => {
      const all = db.transaction('day').objectStore('day').getAll();
      all.onsuccess = () => resolve((all.result as { d: string; cov: number }[]).find((d) => d.d === key));
      all.onerror = () => resolve(undefined);
    });
    db.close();
    return record?.cov ?? 0;
  }, day);
}

/**
 * Waits until the recorder has written the minutes up to the close (the device's 1-s beat keeps
 * the page's flushes going; at rate 1 they trail by a second): a user closes the tab later than
 * a second after the clock reached the close, which at this pace is many device minutes.
 */
async function written(page: Page, closed: (typeof CLOSED)[number]): Promise<void> {
  const minutes =
    (Date.parse(`2026-06-${closed.from}+02:00`) - Date.parse(`${closed.day}T00:00:00+02:00`)) / 60_000;
  await expect
    .poll(() => storedCoverage(page, closed.day), { timeout: 30_000 })
    .toBeGreaterThanOrEqual(minutes - 1);
}

const healthy = (found: string[]) => found.filter((text) => !text.startsWith('Input West 2 of “House roof”'));

interface StoredAlert {
  rule: string;
  key: string;
  start: number;
  end?: number;
  data: { name?: string; value?: number; text?: string };
}

/** Each inverter's energy per day as the daily summary of `/history` exports it. */
async function dailySummary(page: Page): Promise<Map<string, { wh: number; source: string }>> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Daily summary (CSV)' }).click(),
  ]);
  const text = await readFile((await download.path()) ?? '', 'utf8');
  const rows = new Map<string, { wh: number; source: string }>();
  for (const line of text.split('\r\n').slice(1)) {
    const [date, serial, , wh, source] = line.split(',');
    if (date && serial) rows.set(`${date} ${serial}`, { wh: Number(wh), source: source ?? '' });
  }
  return rows;
}

// Each day's records must match the device: the test steps the device and the page's clock
// together, so a busy machine only slows the week down (see `lockstep-clock.ts`).
test('a simulated week: energy per day, gaps, one weak module, alerts that start and end once', async ({
  browser,
  device,
}) => {
  test.setTimeout(10 * 60_000);
  const started = Date.now();
  const stamp = (what: string) => console.log(`${((Date.now() - started) / 1000).toFixed(0)} s: ${what}`);
  const clock = startLockstepClock(device, SERIALS, OFFSET_MIN, STEP_MS);
  const context = await browser.newContext({ baseURL: device.url });
  // The emulator hangs "Balcony" strings almost upright (75°): on overcast days (diffuse light)
  // that input makes about a third less per Wp than Barn's roof strings, which the finder's
  // overcast test cannot tell from a weak module. Its owner marks it "Different tilt" (the button
  // on that finding; the overcast test then skips it), as the app asks: done here before the week.
  await context.addInitScript((id) => {
    if (localStorage.getItem('dtu-web.known-findings') === null)
      localStorage.setItem('dtu-web.known-findings', JSON.stringify([id]));
  }, `${BARN}:5:tilt`);
  try {
    await clock.jumpTo(local('20T23:30:00') + MID_MINUTE_MS);

    // Week 1: from the evening before the first day to the night of day 2.
    let tab = await openTab(context, clock);
    expect(tab.found, 'findings on the first evening').toEqual([]);
    await clock.run(tab.page, local(CLOSED[0]!.from));
    stamp('the first close');
    await written(tab.page, CLOSED[0]!);
    await tab.page.close();
    await clock.jumpTo(local(CLOSED[0]!.to) + MID_MINUTE_MS);

    tab = await openTab(context, clock);
    expect(tab.found, 'findings after the night without a tab').toEqual([]);
    await clock.run(tab.page, local('23T05:00:00'));
    expect((await postJson(`${device.url}/api/test/fault`, FAULT)).ok).toBe(true);
    await clock.run(tab.page, local(CLOSED[1]!.from));
    stamp('the second close');
    await written(tab.page, CLOSED[1]!);
    await tab.page.close();
    await clock.jumpTo(local(CLOSED[1]!.to) + MID_MINUTE_MS);

    // Back on day 4, less than two days after the fault: the finder names the input at once.
    tab = await openTab(context, clock, (found) => found.length > 0);
    expect(healthy(tab.found), 'findings on healthy inverters on day 4').toEqual([]);
    expect(tab.found, 'the faulty input found on day 4 (within 2 days of the fault)').toEqual([
      expect.stringMatching(/^Input West 2 of “House roof” runs at \d+ ?% lower voltage/),
    ]);
    await clock.run(tab.page, local('28T00:10:00'));
    stamp('the end of the week');
    const alerts = await tab.page.evaluate(
      () => JSON.parse(localStorage.getItem('dtu-web.alerts') ?? '{}').local ?? [],
    );

    // The end: a second tab (the recorder's goes on) shows what was recorded.
    const end = await context.newPage();
    await clock.attach(end);
    await end.goto('/overview');
    const last = await findings(end, (found) => found.length > 0);
    expect(healthy(last), 'findings on healthy inverters at the end of the week').toEqual([]);
    expect(last, 'the faulty input still found at the end').toContainEqual(
      expect.stringMatching(/^Input West 2 of “House roof”/),
    );

    checkAlerts(alerts as StoredAlert[]);

    // The recorder's own accounting: the minutes it observed on each day the tab was open.
    const covered = await end.evaluate(async () => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('dtu-history');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const days = await new Promise<{ d: string; cov: number; inv: Record<string, { lP: boolean }> }[]>(
        (resolve) => {
          const all = db.transaction('day').objectStore('day').getAll();
          all.onsuccess = () => resolve(all.result);
        },
      );
      db.close();
      return Object.fromEntries(
        days.map((day) => [
          day.d,
          { cov: day.cov, lP: Object.fromEntries(Object.entries(day.inv).map(([s, inv]) => [s, inv.lP])) },
        ]),
      );
    });
    const coverage = DAYS.map((day) => {
      const closed = CLOSED.find((c) => c.day === day);
      const open = 1440 - (closed ? (local(closed.to) - local(closed.from)) / 60_000 : 0);
      return { day, open, recorded: covered[day]?.cov ?? 0 };
    });
    console.log(
      `recorder coverage:\n${coverage.map((c) => `${c.day}: ${c.recorded} of ${c.open} open minutes recorded`).join('\n')}`,
    );
    expect
      .soft(
        coverage.filter((c) => c.recorded < c.open - MISSED_MAX).map((c) => c.day),
        'days with open minutes not recorded',
      )
      .toEqual([]);
    // The solar inverters sleep at night: each day recorded to its end ends "not producing" (an
    // unreachable inverter keeps its last watts, which is no production), so no day of theirs is
    // incomplete; the battery-fed Garage runs on.
    const stillProducing = DAYS.flatMap((day) =>
      [HOUSE, BARN].filter((serial) => covered[day]?.lP[serial] !== false).map((s) => `${day} ${NAMES[s]}`),
    );
    expect.soft(stillProducing, 'solar inverters producing at the end of their day').toEqual([]);

    await end.goto('/history');
    const summary = await dailySummary(end);
    const problems: string[] = [];
    const errors: string[] = [];
    for (const [i, day] of DAYS.entries()) {
      const from = Date.parse(`${day}T00:00:00+02:00`);
      const to = Date.parse(`${DAYS[i + 1] ?? '2026-06-28'}T00:00:00+02:00`);
      const line: string[] = [];
      for (const serial of SERIALS) {
        const start = clock.at(serial, from);
        const stop = clock.at(serial, to);
        const device = stop.wh - start.wh;
        const row = summary.get(`${day} ${serial}`);
        const label = `${day} ${NAMES[serial]}`;
        const error = row ? ((row.wh - device) / device) * 100 : Number.NaN;
        line.push(`${NAMES[serial]} ${row?.wh ?? '–'}/${device.toFixed(0)} Wh (${error.toFixed(2)} %)`);
        if (start.why || stop.why) problems.push(`${label}: no device reference (${start.why ?? stop.why})`);
        else if (!row)
          problems.push(`${label}: no row in the daily summary (device ${device.toFixed(0)} Wh)`);
        else if (Math.abs(row.wh - device) > device * 0.005 + 1 || row.source !== 'yield_total')
          problems.push(
            `${label}: app ${row.wh} Wh (${row.source}), device ${device.toFixed(0)} Wh (${error.toFixed(2)} %)`,
          );
      }
      errors.push(`${day}: ${line.join(', ')}`);
    }
    console.log(`daily energy, app/device:\n${errors.join('\n')}`);
    expect.soft(problems, 'daily energy against the device counters').toEqual([]);

    // Gaps: marked on the two days the browser was closed, spanning the closed stretch, and on no
    // other day. Each open day is chosen after a closed one: its list going away shows its own day
    // drawn, not the one before still on screen.
    const days = end.getByRole('combobox', { name: 'Days' });
    const gaps = end.getByRole('list', { name: 'Gaps' });
    const minutes = (text: string) => Number(text.slice(3, 5)) * 60 + Number(text.slice(6, 8));
    const marked: string[] = [];
    for (const day of DAYS) {
      const closed = CLOSED.find((c) => c.day === day);
      if (!closed) {
        await days.selectOption(CLOSED.findLast((c) => c.day < day)?.day ?? CLOSED[0]!.day);
        await expect(gaps).toBeVisible();
        await days.selectOption(day);
        await expect(end.getByRole('slider', { name: /Time cursor/ })).toBeVisible();
        await expect.soft(gaps, `no gap marked on ${day}`).toHaveCount(0);
        continue;
      }
      await days.selectOption(day);
      await expect.soft(gaps, `a gap marked on ${day}`).toBeVisible();
      const text = (await gaps.count()) > 0 ? ((await gaps.textContent()) ?? '') : '';
      marked.push(`${day}: ${text}`);
      // The start: the last minutes a tab records before it closes may not reach the database.
      const spans = [...text.matchAll(/(\d\d:\d\d)\s*[–-]\s*(\d\d:\d\d)/g)].map((m) => [
        minutes(`00T${m[1]}`),
        minutes(`00T${m[2]}`),
      ]);
      const [from, to] = [minutes(closed.from), minutes(closed.to)];
      expect
        .soft(
          spans.filter(([a, b]) => a! >= from - GAP_EARLY_MAX && a! <= from + 1 && Math.abs(b! - to) <= 1),
          `one gap of ${day} spans the closed ${closed.from.slice(3, 8)}–${closed.to.slice(3, 8)}: ${text}`,
        )
        .toHaveLength(1);
    }
    console.log(`gaps marked:\n${marked.join('\n')}`);
    stamp('done');
  } finally {
    await context.close();
  }
});

/**
 * The week's alerts: the weak input started once and is still on, named as the owner named it;
 * no other weak input; every other condition started once and ended at most once (no flapping).
 */
function checkAlerts(alerts: StoredAlert[]): void {
  const at = (ms: number) => new Date(ms + OFFSET_MIN * 60_000).toISOString().slice(5, 16);
  const list = alerts.map(
    (a) =>
      `${a.key} ${a.data.name ?? ''} ${a.data.text ?? ''} ${at(a.start)}–${a.end === undefined ? 'active' : at(a.end)}`,
  );
  const weak = alerts.filter((a) => a.rule === 'weak');
  expect
    .soft(
      weak.map((a) => [a.key, a.data.text, a.end]),
      `weak-input alerts:\n${list.join('\n')}`,
    )
    .toEqual([[`weak:${HOUSE}:4`, 'West 2', undefined]]);
  const byKey = new Map<string, StoredAlert[]>();
  for (const alert of alerts) byKey.set(alert.key, [...(byKey.get(alert.key) ?? []), alert]);
  const flapping = [...byKey.entries()].filter(
    ([key, group]) => !key.startsWith('event:') && group.length > 1,
  );
  expect
    .soft(
      flapping.map(([key, group]) => `${key} ×${group.length}`),
      `alerts:\n${list.join('\n')}`,
    )
    .toEqual([]);
}
