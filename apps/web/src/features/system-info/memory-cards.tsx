import { heapFragmentation, heapMaxUsage, type SystemStatus } from '@dtu/contract';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Card } from '../../ui/card.tsx';
import { ProgressBar } from '../../ui/progress-bar.tsx';
import { TableHead } from '../../ui/table-head.tsx';
import { TableScroll } from '../../ui/table-scroll.tsx';

interface MemoryRow {
  label: string;
  used: number;
  total: number;
}

/** Memory in kB (bytes / 1024, docs/product/settings-and-info.md §9), and heap details with the derived figures. */
export function MemoryCards({ status }: { status: SystemStatus }) {
  const { t, format } = useI18n();
  const kb = (bytes: number) => format.kilobyte(Math.round(bytes / 1024));
  const rows: MemoryRow[] = [
    { label: t('systemInfo.heap'), used: status.heap_used, total: status.heap_total },
    { label: t('systemInfo.littlefs'), used: status.littlefs_used, total: status.littlefs_total },
    { label: t('systemInfo.sketch'), used: status.sketch_used, total: status.sketch_total },
  ];
  // Boards without PSRAM report 0 / 0; a row of zeros says nothing.
  if (status.psram_total > 0) {
    rows.splice(1, 0, { label: t('systemInfo.psram'), used: status.psram_used, total: status.psram_total });
  }
  const heapFree = status.heap_total - status.heap_used;
  const fragmentation = heapFragmentation(status.heap_total, status.heap_used, status.heap_max_block);

  return (
    <>
      <Card title={t('systemInfo.memoryCard')}>
        <TableScroll label={t('systemInfo.memoryCard')}>
          <table className="table table-sm mb-0 align-middle">
            <TableHead
              columns={[t('systemInfo.type'), t('systemInfo.usage')]}
              end={[t('systemInfo.free'), t('systemInfo.used'), t('systemInfo.size')]}
            />
            <tbody>
              {rows.map((row) => {
                const share = row.total > 0 ? row.used / row.total : 0;
                return (
                  <tr key={row.label}>
                    <th scope="row" className="fw-normal">
                      {row.label}
                    </th>
                    <td style={{ minWidth: '8rem' }}>
                      <ProgressBar label={row.label} percent={share * 100}>
                        {format.percent(share)}
                      </ProgressBar>
                    </td>
                    <td className="text-end text-nowrap">{kb(row.total - row.used)}</td>
                    <td className="text-end text-nowrap">{kb(row.used)}</td>
                    <td className="text-end text-nowrap">{kb(row.total)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      </Card>
      <Card title={t('systemInfo.heapCard')}>
        <table className="table table-sm mb-0">
          <tbody>
            {(
              [
                [t('systemInfo.heapTotalFree'), kb(heapFree)],
                [t('systemInfo.heapMaxBlock'), kb(status.heap_max_block)],
                [t('systemInfo.heapMinFree'), kb(status.heap_min_free)],
                [t('systemInfo.heapMaxUsage'), kb(heapMaxUsage(status.heap_total, status.heap_min_free))],
                [t('systemInfo.fragmentation'), format.percent(fragmentation)],
              ] as const
            ).map(([label, value]) => (
              <tr key={label}>
                <th scope="row" className="w-50 fw-normal">
                  {label}
                </th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
    </>
  );
}
