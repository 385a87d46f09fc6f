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
      {(values, update) => (
        <Card title={t('vedirectSettings.mainCard')}>
          <CheckField
            switch
            label={t('vedirectSettings.enabled')}
            checked={values.vedirect_enabled}
            onChange={(v) => update('vedirect_enabled', v)}
          />
          {values.vedirect_enabled && (
            <>
              <CheckField
                switch
                label={t('vedirectSettings.verbose')}
                checked={values.verbose_logging}
                onChange={(v) => update('verbose_logging', v)}
              />
              <CheckField
                switch
                label={t('vedirectSettings.updatesOnly')}
                hint={t('vedirectSettings.updatesOnlyHint')}
                checked={values.vedirect_updatesonly}
                onChange={(v) => update('vedirect_updatesonly', v)}
              />
            </>
          )}
        </Card>
      )}
    </SettingsPage>
  );
}
