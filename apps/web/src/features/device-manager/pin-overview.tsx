import type { CurrentPinMapping, PinMappingProfile } from '@dtu/contract';
import { useI18n } from '../../i18n/use-i18n.ts';
import { TableScroll } from '../../ui/table-scroll.tsx';
import { isUnset, pinRows } from './pin-table.ts';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The pin table: chosen profile next to the pins active since boot, differences marked in words. */
export function PinOverview({
  profile,
  current,
}: {
  profile?: PinMappingProfile;
  current: CurrentPinMapping;
}) {
  const { t } = useI18n();
  const rows = pinRows(profile, current);
  const show = (value: unknown) =>
    isUnset(value) ? <span className="text-body-secondary">{t('deviceManager.unset')}</span> : String(value);

  return (
    <TableScroll label={t('deviceManager.overview')}>
      <p className="form-text">{t('deviceManager.differsHint')}</p>
      <table className="table table-sm table-striped">
        <caption className="visually-hidden">{t('deviceManager.overview')}</caption>
        <thead>
          <tr>
            <th scope="col" rowSpan={2}>
              {t('deviceManager.category')}
            </th>
            <th scope="col" rowSpan={2}>
              {t('deviceManager.name')}
            </th>
            <th scope="colgroup" colSpan={2}>
              {t('deviceManager.number')}
            </th>
          </tr>
          <tr>
            <th scope="col">{t('deviceManager.selected')}</th>
            <th scope="col">{t('deviceManager.active')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.category}.${row.name}`} className={row.differs ? 'fw-semibold' : undefined}>
              <td>{capitalise(row.category)}</td>
              <td>
                {row.name}
                {row.differs && (
                  <span className="badge text-bg-warning ms-2 text-nowrap">
                    <span aria-hidden="true">⚠ </span>
                    {t('deviceManager.differs')}
                  </span>
                )}
              </td>
              <td>{show(row.selected)}</td>
              <td>{show(row.active)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
