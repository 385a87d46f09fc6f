import type { EventLogStatus } from '@dtu/contract';
import { useResource } from '../../api/use-resource.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Modal } from '../../ui/modal.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { TableHead } from '../../ui/table-head.tsx';
import { TableScroll } from '../../ui/table-scroll.tsx';
import { formatEventTime } from './event-time.ts';

/** The inverter's event log; message texts come from the device in the current locale. */
export function EventLogModal({ serial, onClose }: { serial: string; onClose: () => void }) {
  const { t, locale } = useI18n();
  const log = useResource<Partial<EventLogStatus>>(
    `/api/eventlog/status?inv=${encodeURIComponent(serial)}&locale=${locale}`,
  );
  const events = log.data?.events ?? [];
  return (
    <Modal open onClose={onClose} title={t('liveModal.eventLog')} size="lg">
      {log.loading && !log.data ? (
        <Spinner />
      ) : events.length === 0 ? (
        <p className="m-0">{t('liveModal.noEvents')}</p>
      ) : (
        <TableScroll label={t('liveModal.eventLog')}>
          <table className="table table-sm table-striped m-0">
            <TableHead
              columns={[t('liveModal.start'), t('liveModal.stop'), t('liveModal.id'), t('liveModal.message')]}
            />
            <tbody>
              {events.map((event, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: log entries have no id; the list is replaced as a whole.
                <tr key={`${index}-${event.start_time}`}>
                  <td className="font-monospace">{formatEventTime(event.start_time)}</td>
                  <td className="font-monospace">
                    {event.end_time === 0 ? t('liveModal.ongoing') : formatEventTime(event.end_time)}
                  </td>
                  <td>{event.message_id}</td>
                  <td>{event.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </Modal>
  );
}
