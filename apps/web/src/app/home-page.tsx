import { BatteryView } from '../features/battery-view/battery-view.tsx';
import { ChargeControllerView } from '../features/charge-controller-view/charge-controller-view.tsx';
import { LiveViewPage } from '../features/live-view/live-view-page.tsx';
import { RectifierView } from '../features/rectifier-view/rectifier-view.tsx';
import { BUILT } from '../net/flash-firmware.ts';

/**
 * `/`: the inverters' live view with the OnBattery views below (each shows only when enabled;
 * the flash build for plain OpenDTU has none).
 */
export function HomePage() {
  return (
    <LiveViewPage>
      {BUILT.onBatteryViews && (
        <>
          <ChargeControllerView />
          <BatteryView />
          <RectifierView />
        </>
      )}
    </LiveViewPage>
  );
}
