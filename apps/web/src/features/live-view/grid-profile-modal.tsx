import type { GridProfileRaw, GridProfileStatus } from '@dtu/contract';
import { useResource } from '../../api/use-resource.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Accordion } from '../../ui/accordion.tsx';
import { Modal } from '../../ui/modal.tsx';
import { Spinner } from '../../ui/spinner.tsx';

const hexDump = (raw: readonly number[]) => raw.map((byte) => byte.toString(16).padStart(2, '0')).join(' ');

/** The decoded grid profile as accordion sections, plus the raw bytes for support requests. */
export function GridProfileModal({ serial, onClose }: { serial: string; onClose: () => void }) {
  const { t, format } = useI18n();
  const inv = encodeURIComponent(serial);
  const profile = useResource<Partial<GridProfileStatus>>(`/api/gridprofile/status?inv=${inv}`);
  const raw = useResource<Partial<GridProfileRaw>>(`/api/gridprofile/rawdata?inv=${inv}`);
  const bytes = raw.data?.raw ?? [];
  // All-zero (or no) raw bytes mean the inverter has not sent its profile yet.
  const absent = bytes.reduce((sum, byte) => sum + byte, 0) === 0;
  const loading = (profile.loading && !profile.data) || (raw.loading && !raw.data);
  return (
    <Modal open onClose={onClose} title={t('liveModal.gridProfile')} size="lg">
      {loading ? (
        <Spinner />
      ) : absent ? (
        <div className="alert alert-info m-0" role="status">
          {t('liveModal.noProfile')}
        </div>
      ) : (
        <>
          <dl className="row">
            <dt className="col-4">{t('liveModal.profileName')}</dt>
            <dd className="col-8">{profile.data?.name}</dd>
            <dt className="col-4">{t('liveModal.profileVersion')}</dt>
            <dd className="col-8">{profile.data?.version}</dd>
          </dl>
          <Accordion
            headingLevel={3}
            items={(profile.data?.sections ?? []).map((section, index) => ({
              id: String(index),
              title: section.name,
              content: (
                <table className="table table-sm m-0">
                  <tbody>
                    {section.items.map((item) => (
                      <tr key={item.n}>
                        <th scope="row" className="fw-normal">
                          {item.n}
                        </th>
                        <td className="text-end">
                          {item.u === 'bool'
                            ? t(item.v ? 'common.enabled' : 'common.disabled')
                            : `${format.decimal(item.v)} ${item.u}`}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              ),
            }))}
          />
          <h3 className="h6 mt-3">{t('liveModal.rawData')}</h3>
          <pre className="border rounded p-2 small text-wrap font-monospace">{hexDump(bytes)}</pre>
          <p className="small text-body-secondary m-0">{t('liveModal.rawNotice')}</p>
        </>
      )}
    </Modal>
  );
}
