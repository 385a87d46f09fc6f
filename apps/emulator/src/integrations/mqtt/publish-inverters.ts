import type { DtuInverter } from '../../live/dtu-inverter.ts';
import { buildDevInfo } from '../../live/inverter-info.ts';
import { buildTotal } from '../../live/livedata-builders.ts';
import type { LiveSimulation } from '../../live/simulation.ts';
import { inverterFields, mqttChannel } from '../inverter-fields.ts';
import type { MqttTopicExtras } from './mqtt-topics.ts';
import type { Outlet } from './outlet.ts';
import { flag, payloadFormat } from './payload-format.ts';

/**
 * Per-inverter topics and the totals (docs/firmware/onbattery-2024.05.03/mqtt.md §2.2, §2.4). Channel data goes out only when the
 * inverter's statistics changed since the last publish, so the publisher remembers that stamp.
 */
export class InverterPublisher {
  private readonly publishedStats = new WeakMap<DtuInverter, number>();

  publish(out: Outlet, sim: LiveSimulation, nowMs: number, extras: MqttTopicExtras): void {
    for (const view of sim.views()) {
      const { inv, slot, pollEnabled } = view;
      const s = inv.serialHex;
      out.state(`${s}/name`, slot.name);
      if (extras.inverterRadio) {
        const r = inv.radio;
        out.state(`${s}/radio/tx_request`, String(r.txRequest));
        out.state(`${s}/radio/tx_re_request`, String(r.txReRequest));
        out.state(`${s}/radio/rx_success`, String(r.rxSuccess));
        out.state(`${s}/radio/rx_fail_nothing`, String(r.rxFailNothing));
        out.state(`${s}/radio/rx_fail_partial`, String(r.rxFailPartial));
        out.state(`${s}/radio/rx_fail_corrupt`, String(r.rxFailCorrupt));
        out.state(`${s}/radio/rssi`, String(r.rssiDbm));
      }
      if (inv.devInfoValid) {
        const info = buildDevInfo(inv);
        out.state(`${s}/device/bootloaderversion`, String(info.fw_bootloader_version));
        out.state(`${s}/device/fwbuildversion`, String(info.fw_build_version));
        out.state(`${s}/device/fwbuilddatetime`, info.fw_build_datetime);
        out.state(`${s}/device/hwpartnumber`, String(info.hw_part_number));
        out.state(`${s}/device/hwversion`, info.hw_version);
      }
      if (inv.lastLimitReadMs !== undefined) {
        out.state(`${s}/status/limit_relative`, payloadFormat(inv.limitRelative));
        if (inv.maxPowerW > 0) {
          out.state(`${s}/status/limit_absolute`, payloadFormat((inv.limitRelative * inv.maxPowerW) / 100));
        }
      }
      out.state(`${s}/status/reachable`, flag(pollEnabled && inv.failures <= slot.reachable_threshold));
      out.state(`${s}/status/producing`, flag(pollEnabled && inv.readings.ac.powerW > 0));
      const lastUpdate =
        inv.lastDataMs === undefined
          ? 0
          : Math.floor(nowMs / 1000) - Math.max(0, Math.floor((nowMs - inv.lastDataMs) / 1000));
      out.state(`${s}/status/last_update`, String(lastUpdate));

      if (inv.lastDataMs === undefined || this.publishedStats.get(inv) === inv.statsChangedMs) continue;
      this.publishedStats.set(inv, inv.statsChangedMs);
      for (const channel of inverterFields(inv, slot)) {
        const chan = mqttChannel(channel);
        if (channel.type === 'DC') out.state(`${s}/${chan}/name`, slot.channel[channel.index]?.name ?? '');
        for (const f of channel.fields)
          out.state(`${s}/${chan}/${f.topic}`, payloadFormat(f.value, f.decimals));
      }
    }
  }

  /** `ac/*` and `dc/*`, published every cycle even without inverters. */
  publishTotals(out: Outlet, sim: LiveSimulation): void {
    const views = sim.views();
    const total = buildTotal(views);
    let valid = true;
    let polling = false;
    let dcPowerW = 0;
    let irradiatedW = 0;
    let maxPowerW = 0;
    for (const { inv, slot, pollEnabled } of views) {
      if (!pollEnabled) continue;
      polling = true;
      if (inv.failures > slot.reachable_threshold) valid = false;
      inv.readings.dc.forEach((dc, i) => {
        dcPowerW += dc.powerW;
        const max = slot.channel[i]?.max_power ?? 0;
        if (max > 0) {
          irradiatedW += dc.powerW;
          maxPowerW += max;
        }
      });
    }
    out.state('ac/power', payloadFormat(total.Power.v, total.Power.d));
    out.state('ac/yieldtotal', payloadFormat(total.YieldTotal.v, total.YieldTotal.d));
    out.state('ac/yieldday', payloadFormat(total.YieldDay.v, 0));
    out.state('ac/is_valid', flag(valid));
    out.state('dc/power', payloadFormat(dcPowerW, polling ? 1 : 0));
    out.state('dc/irradiation', payloadFormat(maxPowerW > 0 ? (irradiatedW / maxPowerW) * 100 : 0, 3));
    out.state('dc/is_valid', flag(valid));
  }
}
