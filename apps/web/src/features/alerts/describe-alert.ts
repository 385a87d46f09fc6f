import type { Alert } from '@dtu/alerts';
import type { useI18n } from '../../i18n/use-i18n.ts';

type I18n = Pick<ReturnType<typeof useI18n>, 't' | 'format'>;

/** "Battery SoC low – 15 % < 20 %": the rule, the device (`host`, a remote one) and the data that raised it. */
export function alertText({ rule, data: d }: Alert, { t, format }: I18n, host?: string): string {
  const n = (value = 0) => format.decimal(value);
  const parts = [host, d.serial && `${d.name} (${d.serial})`];
  if (rule === 'soc') parts.push(`${n(d.value)} % < ${n(d.limit)} %`);
  if (rule === 'grid') parts.push(`${n(d.value)} W > ${n(d.limit)} W`);
  if (rule === 'weak') parts.push(d.text || t('overview.inputNumber', { n: d.value ?? '' }));
  if (rule === 'limiter') parts.push(`PLSTATE ${d.value}`);
  if (rule === 'command') parts.push(t(d.text === 'power' ? 'liveModal.powerTitle' : 'liveModal.limitTitle'));
  // A remote device's event log cannot be read: the count rose from `limit` to `value`.
  if (rule === 'event') parts.push(d.text ? `“${d.text}”` : `${d.limit} → ${d.value}`);
  return [t(`alerts.${rule}`), ...parts.filter(Boolean)].join(' – ');
}

/** "24.11.2026, 14:05 – ongoing" plus whether it was acknowledged. */
export function alertTimes({ start, end, ack }: Alert, { t, format }: I18n): string {
  const span = `${format.dateTime(start)} – ${end === undefined ? t('liveModal.ongoing') : format.dateTime(end)}`;
  return ack === undefined ? span : `${span} (${t('alerts.acked')})`;
}
