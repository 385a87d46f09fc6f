import type { SystemStatus, SystemStatus2026Extras } from '@dtu/contract';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Card } from '../../ui/card.tsx';
import type { KeyValueRow } from '../../ui/key-value-table.tsx';
import { TableHead } from '../../ui/table-head.tsx';
import { TableScroll } from '../../ui/table-scroll.tsx';

/** `/api/system/status` as any generation answers it: the 2026 extras are there or not. */
export type AnyStatus = SystemStatus & Partial<SystemStatus2026Extras>;

const BYTES_PER_MB = 1024 * 1024;

/** Hardware rows only the 2026 generations report: CPU temperature and flash size. */
export function useHardware2026Rows(status: AnyStatus | undefined): KeyValueRow[] {
  const { t, format } = useI18n();
  const rows: KeyValueRow[] = [];
  if (!status) return rows;
  if (status.cputemp !== undefined)
    rows.push([t('systemInfo.cpuTemperature'), `${format.decimal(status.cputemp, 1)} °C`]);
  if (status.flashsize !== undefined)
    rows.push([t('systemInfo.flashSize'), `${format.decimal(status.flashsize / BYTES_PER_MB)} MB`]);
  return rows;
}

/** The tasks' smallest free stack (bytes on the ESP32's FreeRTOS) and the serial ports' owners. */
export function System2026Cards({ status }: { status: AnyStatus }) {
  const { t, format } = useI18n();
  return (
    <>
      {status.task_details && status.task_details.length > 0 && (
        <Card title={t('systemInfo2026.tasksCard')}>
          <TableScroll label={t('systemInfo2026.tasksCard')}>
            <table className="table table-sm mb-0">
              <TableHead
                columns={[t('systemInfo2026.taskName')]}
                end={[t('systemInfo2026.stackFree'), t('systemInfo2026.priority')]}
              />
              <tbody>
                {status.task_details.map((task) => (
                  <tr key={task.name}>
                    <th scope="row" className="fw-normal">
                      {task.name}
                    </th>
                    <td className="text-end">{format.decimalNoDigits(task.stack_watermark)} B</td>
                    <td className="text-end">{format.decimalNoDigits(task.priority)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </Card>
      )}
      {status.uarts && status.uarts.length > 0 && (
        <Card title={t('systemInfo2026.uartsCard')}>
          <table className="table table-sm mb-0">
            <TableHead columns={[t('systemInfo2026.uartPort'), t('systemInfo2026.uartOwner')]} />
            <tbody>
              {status.uarts.map((uart) => (
                <tr key={uart.port}>
                  <th scope="row" className="fw-normal">
                    {t('systemInfo2026.uartName', { port: uart.port })}
                  </th>
                  <td>{uart.owner}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      )}
    </>
  );
}
