import {
  CMT_COUNTRY,
  CMT_FREQUENCY_CHANGE_CONNECT_MIN,
  CMT_PA_LEVEL_MAX_DBM,
  CMT_PA_LEVEL_MIN_DBM,
  DTU_SERIAL_HEX_DIGITS_MAX,
  DTU_SERIAL_PATTERN,
  type DtuConfig,
  isLegalCmtFrequency,
  NRF_PA_LEVELS,
} from '@dtu/contract';
import { useSettingsForm } from '../../api/use-settings-form.ts';
import type { MessageKey } from '../../i18n/translate.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Alert } from '../../ui/alert.tsx';
import { Card } from '../../ui/card.tsx';
import { CheckField } from '../../ui/fields/check-field.tsx';
import { RangeField } from '../../ui/fields/range-field.tsx';
import { SelectField } from '../../ui/fields/select-field.tsx';
import { TextField } from '../../ui/fields/text-field.tsx';
import { SettingsPage } from '../../ui/settings-page.tsx';
import { formatMhz, frequencyForCountry } from './frequency.ts';
import { PollIntervalField } from './poll-interval-field.tsx';
import { RadioChipsCard } from './radio-chips-card.tsx';

const PA_LABEL: Record<string, MessageKey> = {
  Min: 'dtuSettings.paMin',
  Low: 'dtuSettings.paLow',
  High: 'dtuSettings.paHigh',
  Max: 'dtuSettings.paMax',
};

const COUNTRY_LABEL: Record<number, MessageKey> = {
  [CMT_COUNTRY.Europe]: 'dtuSettings.countryEurope',
  [CMT_COUNTRY.NorthAmerica]: 'dtuSettings.countryNorthAmerica',
  [CMT_COUNTRY.Brazil]: 'dtuSettings.countryBrazil',
};

/** `/settings/dtu`: serial, polling, both radios' power, CMT country and frequency. */
export function DtuSettingsPage() {
  const { t, format } = useI18n();
  const form = useSettingsForm<DtuConfig>('/api/dtu/config');
  const mhz = (hz: number) => formatMhz(hz, format.decimal);

  return (
    <SettingsPage title={t('dtuSettings.title')} form={form}>
      {(values, bind) => {
        const country = values.country_def[values.cmt_country];
        const legal = !country || isLegalCmtFrequency(country, values.cmt_frequency);
        return (
          <>
            <Card title={t('dtuSettings.dtuCard')}>
              {/* Hex text on every generation, posted as text (the 2026 ones refuse a number). */}
              <TextField
                label={t('dtuSettings.serial')}
                {...bind('serial')}
                required
                maxLength={DTU_SERIAL_HEX_DIGITS_MAX}
                pattern={DTU_SERIAL_PATTERN}
                autoComplete="off"
                hint={t('dtuSettings.serialHint')}
              />
              <PollIntervalField
                wire={values.pollinterval}
                onChange={(wire) => form.update('pollinterval', wire)}
              />
              {/* Gone from the 2026 generations' answer. */}
              {'verbose_logging' in values && (
                <CheckField switch label={t('dtuSettings.verbose')} {...bind('verbose_logging')} />
              )}
            </Card>
            <Card title={t('dtuSettings.nrfCard')}>
              {!values.nrf_enabled && <p className="text-body-secondary">{t('dtuSettings.radioInactive')}</p>}
              <SelectField
                label={t('dtuSettings.nrfPaLevel')}
                options={NRF_PA_LEVELS.map((level) => ({
                  value: level.value,
                  label: t(PA_LABEL[level.name], { dbm: level.dbm }),
                }))}
                {...bind('nrf_palevel')}
                hint={t('dtuSettings.nrfPaHint')}
              />
            </Card>
            <Card title={t('dtuSettings.cmtCard')}>
              {!values.cmt_enabled && <p className="text-body-secondary">{t('dtuSettings.radioInactive')}</p>}
              <RangeField
                label={t('dtuSettings.cmtPaLevel')}
                {...bind('cmt_palevel')}
                min={CMT_PA_LEVEL_MIN_DBM}
                max={CMT_PA_LEVEL_MAX_DBM}
                format={(v) => `${format.decimal(v)} dBm`}
              />
              <SelectField
                label={t('dtuSettings.country')}
                value={values.cmt_country}
                options={values.country_def.map((def, id) => ({
                  value: id,
                  label: t(COUNTRY_LABEL[id] ?? 'dtuSettings.unknown', {
                    min: mhz(def.freq_min),
                    max: mhz(def.freq_max),
                  }),
                }))}
                onChange={(id) =>
                  form.setValues(
                    (prev) =>
                      prev && {
                        ...prev,
                        cmt_country: id,
                        cmt_frequency: frequencyForCountry(prev.country_def, id) ?? prev.cmt_frequency,
                      },
                  )
                }
              />
              {country && (
                <RangeField
                  label={t('dtuSettings.frequency')}
                  {...bind('cmt_frequency')}
                  min={country.freq_min}
                  max={country.freq_max}
                  step={values.cmt_chan_width}
                  format={(v) => `${mhz(v)} MHz`}
                  hint={t('dtuSettings.frequencyHint', { minutes: CMT_FREQUENCY_CHANGE_CONNECT_MIN })}
                />
              )}
              {country && !legal && (
                <Alert variant="danger">
                  {t('dtuSettings.frequencyIllegal', {
                    min: mhz(country.freq_legal_min),
                    max: mhz(country.freq_legal_max),
                  })}
                </Alert>
              )}
            </Card>
            <RadioChipsCard />
          </>
        );
      }}
    </SettingsPage>
  );
}
