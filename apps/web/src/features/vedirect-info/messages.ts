import { defineMessages } from '../../i18n/define-messages.ts';

export const vedirectInfoMessages = defineMessages({
  en: {
    title: 'VE.Direct info',
    configCard: 'Charge controller link configuration',
    status: 'Status',
    verbose: 'Verbose logging',
    updatesOnly: 'Publish changes only',
  },
  de: {
    title: 'VE.Direct-Info',
    configCard: 'Konfiguration der Laderegler-Verbindung',
    status: 'Status',
    verbose: 'Ausführliche Protokollierung',
    updatesOnly: 'Nur Änderungen veröffentlichen',
  },
  fr: {
    title: 'Informations VE.Direct',
    configCard: 'Configuration de la liaison avec le régulateur',
    status: 'État',
    verbose: 'Journalisation détaillée',
    updatesOnly: 'Publier uniquement les changements',
  },
});
