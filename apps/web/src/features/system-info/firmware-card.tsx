import type { SystemStatus, SystemStatus2026Extras } from '@dtu/contract';
import { selectPlural } from '../../i18n/plural.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Card } from '../../ui/card.tsx';
import { type KeyValueRow, KeyValueTable } from '../../ui/key-value-table.tsx';
import { splitUptime } from './uptime.ts';
import { buildRef, isCommitBuild, UPSTREAM_REPOSITORY } from './version-check.ts';
import { VersionCheckBadge } from './version-check-badge.tsx';

/** Firmware identity, restart history and uptime. */
export function FirmwareCard({
  status,
}: {
  status: SystemStatus & Pick<Partial<SystemStatus2026Extras>, 'config_version_onbattery'>;
}) {
  const { t, format, locale } = useI18n();
  const ref = buildRef(status.git_hash);
  const versionUrl = isCommitBuild(status.git_hash)
    ? `https://github.com/${UPSTREAM_REPOSITORY}/commits/${ref}`
    : `https://github.com/${UPSTREAM_REPOSITORY}/releases/tag/${ref}`;
  const uptime = splitUptime(status.uptime);
  const rows: KeyValueRow[] = [
    [t('systemInfo.hostname'), status.hostname],
    [t('systemInfo.sdkVersion'), status.sdkversion],
    [t('systemInfo.configVersion'), status.config_version],
    // OnBattery 2026.03.31 numbers its own settings separately.
    ...(status.config_version_onbattery === undefined
      ? []
      : [[t('systemInfo.configVersionOnBattery'), String(status.config_version_onbattery)] as KeyValueRow]),
    [
      t('systemInfo.firmwareVersion'),
      <div key="v" className="d-flex flex-column gap-1">
        <a href={versionUrl} target="_blank" rel="noreferrer">
          {status.git_hash}
        </a>
        <VersionCheckBadge gitHash={status.git_hash} />
      </div>,
    ],
    [t('systemInfo.branch'), status.git_branch],
    [t('systemInfo.pioEnv'), status.pioenv],
    [t('systemInfo.resetReason0'), status.resetreason_0],
    [t('systemInfo.resetReason1'), status.resetreason_1],
    [t('systemInfo.saveCount'), format.decimal(status.cfgsavecount)],
    [
      t('systemInfo.uptime'),
      t(
        selectPlural(locale, uptime.days, {
          one: 'systemInfo.uptimeDaysOne',
          other: 'systemInfo.uptimeDaysOther',
        }),
        { days: uptime.days, time: uptime.time },
      ),
    ],
  ];
  return (
    <Card title={t('systemInfo.firmwareCard')}>
      <KeyValueTable rows={rows} />
    </Card>
  );
}
