import { memo } from 'react';
import { selectPlural } from '../../i18n/plural.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { LiveIcon, type LiveIconName } from './live-icon.tsx';

export type PanelDialog = 'limit' | 'power' | 'info' | 'grid' | 'events' | 'radio';

interface PanelToolbarProps {
  name: string;
  /** Event count from detail data; undefined before it, -1 when the model keeps no log. */
  events: number | undefined;
  loggedIn: boolean;
  /** The inverter reports radio statistics (2026 generations). */
  radio: boolean;
  onOpen: (dialog: PanelDialog) => void;
}

/**
 * Command and info buttons of one inverter. Memoised on primitives: the inverter's messages
 * re-render it only when its name, event count or the login changes.
 */
export const PanelToolbar = memo(function PanelToolbar({
  name,
  events,
  loggedIn,
  radio,
  onOpen,
}: PanelToolbarProps) {
  const { t, format, locale } = useI18n();
  const entries = (count: number) =>
    t(selectPlural(locale, count, { one: 'liveView.eventCountOne', other: 'liveView.eventCountOther' }), {
      count,
    });
  const button = (
    dialog: PanelDialog,
    icon: LiveIconName,
    label: string,
    needsLogin: boolean,
    badge?: number,
  ) => {
    const disabled = needsLogin && !loggedIn;
    return (
      <button
        type="button"
        className="btn btn-outline-secondary d-inline-flex align-items-center gap-1"
        disabled={disabled}
        title={disabled ? `${label} – ${t('liveView.loginToChange')}` : label}
        aria-label={badge === undefined ? label : `${label} (${entries(badge)})`}
        onClick={() => onOpen(dialog)}
      >
        <LiveIcon name={icon} />
        {badge !== undefined && (
          <span className="badge text-bg-secondary" aria-hidden="true">
            {format.decimalNoDigits(badge)}
          </span>
        )}
      </button>
    );
  };
  return (
    <div className="btn-toolbar gap-2 mb-3" role="toolbar" aria-label={name}>
      <div className="btn-group">
        {button('limit', 'limit', t('liveView.limitButton'), true)}
        {button('power', 'power', t('liveView.powerButton'), true)}
      </div>
      <div className="btn-group">
        {button('info', 'info', t('liveView.infoButton'), false)}
        {button('grid', 'grid', t('liveView.gridButton'), false)}
        {radio && button('radio', 'radio', t('liveView.radioButton'), false)}
        {/* The count exists only in detail data; -1 means the model keeps no log. */}
        {events !== undefined &&
          events >= 0 &&
          button('events', 'events', t('liveView.eventsButton'), false, events)}
      </div>
    </div>
  );
});
