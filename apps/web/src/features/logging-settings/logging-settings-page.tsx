import { LOG_LEVEL_INHERIT, LOG_LEVEL_MAX, type LoggingConfig } from '@dtu/contract';
import { useSettingsForm } from '../../api/use-settings-form.ts';
import type { MessageKey } from '../../i18n/translate.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Card } from '../../ui/card.tsx';
import { SelectField } from '../../ui/fields/select-field.tsx';
import { SettingsPage } from '../../ui/settings-page.tsx';

const LEVELS = Array.from({ length: LOG_LEVEL_MAX + 1 }, (_, level) => level);

/**
 * `/settings/logging` on the 2026 generations: the default log level and each module's own
 * (`/api/logging/config`). The form posts the answer's shape back, modules in the device's
 * order, so saving what was loaded changes nothing.
 */
export function LoggingSettingsPage() {
  const { t } = useI18n();
  const form = useSettingsForm<LoggingConfig>('/api/logging/config');
  const levelName = (level: number) => t(`loggingSettings.level${level}` as MessageKey);
  const levels = LEVELS.map((level) => ({ value: level, label: levelName(level) }));

  const setLevels = (change: (loglevel: LoggingConfig['loglevel']) => LoggingConfig['loglevel']) =>
    form.setValues((values) => values && { loglevel: change(values.loglevel) });

  return (
    <SettingsPage title={t('loggingSettings.title')} form={form}>
      {({ loglevel }) => (
        <>
          <Card title={t('loggingSettings.defaultCard')}>
            <SelectField
              label={t('loggingSettings.defaultLevel')}
              value={loglevel.default}
              options={levels}
              hint={t('loggingSettings.defaultHint')}
              onChange={(level) => setLevels((current) => ({ ...current, default: level }))}
            />
          </Card>
          <Card title={t('loggingSettings.modulesCard')}>
            {loglevel.modules.map((module) => (
              <SelectField
                key={module.name}
                label={module.name}
                value={module.level}
                options={[
                  {
                    value: LOG_LEVEL_INHERIT,
                    label: t('loggingSettings.inherit', { level: levelName(loglevel.default) }),
                  },
                  ...levels,
                ]}
                onChange={(level) =>
                  setLevels((current) => ({
                    ...current,
                    modules: current.modules.map((entry) =>
                      entry.name === module.name ? { ...entry, level } : entry,
                    ),
                  }))
                }
              />
            ))}
          </Card>
        </>
      )}
    </SettingsPage>
  );
}
