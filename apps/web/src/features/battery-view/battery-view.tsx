import { BATTERY_DATA_AGE_RED_S, type LiveSections } from '@dtu/contract';
import { useI18n } from '../../i18n/use-i18n.ts';
import { useJsonStream } from '../../live/json-stream.ts';
import { useLiveOnBattery } from '../../live/use-livedata.ts';
import { useTickingAgeMs } from '../../live/use-ticking-age.ts';
import { Badge } from '../../ui/badge.tsx';
import { LiveSectionCard } from '../../ui/live-section-card.tsx';
import { BatteryIssuesCard } from './battery-issues-card.tsx';
import { type BatteryState, batteryStream } from './battery-stream.ts';

/** Home-page block of the battery; present only while the battery interface is enabled. */
export function BatteryView() {
  const enabled = useLiveOnBattery('battery')?.enabled === true;
  return enabled ? <BatteryPanel /> : null;
}

const selectState = (state: BatteryState) => state;

function BatteryPanel() {
  const { value: state } = useJsonStream(batteryStream, selectState);
  const data = state.data;
  // Providers without a live view (MQTT) answer `{}`: nothing to show.
  if (!data?.values) return null;
  return <BatteryCard state={state} values={data.values} />;
}

function BatteryCard({ state, values }: { state: BatteryState; values: Readonly<LiveSections> }) {
  const { t, format } = useI18n();
  const data = state.data;
  const ageS = Math.floor(useTickingAgeMs((data?.data_age ?? 0) * 1000, state.receivedAtMs) / 1000);
  const stale = ageS >= BATTERY_DATA_AGE_RED_S;
  return (
    <section className="card mt-3 mb-3" aria-label={t('batteryView.title')}>
      <div className="card-header d-flex flex-wrap align-items-center gap-2">
        <h2 className="h5 mb-0 me-auto">
          {t('batteryView.title')}: {data?.manufacturer ?? t('batteryView.unknown')}
        </h2>
        <Badge variant={stale ? 'danger' : 'secondary'}>
          {t('batteryView.dataAge', { seconds: format.decimalNoDigits(ageS) })}
          {stale && ` (${t('batteryView.stale')})`}
        </Badge>
      </div>
      <div className="card-body">
        <div className="row row-cols-1 row-cols-md-2 row-cols-xl-3 g-3">
          {Object.entries(values).map(([section, sectionValues]) => (
            <div className="col" key={section}>
              <LiveSectionCard
                ns="batteryView"
                section={section}
                entries={sectionValues}
                titlePrefix="section_"
                labelPrefix="value_"
              />
            </div>
          ))}
          <div className="col">
            <BatteryIssuesCard issues={data?.issues} />
          </div>
        </div>
      </div>
    </section>
  );
}
