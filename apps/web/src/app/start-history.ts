import { startAlerts } from '../alerts/monitor.ts';
import type { LimiterSample } from '../history/recorder.ts';
import { startRecorder } from '../history/recorder.ts';
import { persistStorage } from '../history/storage.ts';
import { solarChargerStream } from '../live/solar-charger-stream.ts';
import { BUILT } from '../net/flash-firmware.ts';
import { createStore } from '../store/store.ts';

/**
 * Starts the history recorder and the alert rules, both fed with the limiter state while the
 * charge-controller stream is open.
 */
export function startHistory(): () => void {
  const limiter = createStore<LimiterSample | undefined>(undefined);
  const sync = () => {
    const dpl = solarChargerStream.inUse() ? solarChargerStream.store.get().dpl : undefined;
    const current = limiter.get();
    if (!dpl) limiter.set(undefined);
    else if (current?.state !== dpl.PLSTATE || current.limitW !== dpl.PLLIMIT)
      limiter.set({ state: dpl.PLSTATE, limitW: dpl.PLLIMIT });
  };
  // Plain OpenDTU has no limiter: its flash build leaves the charge-controller stream out.
  const unsubscribe = BUILT.onBatteryViews ? solarChargerStream.subscribe(sync) : () => {};
  const stop = startRecorder({ limiter });
  // Months of history should not vanish when the browser runs short of space.
  void persistStorage();
  const stopAlerts = startAlerts({ limiter });
  return () => {
    stopAlerts();
    unsubscribe();
    stop();
  };
}
