import { type DayRecord, dayBars, type SampleRecord } from '@dtu/recording';
import { describe, expect, it } from 'vitest';
import { CSV_EXCEL_DE, csvCell, dailyCsv, samplesCsv } from './csv.ts';

const T = Date.UTC(2024, 4, 3, 10, 0); // 12:00 CEST
const N = Number.NaN;

const records: SampleRecord[] = [
  {
    t: T,
    o: 120,
    c: 1,
    s: {
      'i:1161': Float64Array.from([400.5, 410, 230.1, 50, N, 1000, 10_500, 100, 1, 1]),
      site: Float32Array.from([-150, 80, N, N, N, N]),
    },
  },
  // Two minutes missing: an estimated stretch from the YieldTotal difference (20 Wh over the
  // 3 min between the two counter readings: 400 W).
  {
    t: T + 3 * 60_000,
    o: 120,
    c: 1,
    s: { 'i:1161': Float64Array.from([N, N, N, N, N, N, 10_520, N, N, N]) },
  },
];

const names = { '1161': 'Roof, east' };

describe('CSV export', () => {
  it('writes the tidy 1-minute format byte for byte, gaps as estimated rows', () => {
    expect(samplesCsv(records, names, 60_000)).toBe(
      [
        'timestamp,inverter_serial,inverter_name,channel,field,value,unit,quality',
        '2024-05-03T12:00:00+02:00,1161,"Roof, east",AC,power,400.5,W,measured',
        '2024-05-03T12:00:00+02:00,1161,"Roof, east",AC,power_max,410,W,measured',
        '2024-05-03T12:00:00+02:00,1161,"Roof, east",AC,voltage,230.1,V,measured',
        '2024-05-03T12:00:00+02:00,1161,"Roof, east",AC,frequency,50,Hz,measured',
        '2024-05-03T12:00:00+02:00,1161,"Roof, east",INV,yield_day,1000,Wh,measured',
        '2024-05-03T12:00:00+02:00,1161,"Roof, east",INV,yield_total,10500,Wh,measured',
        '2024-05-03T12:00:00+02:00,1161,"Roof, east",INV,limit,100,%,measured',
        '2024-05-03T12:00:00+02:00,1161,"Roof, east",INV,reachable,1,,measured',
        '2024-05-03T12:00:00+02:00,1161,"Roof, east",INV,producing,1,,measured',
        '2024-05-03T12:00:00+02:00,,,site,meter_power,-150,W,measured',
        '2024-05-03T12:00:00+02:00,,,site,soc,80,%,measured',
        '2024-05-03T12:01:00+02:00,1161,"Roof, east",AC,power,400,W,estimated',
        '2024-05-03T12:02:00+02:00,1161,"Roof, east",AC,power,400,W,estimated',
        '2024-05-03T12:03:00+02:00,1161,"Roof, east",INV,yield_total,10520,Wh,measured',
        '',
      ].join('\r\n'),
    );
  });

  it('writes the "Excel (de)" variant with a BOM, semicolons and decimal commas', () => {
    const text = samplesCsv(records.slice(0, 1), names, 60_000, CSV_EXCEL_DE);
    expect(text.startsWith('\uFEFFtimestamp;inverter_serial;')).toBe(true);
    expect(text).toContain('\r\n2024-05-03T12:00:00+02:00;1161;Roof, east;AC;power;400,5;W;measured\r\n');
  });

  it('writes the daily summary with its yield source, peak and coverage', () => {
    const day: DayRecord = {
      d: '2024-05-03',
      o: 120,
      cov: 720,
      inv: {
        '1161': {
          n: 'Roof',
          fT: T,
          lT: T,
          fYt: 10_500,
          lYt: 10_500,
          pre: 1000,
          yd: 2500.5,
          off: 0,
          raw: 2500.5,
          pk: 610,
          pkT: T,
          lP: true,
          ch: [
            {
              fT: T,
              lT: T,
              fYt: 5000,
              lYt: 5000,
              pre: 500,
              yd: 1250,
              off: 0,
              raw: 1250,
              pk: 300,
              pkT: T,
              lP: true,
            },
          ],
        },
      },
    };
    expect(dailyCsv(dayBars([day]), [day])).toBe(
      'date,inverter_serial,inverter_name,yield_wh,yield_source,peak_w,peak_time,coverage_pct,input0_yield_wh\r\n' +
        '2024-05-03,1161,Roof,2500.5,yield_day,610,2024-05-03T12:00:00+02:00,50,1250\r\n',
    );
  });

  it('names a counter only for a figure taken from it: a recorded part says so', () => {
    const midnight = Date.UTC(2024, 4, 2, 22, 0); // 2024-05-03 00:00 CEST
    const at = (minute: number) => midnight + minute * 60_000;
    const counter = (first: number, last: number, fYt: number, lYt: number, yd: number) => ({
      fT: at(first),
      lT: at(last),
      fYt,
      lYt,
      pre: yd - (lYt - fYt),
      yd,
      off: 0,
      raw: yd,
      pk: 800,
      pkT: at(720),
      lP: true,
    });
    const day: DayRecord = {
      d: '2024-05-03',
      o: 120,
      cov: 1140,
      inv: {
        // Seen from 05:00 to 23:59, asleep at both ends: its YieldDay is the day's.
        '1161': { ...counter(300, 1439, 10_000, 12_500, 2500), lP: false, n: 'Roof', ch: [] },
        // Fed by the battery, producing at 05:00 already (its YieldDay never resets) and the
        // midnight before not recorded: only the recorded part is known.
        '1164': { ...counter(300, 1439, 50_000, 51_476, 40_000), fP: true, n: 'Battery', ch: [] },
      },
    };
    const rows = dailyCsv(dayBars([day]), [day]).split('\r\n');
    expect(rows.slice(1, 3).map((row) => row.split(',').slice(1, 5))).toEqual([
      ['1161', 'Roof', '2500', 'yield_day'],
      ['1164', 'Battery', '1476', 'recorded_part'],
    ]);
  });

  it("names a remote device's inverter by host and serial, a port included", () => {
    const remote: SampleRecord = {
      t: T,
      o: 120,
      c: 1,
      s: { 'c:dtu2:81/1161:1': Float32Array.from([50, N, N, N, N]) },
    };
    expect(samplesCsv([remote], { 'dtu2:81/1161': 'Shed' }, 60_000).split('\r\n')[1]).toBe(
      '2024-05-03T12:00:00+02:00,dtu2:81/1161,Shed,DC1,power,50,W,measured',
    );
  });

  it('neutralises names a spreadsheet would run as formulas; negative numbers stay numbers', () => {
    const hostile = { '1161': '=HYPERLINK("http://evil.example","x")' };
    const rows = samplesCsv(records.slice(0, 1), hostile, 60_000).split('\r\n');
    expect(rows[1]).toBe(
      '2024-05-03T12:00:00+02:00,1161,"\'=HYPERLINK(""http://evil.example"",""x"")",AC,power,400.5,W,measured',
    );
    expect(rows).toContain('2024-05-03T12:00:00+02:00,,,site,meter_power,-150,W,measured');
    const excel = samplesCsv(
      [{ ...records[0]!, s: { site: Float32Array.from([-1.5, N, N, N, N, N]) } }],
      {},
      60_000,
      CSV_EXCEL_DE,
    );
    expect(excel).toContain(';site;meter_power;-1,5;W;');
    for (const [cell, written] of [
      ['+1+2', '"\'+1+2"'],
      ['-2+3', '"\'-2+3"'],
      ['@SUM(A1)', '"\'@SUM(A1)"'],
      ['\tTab', '"\'\tTab"'],
      ['\r=1', '"\'\r=1"'],
      ['-', '"\'-"'],
      ['-12.5', '-12.5'],
      ['-1e+21', '-1e+21'],
      ['Roof', 'Roof'],
    ])
      expect(csvCell(cell as string, ','), cell).toBe(written);
    // A day summary's name from an imported backup goes through the same cell rule.
    const day = {
      d: '2024-05-03',
      o: 120,
      cov: 1,
      inv: {
        '1161': {
          fT: T,
          lT: T,
          fYt: 1,
          lYt: 1,
          pre: 0,
          yd: 1,
          off: 0,
          raw: 1,
          pk: 1,
          pkT: T,
          lP: true,
          n: '@cmd',
          ch: [],
        },
      },
    };
    expect(dailyCsv(dayBars([day]), [day]).split('\r\n')[1]).toMatch(/^2024-05-03,1161,"'@cmd",/);
  });
});
