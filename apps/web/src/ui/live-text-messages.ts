import { defineMessages } from '../i18n/define-messages.ts';

/** Words the firmware sends as translatable text values in its live views (battery, chargers). */
export const liveTextMessages = defineMessages({
  en: {
    yes: 'Yes',
    no: 'No',
    enabled: 'Enabled',
    disabled: 'Disabled',
    unavail: 'Not available',
    FanFullSpeed: 'Full speed',
    FanAuto: 'Automatic',
  },
  de: {
    yes: 'Ja',
    no: 'Nein',
    enabled: 'Aktiviert',
    disabled: 'Deaktiviert',
    unavail: 'Nicht verfügbar',
    FanFullSpeed: 'Volle Drehzahl',
    FanAuto: 'Automatisch',
  },
  fr: {
    yes: 'Oui',
    no: 'Non',
    enabled: 'Activé',
    disabled: 'Désactivé',
    unavail: 'Non disponible',
    FanFullSpeed: 'Pleine vitesse',
    FanAuto: 'Automatique',
  },
});
