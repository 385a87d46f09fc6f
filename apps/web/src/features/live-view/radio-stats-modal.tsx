import type { ApiResponse } from '@dtu/contract';
import { useState } from 'react';
import type { MessageKey } from '../../i18n/translate.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { useLiveInverter } from '../../live/use-livedata.ts';
import { apiGet, isApiError } from '../../net/client.ts';
import { useLoggedIn } from '../../net/session.ts';
import { ApiResponseAlert } from '../../ui/api-response-alert.tsx';
import { Modal } from '../../ui/modal.tsx';

/** The RSSI the firmware reports before any fragment arrived. */
const NO_RSSI = -127;

const COUNTERS: readonly [
  MessageKey,
  'tx_request' | 'tx_re_request' | 'rx_success' | 'rx_fail_nothing' | 'rx_fail_partial' | 'rx_fail_corrupt',
][] = [
  ['liveModal2026.radioTx', 'tx_request'],
  ['liveModal2026.radioReTx', 'tx_re_request'],
  ['liveModal2026.radioRxSuccess', 'rx_success'],
  ['liveModal2026.radioRxNothing', 'rx_fail_nothing'],
  ['liveModal2026.radioRxPartial', 'rx_fail_partial'],
  ['liveModal2026.radioRxCorrupt', 'rx_fail_corrupt'],
];

/**
 * The radio's counters for one inverter (2026 generations), live from the socket, and their
 * reset (`GET /api/inverter/stats_reset?inv=`, admin).
 */
export function RadioStatsModal({ serial, onClose }: { serial: string; onClose: () => void }) {
  const { t, format } = useI18n();
  const stats = useLiveInverter(serial)?.inverter.radio_stats;
  const loggedIn = useLoggedIn();
  const [answer, setAnswer] = useState<ApiResponse>();
  const [sending, setSending] = useState(false);
  const reset = async () => {
    setSending(true);
    setAnswer(undefined);
    try {
      setAnswer(await apiGet<ApiResponse>(`/api/inverter/stats_reset?inv=${encodeURIComponent(serial)}`));
    } catch (error) {
      // The client has already shown the login or error page.
      if (!isApiError(error)) throw error;
    } finally {
      setSending(false);
    }
  };
  const rate = stats && stats.tx_request > 0 ? stats.rx_success / stats.tx_request : undefined;
  const rssi = stats?.rssi;
  return (
    <Modal
      open
      onClose={onClose}
      title={t('liveModal2026.radio')}
      action={
        <button
          type="button"
          className="btn btn-danger"
          disabled={!loggedIn || sending}
          title={loggedIn ? undefined : t('liveView.loginToChange')}
          onClick={reset}
        >
          {t('liveModal2026.radioReset')}
        </button>
      }
    >
      {answer?.type && <ApiResponseAlert response={answer} onDismiss={() => setAnswer(undefined)} />}
      {stats && (
        <table className="table table-sm m-0">
          <tbody>
            {COUNTERS.map(([label, key]) => (
              <tr key={key}>
                <th scope="row">{t(label)}</th>
                <td>{format.decimalNoDigits(stats[key])}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">{t('liveModal2026.radioRate')}</th>
              <td>{rate === undefined ? '—' : format.percent(rate)}</td>
            </tr>
            <tr>
              <th scope="row">{t('liveModal2026.radioRssi')}</th>
              <td>{rssi === undefined || rssi === NO_RSSI ? '—' : `${format.decimalNoDigits(rssi)} dBm`}</td>
            </tr>
          </tbody>
        </table>
      )}
    </Modal>
  );
}
