import type { VedirectStatus } from '@dtu/contract';
import { useResource } from '../../api/use-resource.ts';
import type { MessageKey } from '../../i18n/translate.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Badge } from '../../ui/badge.tsx';
import { Card } from '../../ui/card.tsx';
import { PageFrame } from '../../ui/page-frame.tsx';

const ROWS: readonly [MessageKey, keyof VedirectStatus][] = [
  ['vedirectInfo.status', 'vedirect_enabled'],
  ['vedirectInfo.verbose', 'verbose_logging'],
  ['vedirectInfo.updatesOnly', 'vedirect_updatesonly'],
];

/** `/info/vedirect`: the charge-controller link settings, read-only. */
export function VedirectInfoPage() {
  const { t } = useI18n();
  const { data, loading, reload } = useResource<VedirectStatus>('/api/vedirect/status');
  return (
    <PageFrame title={t('vedirectInfo.title')} loading={loading && !data} onReload={reload}>
      {data && (
        <Card title={t('vedirectInfo.configCard')}>
          <table className="table table-sm mb-0">
            <tbody>
              {ROWS.map(([label, key]) => (
                <tr key={key}>
                  <th scope="row" className="w-50 fw-normal">
                    {t(label)}
                  </th>
                  <td>
                    <Badge variant={data[key] ? 'success' : 'secondary'}>
                      {t(data[key] ? 'common.enabled' : 'common.disabled')}
                    </Badge>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      )}
    </PageFrame>
  );
}
