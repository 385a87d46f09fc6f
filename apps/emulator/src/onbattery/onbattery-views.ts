import type { BatteryLiveData, HuaweiLiveData, VedirectLiveData } from '@dtu/contract';
import type { Device } from '../device/device.ts';
import { batteryWired, huaweiWired } from '../device/radio-state.ts';
import { providerPack } from './battery-specs.ts';
import { batteryView } from './battery-view.ts';
import { huaweiLiveData } from './huawei-view.ts';
import type { OnBatterySystem } from './onbattery-system.ts';
import { vedirectLiveData } from './vedirect-view.ts';

/** The wire bodies of the OnBattery endpoints, shared by the REST routes and the sockets. */
export interface OnBatteryViews {
  /** Brings the simulation up to the device time; returns that time. */
  refresh(): number;
  /** `since` undefined: every controller (full update); else only those with newer frames. */
  vedirect(full: boolean, since?: number): VedirectLiveData;
  huawei(): HuaweiLiveData;
  battery(): BatteryLiveData;
  /** Device time of the last BMS datum, undefined while none arrived. */
  batteryUpdatedMs(): number | undefined;
}

export function createOnBatteryViews(device: Device, system: () => OnBatterySystem): OnBatteryViews {
  return {
    refresh() {
      const now = device.now();
      system().advanceTo(now);
      return now;
    },
    vedirect(full, since) {
      const s = system();
      const cfg = device.config;
      const limiter = s.limiter;
      const dpl = {
        PLSTATE: cfg.powerlimiter.enabled ? limiter.state : -1,
        PLLIMIT: Math.round(limiter.lastLimitW),
      };
      const controllers = cfg.vedirect.enabled
        ? s.wiredMppts().filter((m) => since === undefined || (m.lastFrameMs ?? -Infinity) > since)
        : [];
      return vedirectLiveData(controllers, s.now, s.installation.pack.voltageV, full, dpl);
    },
    huawei() {
      const s = system();
      return huaweiLiveData(
        s.installation.charger,
        device.config.huawei.enabled && huaweiWired(device.activePins),
        s.now,
        device.uptimeSeconds(),
      );
    },
    battery() {
      const s = system();
      const cfg = device.config.battery;
      if (!cfg.enabled || s.bmsUpdatedMs === undefined || !batteryWired(device.activePins, cfg.provider))
        return {};
      return batteryView(cfg.provider, {
        pack: s.installation.pack,
        manufacturer: providerPack(cfg.provider).manufacturer,
        dataAgeS: Math.max(0, Math.floor((s.now - s.bmsUpdatedMs) / 1000)),
        nowMs: s.now,
        forcedIssues: s.forcedIssues,
      });
    },
    batteryUpdatedMs() {
      return device.config.battery.enabled ? system().bmsUpdatedMs : undefined;
    },
  };
}
