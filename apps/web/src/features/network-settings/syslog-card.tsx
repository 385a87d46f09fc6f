import { type NetworkSyslog2026, SYSLOG_HOSTNAME_MAX, SYSLOG_PORT_MAX, SYSLOG_PORT_MIN } from '@dtu/contract';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Card } from '../../ui/card.tsx';
import { type Bound, bindKeys } from '../../ui/fields/bind.ts';
import { CheckField } from '../../ui/fields/check-field.tsx';
import { NumberField } from '../../ui/fields/number-field.tsx';
import { TextField } from '../../ui/fields/text-field.tsx';

/**
 * Remote logging of the 2026 generations. The device checks host (8007) and port (8008) only
 * while it is on, so the fields are shown, and validated, only then.
 */
export function SyslogCard(props: Bound<NetworkSyslog2026>) {
  const { t } = useI18n();
  const bind = bindKeys(props);
  return (
    <Card title={t('networkSettings2026.syslogCard')}>
      <CheckField switch label={t('networkSettings2026.syslog')} {...bind('syslogenabled')} />
      {props.value.syslogenabled && (
        <>
          <TextField
            label={t('networkSettings2026.syslogHost')}
            {...bind('sysloghostname')}
            required
            maxLength={SYSLOG_HOSTNAME_MAX}
            hint={t('networkSettings2026.syslogHostHint')}
          />
          <NumberField
            label={t('networkSettings2026.syslogPort')}
            {...bind('syslogport')}
            required
            min={SYSLOG_PORT_MIN}
            max={SYSLOG_PORT_MAX}
          />
        </>
      )}
    </Card>
  );
}
