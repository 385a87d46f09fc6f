import { acknowledgeAlert, alertStore, LOCAL_DEVICE, useUnseenCount } from '../../alerts/alert-store.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { useStore } from '../../store/store.ts';
import { Badge } from '../../ui/badge.tsx';
import { Dropdown, type DropdownEntry } from '../../ui/dropdown.tsx';
import { alertText, alertTimes } from './describe-alert.ts';

const SHOWN = 10;

/**
 * The navbar's alert button: the count of new alerts, the recent ones to acknowledge, the rules
 * (at `rulesHref`, given by the navbar from its site map).
 */
export function AlertMenu({ onChosen, rulesHref }: { onChosen: () => void; rulesHref: string }) {
  const i18n = useI18n();
  const { t } = i18n;
  const all = useStore(alertStore, (a) => a);
  const count = useUnseenCount();
  // Every device's, newest first; a remote device's name their host.
  const recent = Object.entries(all)
    .flatMap(([device, list]) => list.map((alert) => [device, alert] as const).reverse())
    .sort((a, b) => b[1].start - a[1].start)
    .slice(0, SHOWN);
  const entries: DropdownEntry[] = recent.map(([device, alert]) => ({
    kind: 'item',
    key: device + alert.id,
    onSelect: alert.ack === undefined ? () => acknowledgeAlert(device, alert.id) : undefined,
    label: (
      <span className="d-block small" style={{ minWidth: '16rem' }}>
        {alertText(alert, i18n, device === LOCAL_DEVICE ? undefined : device)}
        <span className="d-block text-body-secondary">{alertTimes(alert, i18n)}</span>
        {alert.ack === undefined && <span className="fw-bold">{t('alerts.ack')}</span>}
      </span>
    ),
  }));
  if (!recent.length) entries.push({ kind: 'item', key: 'none', label: t('common.none') });
  entries.push({ kind: 'divider' }, { kind: 'link', href: rulesHref, label: t('alerts.rules') });
  return (
    <Dropdown
      id="menu-alerts"
      alignEnd
      label={
        <>
          {t('alerts.title')}
          {/* Read out with the label: "Alerts 2". */}
          {count > 0 && (
            <>
              {' '}
              <Badge variant="danger">{count}</Badge>
            </>
          )}
        </>
      }
      entries={entries}
      onChosen={onChosen}
    />
  );
}
