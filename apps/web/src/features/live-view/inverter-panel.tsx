import type { ApiResponse } from '@dtu/contract';
import { useState } from 'react';
import { useLoggedIn } from '../../api/session.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { useLiveInverter } from '../../live/use-livedata.ts';
import { ApiResponseAlert } from '../../ui/api-response-alert.tsx';
import { DeviceInfoModal } from './device-info-modal.tsx';
import { EventLogModal } from './event-log-modal.tsx';
import { GridProfileModal } from './grid-profile-modal.tsx';
import { InverterBody } from './inverter-body.tsx';
import { LimitModal } from './limit-modal.tsx';
import { LiveIcon, type LiveIconName } from './live-icon.tsx';
import { PanelHeader } from './panel-header.tsx';
import { PowerModal } from './power-modal.tsx';

type Dialog = 'limit' | 'power' | 'info' | 'grid' | 'events';

/** One inverter: coloured header, command and info buttons, value cards and their dialogs. */
export function InverterPanel({ serial }: { serial: string }) {
  const { t, format } = useI18n();
  const entry = useLiveInverter(serial);
  const loggedIn = useLoggedIn();
  const [dialog, setDialog] = useState<Dialog>();
  const [answer, setAnswer] = useState<ApiResponse>();
  if (!entry) return null;
  const { inverter } = entry;
  const close = () => setDialog(undefined);
  const succeeded = (response: ApiResponse) => {
    setAnswer(response);
    close();
  };

  const button = (name: Dialog, icon: LiveIconName, label: string, needsLogin: boolean, badge?: number) => {
    const disabled = needsLogin && !loggedIn;
    return (
      <button
        type="button"
        className="btn btn-outline-secondary d-inline-flex align-items-center gap-1"
        disabled={disabled}
        title={disabled ? `${label} – ${t('liveView.loginToChange')}` : label}
        aria-label={badge === undefined ? label : `${label} (${t('liveView.eventCount', { count: badge })})`}
        onClick={() => setDialog(name)}
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
    <section className="card" aria-label={inverter.name}>
      <PanelHeader entry={entry} />
      <div className="card-body p-2 p-sm-3">
        <div className="btn-toolbar gap-2 mb-3" role="toolbar" aria-label={inverter.name}>
          <div className="btn-group">
            {button('limit', 'limit', t('liveView.limitButton'), true)}
            {button('power', 'power', t('liveView.powerButton'), true)}
          </div>
          <div className="btn-group">
            {button('info', 'info', t('liveView.infoButton'), false)}
            {button('grid', 'grid', t('liveView.gridButton'), false)}
            {/* The count exists only in detail data; -1 means the model keeps no log. */}
            {inverter.events !== undefined &&
              inverter.events >= 0 &&
              button('events', 'events', t('liveView.eventsButton'), false, inverter.events)}
          </div>
        </div>
        {answer && <ApiResponseAlert response={answer} onDismiss={() => setAnswer(undefined)} />}
        <InverterBody inverter={inverter} />
      </div>
      {dialog === 'limit' && <LimitModal serial={serial} onClose={close} onSuccess={succeeded} />}
      {dialog === 'power' && <PowerModal serial={serial} onClose={close} onSuccess={succeeded} />}
      {dialog === 'info' && <DeviceInfoModal serial={serial} onClose={close} />}
      {dialog === 'grid' && <GridProfileModal serial={serial} onClose={close} />}
      {dialog === 'events' && <EventLogModal serial={serial} onClose={close} />}
    </section>
  );
}
