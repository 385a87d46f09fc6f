import { BATTERY_ISSUE_LEVEL, type BatteryIssueLevel } from '@dtu/contract';
import { hasMessage } from '../../i18n/translate.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Badge } from '../../ui/badge.tsx';
import { TableHead } from '../../ui/table-head.tsx';

/** The worst active issue decides the card's overall badge; no `issues` object means none. */
export function overallIssueLevel(issues: Readonly<Record<string, BatteryIssueLevel>> | undefined): number {
  return Math.max(BATTERY_ISSUE_LEVEL.None, ...Object.values(issues ?? {}));
}

function LevelBadge({ level }: { level: number }) {
  const { t } = useI18n();
  if (level >= BATTERY_ISSUE_LEVEL.Alarm) return <Badge variant="danger">{t('batteryView.alarm')}</Badge>;
  if (level === BATTERY_ISSUE_LEVEL.Warning)
    return <Badge variant="warning">{t('batteryView.warning')}</Badge>;
  return <Badge variant="success">{t('batteryView.noIssues')}</Badge>;
}

/** Active warnings and alarms of the battery, each with its level in words. */
export function BatteryIssuesCard({
  issues,
}: {
  issues: Readonly<Record<string, BatteryIssueLevel>> | undefined;
}) {
  const { t } = useI18n();
  const entries = Object.entries(issues ?? {});
  return (
    <section className="card h-100" aria-label={t('batteryView.issues')}>
      <h3 className="card-header h6 d-flex align-items-center gap-2">
        {t('batteryView.issues')} <LevelBadge level={overallIssueLevel(issues)} />
      </h3>
      {entries.length === 0 ? (
        <div className="card-body">{t('batteryView.noIssuesText')}</div>
      ) : (
        <table className="table table-sm table-striped mb-0">
          <TableHead columns={[t('batteryView.issue'), t('batteryView.level')]} />
          <tbody>
            {entries.map(([name, level]) => {
              const key = `batteryView.issue_${name}`;
              return (
                <tr key={name}>
                  <th scope="row" className="fw-normal">
                    {hasMessage(key) ? t(key) : name}
                  </th>
                  <td>
                    <LevelBadge level={level} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
