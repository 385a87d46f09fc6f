import type { VedirectConfig } from '@dtu/contract';
import { useSettingsForm } from '../../api/use-settings-form.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Card } from '../../ui/card.tsx';
import { CheckField } from '../../ui/fields/check-field.tsx';
import { SettingsPage } from '../../ui/settings-page.tsx';

/** `/settings/vedirect`: the serial link to the Victron charge controllers. */
export function VedirectSettingsPage() {
  const { t } = useI18n();
  const form = useSettingsForm<VedirectConfig>('/api/vedirect/config');

  return (
    <SettingsPage title={t('vedirectSettings.title')} form={form}>
      {(values, bind) => (
        <Card title={t('vedirectSettings.mainCard')}>
          <CheckField switch label={t('vedirectSettings.enabled')} {...bind('vedirect_enabled')} />
          {values.vedirect_enabled && (
            <>
              <CheckField switch label={t('vedirectSettings.verbose')} {...bind('verbose_logging')} />
              <CheckField
                switch
                label={t('vedirectSettings.updatesOnly')}
                hint={t('vedirectSettings.updatesOnlyHint')}
                {...bind('vedirect_updatesonly')}
              />
            </>
          )}
        </Card>
      )}
    </SettingsPage>
  );
}
