import { defineMessages } from '../../i18n/define-messages.ts';

export const vedirectSettingsMessages = defineMessages({
  en: {
    title: 'VE.Direct settings',
    mainCard: 'Charge controller link (VE.Direct)',
    enabled: 'Enable VE.Direct',
    verbose: 'Verbose logging',
    updatesOnly: 'Publish changes only',
    updatesOnlyHint: 'MQTT receives a value only when it differs from the last one sent.',
  },
  de: {
    title: 'VE.Direct-Einstellungen',
    mainCard: 'Verbindung zum Laderegler (VE.Direct)',
    enabled: 'VE.Direct aktivieren',
    verbose: 'Ausführliche Protokollierung',
    updatesOnly: 'Nur Änderungen veröffentlichen',
    updatesOnlyHint: 'MQTT erhält einen Wert nur, wenn er sich vom zuletzt gesendeten unterscheidet.',
  },
  fr: {
    title: 'Paramètres VE.Direct',
    mainCard: 'Liaison avec le régulateur de charge (VE.Direct)',
    enabled: 'Activer VE.Direct',
    verbose: 'Journalisation détaillée',
    updatesOnly: 'Publier uniquement les changements',
    updatesOnlyHint: 'MQTT ne reçoit une valeur que si elle diffère de la dernière envoyée.',
  },
});
