import type { DeviceConfig, DeviceConfig2026 } from '@dtu/contract';
import { useState } from 'react';
import { restartAfterSave } from '../../api/restart-store.ts';
import { useSettingsForm } from '../../api/use-settings-form.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Alert } from '../../ui/alert.tsx';
import { Card } from '../../ui/card.tsx';
import { SelectField } from '../../ui/fields/select-field.tsx';
import { SettingsPage } from '../../ui/settings-page.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import { DisplayTab } from './display-tab.tsx';
import { LedTab } from './led-tab.tsx';
import { PinOverview } from './pin-overview.tsx';
import { DEFAULT_PROFILE_NAME } from './pin-table.ts';
import { usePinMappings } from './use-pin-mappings.ts';

/** `/settings/device`: pin mapping profile, display and LEDs. */
export function DeviceManagerPage() {
  const { t } = useI18n();
  // The device restarts when the saved profile name differs from the one it reported.
  const form = useSettingsForm<DeviceConfig | DeviceConfig2026>('/api/device/config', {
    onSaved: (saved, loaded) => saved.curPin.name !== loaded?.curPin.name && restartAfterSave(),
  });
  const mappings = usePinMappings();
  const [equalBrightness, setEqualBrightness] = useState(false);
  // A device that never stored a profile reports "", a name it refuses on save: the page shows
  // and saves Default, and the profile hint says beforehand that this save restarts the device.
  if (form.values && form.values.curPin.name === '') {
    form.setValues({ ...form.values, curPin: { ...form.values.curPin, name: DEFAULT_PROFILE_NAME } });
  }

  return (
    <SettingsPage title={t('deviceManager.title')} form={form}>
      {(values, bind) => {
        const profileName = values.curPin.name;
        const profiles = mappings?.profiles ?? [{ name: DEFAULT_PROFILE_NAME }];
        const options = profiles.some((p) => p.name === profileName)
          ? profiles
          : [...profiles, { name: profileName }];
        const profile = profiles.find((p) => p.name === profileName);
        return (
          <Tabs
            label={t('deviceManager.title')}
            tabs={[
              {
                id: 'pins',
                label: t('deviceManager.pinTab'),
                content: (
                  <Card title={t('deviceManager.profileCard')}>
                    {mappings?.error && (
                      <Alert variant="danger">
                        {t('deviceManager.profileLoadError', { message: mappings.error })}
                      </Alert>
                    )}
                    <SelectField
                      label={t('deviceManager.profile')}
                      value={profileName}
                      options={options.map((p) => ({ value: p.name, label: p.name }))}
                      onChange={(name) => form.update('curPin', { ...values.curPin, name })}
                      hint={t(
                        profileName === form.loaded?.curPin.name
                          ? 'deviceManager.profileHint'
                          : 'deviceManager.profileRestart',
                      )}
                    />
                    {Array.isArray(profile?.links) && profile.links.length > 0 && (
                      <p>
                        {t('deviceManager.links')}:{' '}
                        {/* The file is anybody's: only a web address becomes a link (no `data:`, no `javascript:`). */}
                        {profile.links.map(({ name, url }) =>
                          /^https?:\/\//i.test(String(url)) ? (
                            <a key={String(url)} href={url} target="_blank" rel="noreferrer" className="me-2">
                              {String(name)}
                            </a>
                          ) : (
                            <span key={String(url)} className="me-2">
                              {String(name)}
                            </span>
                          ),
                        )}
                      </p>
                    )}
                    <PinOverview profile={profile} current={values.curPin} />
                  </Card>
                ),
              },
              {
                id: 'display',
                label: t('deviceManager.displayTab'),
                content: (
                  <Card title={t('deviceManager.displayCard')}>
                    <DisplayTab {...bind('display')} />
                  </Card>
                ),
              },
              {
                id: 'leds',
                label: t('deviceManager.ledTab'),
                content: (
                  <Card title={t('deviceManager.ledCard')}>
                    <LedTab {...bind('led')} equal={equalBrightness} onEqualChange={setEqualBrightness} />
                  </Card>
                ),
              },
            ]}
          />
        );
      }}
    </SettingsPage>
  );
}
