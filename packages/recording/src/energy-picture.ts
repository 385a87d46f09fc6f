import { INPUT, INV, type SampleRecord, SITE } from './records.ts';

/** One day's energy flows (Wh) over the minutes that were recorded; the rest is unknown. */
export interface EnergyPicture {
  /** Solar inverters' output plus the charge controllers' output. */
  solar: number;
  gridImport: number;
  gridExport: number;
  /** Into the battery: charge controllers and AC charger beyond what the battery inverter draws. */
  batteryCharge: number;
  /** Out of the battery: what the battery inverter draws beyond what flows in. */
  batteryDischarge: number;
  /** Solar inverters + battery inverter + grid import − export − AC charger. */
  home: number;
  /** Share of the home's use not taken from the grid (0…1), undefined without use. */
  selfSufficiency?: number;
  /** Minutes with every reading the picture needs, and the minutes of the day. */
  minutes: number;
  dayMinutes: number;
}

const finite = (value: number | undefined) => (Number.isFinite(value) ? (value as number) : undefined);

/**
 * The energy picture of one day from its recorded minutes (or quarters: each record weighs its
 * observed minutes `c`). A record counts only when it carries the meter and every inverter's
 * power: a minute without them is unknown, never filled in. `batterySerial`: the inverter the
 * battery feeds (the power limiter's, when it is not solar-powered); its DC input is the
 * battery's discharge into it. Undefined when the day has no record with a meter reading.
 */
export function energyPicture(
  records: readonly SampleRecord[],
  serials: readonly string[],
  batterySerial: string | undefined,
  dayMinutes = 1440,
): EnergyPicture | undefined {
  const sum = { solar: 0, gridImport: 0, gridExport: 0, batteryCharge: 0, batteryDischarge: 0, home: 0 };
  let minutes = 0;
  for (const record of records) {
    const site = record.s.site;
    const meter = finite(site?.[SITE.meterW]);
    const powers = serials.map((serial) => finite(record.s[`i:${serial}`]?.[INV.power]));
    if (meter === undefined || powers.some((p) => p === undefined)) continue;
    const hours = record.c / 60;
    const controllers = finite(site?.[SITE.chargeControllerW]) ?? 0;
    const charger = finite(site?.[SITE.chargerW]) ?? 0;
    let solarAc = 0;
    let batteryAc = 0;
    let batteryDc = 0;
    serials.forEach((serial, i) => {
      if (serial !== batterySerial) solarAc += powers[i]!;
      else {
        batteryAc += powers[i]!;
        for (let input = 0; record.s[`c:${serial}:${input}`]; input++)
          batteryDc += finite(record.s[`c:${serial}:${input}`]?.[INPUT.power]) ?? 0;
      }
    });
    // Without the battery inverter's DC power its AC output stands in for the draw.
    const drawn = batteryDc || batteryAc;
    const intoBattery = controllers + charger - drawn;
    sum.solar += (solarAc + controllers) * hours;
    sum.gridImport += Math.max(0, meter) * hours;
    sum.gridExport += Math.max(0, -meter) * hours;
    sum.batteryCharge += Math.max(0, intoBattery) * hours;
    sum.batteryDischarge += Math.max(0, -intoBattery) * hours;
    sum.home += Math.max(0, solarAc + batteryAc + meter - charger) * hours;
    minutes += record.c;
  }
  if (minutes === 0) return undefined;
  return {
    ...sum,
    selfSufficiency: sum.home > 0 ? Math.max(0, 1 - sum.gridImport / sum.home) : undefined,
    minutes,
    dayMinutes,
  };
}
