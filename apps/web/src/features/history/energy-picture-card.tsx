import {
  type DayRecord,
  dayKey,
  dayNumber,
  type EnergyPicture,
  energyPicture,
  minuteOfDay,
} from '@dtu/recording';
import { deviceClock } from '../../history/recorder.ts';
import { useDay, useDaySamples } from '../../history/use-history.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { batterySerials, useLimiterStatus } from '../../live/limiter-status.ts';
import { Card } from '../../ui/card.tsx';
import { kwh } from './chart-format.ts';

const ROWS = ['solar', 'gridImport', 'gridExport', 'batteryCharge', 'batteryDischarge', 'home'] as const;

function useDayPicture(day: DayRecord | undefined, batterySerial: string | undefined, dayMinutes?: number) {
  const samples = useDaySamples(day);
  if (!day || !samples) return undefined;
  // Series keys carry the serial as recorded (remote devices as `<host>/<serial>`): only this device's.
  const serials = Object.keys(day.inv).filter((serial) => !serial.includes('/'));
  const battery = serials.find((serial) => serial.toLowerCase() === batterySerial);
  return energyPicture(samples.records, serials, battery, dayMinutes);
}

/**
 * Where the device has a power meter: each flow of the day from the recorded minutes, today
 * against yesterday, with the share of the day that was recorded (the rest is unknown).
 */
export function EnergyPictureCard() {
  const { t, format } = useI18n();
  const now = deviceClock.now();
  const todayNumber = now ? dayNumber(now.utcMs, now.offsetMin) : undefined;
  const today = useDay(todayNumber === undefined ? undefined : dayKey(todayNumber));
  const yesterday = useDay(todayNumber === undefined ? undefined : dayKey(todayNumber - 1));
  // The picture counts one battery inverter's draw: the first the battery feeds.
  const [battery] = batterySerials(useLimiterStatus());
  // Today counts its unknown time up to now.
  const elapsed = now ? minuteOfDay(now.utcMs, now.offsetMin) + 1 : undefined;
  const days = [useDayPicture(today, battery, elapsed), useDayPicture(yesterday, battery)];
  if (!days.some(Boolean)) return null;
  const percent = (value: number | undefined) => (value === undefined ? '–' : format.percent(value));
  // Each row: its label and what it shows for one day (today, yesterday).
  const rows: (readonly [string, (day: EnergyPicture) => string])[] = [
    ...ROWS.map((row) => [t(`history.flow_${row}`), (day: EnergyPicture) => kwh(format, day[row])] as const),
    [t('history.selfSufficiency'), (day) => percent(day.selfSufficiency)],
    [t('history.unknown'), (day) => percent(1 - day.minutes / day.dayMinutes)],
  ];
  return (
    <Card title={t('history.picture')}>
      <div className="table-responsive">
        <table className="table table-sm">
          <caption className="small">{t('history.pictureNote')}</caption>
          <thead>
            <tr>
              <td />
              <th scope="col" className="text-end">
                {t('history.today')}
              </th>
              <th scope="col" className="text-end">
                {t('history.yesterday')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, show]) => (
              <tr key={label}>
                <th scope="row" className="fw-normal">
                  {label}
                </th>
                {days.map((day, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: today, yesterday
                  <td key={i} className="text-end">
                    {day ? show(day) : '–'}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
