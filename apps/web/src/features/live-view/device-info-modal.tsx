import { type DevInfoStatus, formatFirmwareVersion, productionDate } from '@dtu/contract';
import type { ReactNode } from 'react';
import { useResource } from '../../api/use-resource.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Modal } from '../../ui/modal.tsx';
import { Spinner } from '../../ui/spinner.tsx';

/** Production date (decoded from the serial) and the hardware/firmware facts the inverter reported. */
export function DeviceInfoModal({ serial, onClose }: { serial: string; onClose: () => void }) {
  const { t, format } = useI18n();
  const info = useResource<Partial<DevInfoStatus>>(`/api/devinfo/status?inv=${encodeURIComponent(serial)}`);
  const produced = productionDate(serial);
  const data = info.data;
  const rows: [string, ReactNode][] = [
    [t('liveModal.serial'), serial],
    [t('liveModal.productionYear'), produced.year],
    [t('liveModal.productionWeek'), produced.week],
  ];
  if (data?.valid_data) {
    rows.push(
      [t('liveModal.model'), data.hw_model_name || t('liveModal.unknownModel')],
      [t('liveModal.maxPower'), data.max_power ? `${format.decimalNoDigits(data.max_power)} W` : '—'],
      [t('liveModal.bootloader'), formatFirmwareVersion(data.fw_bootloader_version ?? 0)],
      [t('liveModal.firmware'), formatFirmwareVersion(data.fw_build_version ?? 0)],
      [t('liveModal.buildDate'), data.fw_build_datetime],
      [t('liveModal.partNumber'), data.hw_part_number],
      [t('liveModal.hardwareVersion'), data.hw_version],
    );
  }
  return (
    <Modal open onClose={onClose} title={t('liveModal.info')}>
      {info.loading && !data ? (
        <Spinner />
      ) : (
        <>
          {!data?.valid_data && (
            <div className="alert alert-warning" role="status">
              {t('liveModal.infoInvalid')}
            </div>
          )}
          <table className="table table-sm m-0">
            <tbody>
              {rows.map(([label, value]) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  <td>{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </Modal>
  );
}
