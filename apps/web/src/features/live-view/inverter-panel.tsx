import { type ApiResponse, governedInverter } from '@dtu/contract';
import { useState } from 'react';
import { useI18n } from '../../i18n/use-i18n.ts';
import { useLimiterStatus } from '../../live/limiter-status.ts';
import { useLiveInverter } from '../../live/use-livedata.ts';
import { BUILT, BUILT_LIMITER } from '../../net/flash-firmware.ts';
import { useLoggedIn } from '../../net/session.ts';
import { ApiResponseAlert } from '../../ui/api-response-alert.tsx';
import { governedText } from '../../ui/limiter-state-text.ts';
import { DeviceInfoModal } from './device-info-modal.tsx';
import { EventLogModal } from './event-log-modal.tsx';
import { GridProfileModal } from './grid-profile-modal.tsx';
import { InverterBody } from './inverter-body.tsx';
import { LimitModal } from './limit-modal.tsx';
import { LimitRequestLine } from './limit-request-line.tsx';
import { LimiterExplained } from './limiter-explained.tsx';
import { PanelHeader } from './panel-header.tsx';
import { type PanelDialog, PanelToolbar } from './panel-toolbar.tsx';
import { PowerModal } from './power-modal.tsx';
import { RadioStatsModal } from './radio-stats-modal.tsx';

/**
 * One inverter: coloured header, command and info buttons, value cards and their dialogs.
 * Re-renders on each message for its inverter; the toolbar and cards are memoised,
 * so only the header (data age, state, limit) and the changed values render again.
 */
export function InverterPanel({ serial }: { serial: string }) {
  const entry = useLiveInverter(serial);
  const loggedIn = useLoggedIn();
  const [dialog, setDialog] = useState<PanelDialog>();
  const [answer, setAnswer] = useState<ApiResponse>();
  const governed = governedInverter(useLimiterStatus(), serial);
  const i18n = useI18n();
  if (!entry) return null;
  const { inverter } = entry;
  const close = () => setDialog(undefined);
  const succeeded = (response: ApiResponse) => {
    setAnswer(response);
    close();
  };

  return (
    <section className="card" aria-label={inverter.name}>
      <PanelHeader entry={entry} />
      <div className="card-body p-2 p-sm-3">
        <PanelToolbar
          name={inverter.name}
          events={inverter.events}
          loggedIn={loggedIn}
          radio={BUILT.radioStats && inverter.radio_stats !== undefined}
          onOpen={setDialog}
        />
        {governed && <p className="small mb-2">{governedText(i18n, governed)}</p>}
        <LimitRequestLine entry={entry} governed={governed !== undefined} />
        {BUILT_LIMITER && governed && <LimiterExplained inverter={inverter} governed={governed} />}
        {answer && <ApiResponseAlert response={answer} onDismiss={() => setAnswer(undefined)} />}
        <InverterBody serial={inverter.serial} INV={inverter.INV} AC={inverter.AC} DC={inverter.DC} />
      </div>
      {dialog === 'limit' && <LimitModal serial={serial} onClose={close} onSuccess={succeeded} />}
      {dialog === 'power' && <PowerModal serial={serial} onClose={close} onSuccess={succeeded} />}
      {dialog === 'info' && <DeviceInfoModal serial={serial} onClose={close} />}
      {dialog === 'grid' && <GridProfileModal serial={serial} onClose={close} />}
      {dialog === 'events' && <EventLogModal serial={serial} onClose={close} />}
      {BUILT.radioStats && dialog === 'radio' && <RadioStatsModal serial={serial} onClose={close} />}
    </section>
  );
}
