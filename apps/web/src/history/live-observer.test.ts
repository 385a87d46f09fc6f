import { createDayBook, createLiveObserver, createMinuteSampler, INV, SITE } from '@dtu/recording';
import { describe, expect, it } from 'vitest';
import { EMPTY_LIVEDATA, type LivedataState } from '../live/merge-livedata.ts';
import { liveState } from '../test-support/history-fixtures.ts';

const BASE = Date.UTC(2024, 4, 3, 8, 0, 10);
const at = (seconds: number) => ({ utcMs: BASE + seconds * 1000, offsetMin: 120 });

function observer() {
  const sampler = createMinuteSampler();
  const book = createDayBook();
  return { sampler, book, live: createLiveObserver(sampler, book) };
}

describe('live observer', () => {
  it('samples each new inverter message once and folds its counters into the day', () => {
    const { sampler, book, live } = observer();
    const state = liveState('1161', { power: 100, yieldDayWh: 500, yieldTotalKwh: 10.5 });
    live.observe(state, {}, undefined, at(0));
    // The same state again (another stream's message): nothing new to sample.
    live.observe(state, {}, undefined, at(1));
    live.observe(
      liveState('1161', { power: 300, yieldDayWh: 502, yieldTotalKwh: 10.502 }),
      {},
      undefined,
      at(2),
    );
    live.observe(state, {}, undefined, at(60));
    const [record] = sampler.take(false).minutes;
    expect(record?.s['i:1161']?.[INV.power]).toBe(200);
    expect(record?.s['c:1161:0']?.length).toBe(5);
    const [day] = book.take();
    expect(day).toMatchObject({ d: '2024-05-03', cov: 2 });
    expect(day?.inv['1161']).toMatchObject({ n: 'Roof 61', fYt: 10_500, pk: 300 });
    expect(day?.inv['1161']?.ch[0]).toMatchObject({ fYt: 10_500 });
    expect(live.names).toEqual({ '1161': 'Roof 61' });
  });

  it('samples no inputs and starts no day counters without a valid YieldTotal', () => {
    const { sampler, book, live } = observer();
    live.observe(liveState('1161', { power: 100, yieldDayWh: 500, yieldTotalKwh: 0 }), {}, undefined, at(0));
    sampler.enter(at(60));
    const [record] = sampler.take(false).minutes;
    expect(Object.keys(record?.s ?? {})).toEqual(['i:1161']);
    expect(book.take()[0]?.inv).toEqual({});
  });

  it('counts an unreachable inverter, or one whose data is stale, as not producing', () => {
    // At night the firmware keeps an unreachable inverter's last values: "producing" at 5.9 W.
    const { sampler, book, live } = observer();
    const stale = { power: 5.9, yieldDayWh: 1500, yieldTotalKwh: 10.5, producing: true };
    live.observe(liveState('1161', { ...stale, reachable: false }), {}, undefined, at(0));
    expect(book.day(at(0)).inv['1161']).toMatchObject({ fP: false, lP: false });
    expect(sampler.take(false).minutes, 'no minute closed yet').toEqual([]);
    live.observe(liveState('1161', { ...stale, dataAgeS: 600 }), {}, undefined, at(60));
    expect(book.day(at(60)).inv['1161']?.lP).toBe(false);
    expect(
      sampler.take(false).minutes[0]?.s['i:1161']?.[INV.producing],
      'the sample of the first minute',
    ).toBe(0);
    live.observe(liveState('1161', { ...stale, dataAgeS: 5 }), {}, undefined, at(120));
    expect(book.day(at(120)).inv['1161']?.lP).toBe(true);
  });

  it('samples the site when the meter, battery, chargers or limiter change', () => {
    const { sampler, live } = observer();
    const meter = { enabled: true, Power: { v: 450, u: 'W', d: 0 } };
    const state = { ...EMPTY_LIVEDATA, power_meter: meter } as unknown as LivedataState;
    live.observe(state, {}, { state: 2, limitW: 800 }, at(0));
    sampler.enter(at(60));
    const site = sampler.take(false).minutes[0]?.s.site;
    expect(site?.[SITE.meterW]).toBe(450);
    expect(site?.[SITE.socPct]).toBeNaN();
    expect(site?.[SITE.limiterLimitW]).toBe(800);
  });
});
