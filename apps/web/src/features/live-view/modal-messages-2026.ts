import { defineMessages } from '../../i18n/define-messages.ts';

/** The radio statistics' texts: only the 2026 generations report them (the flash build for 2024.05.03 leaves them out). */
export const liveModal2026Messages = defineMessages({
  en: {
    radio: 'Radio statistics',
    radioTx: 'Requests sent',
    radioReTx: 'Requests repeated',
    radioRxSuccess: 'Complete answers',
    radioRxNothing: 'No answer',
    radioRxPartial: 'Incomplete answers',
    radioRxCorrupt: 'Corrupted answers',
    radioRate: 'Answered completely',
    radioRssi: 'Signal strength (RSSI)',
    radioReset: 'Reset statistics',
  },
  de: {
    radio: 'Funkstatistik',
    radioTx: 'Gesendete Anfragen',
    radioReTx: 'Wiederholte Anfragen',
    radioRxSuccess: 'Vollständige Antworten',
    radioRxNothing: 'Keine Antwort',
    radioRxPartial: 'Unvollständige Antworten',
    radioRxCorrupt: 'Fehlerhafte Antworten',
    radioRate: 'Vollständig beantwortet',
    radioRssi: 'Signalstärke (RSSI)',
    radioReset: 'Statistik zurücksetzen',
  },
  fr: {
    radio: 'Statistiques radio',
    radioTx: 'Requêtes envoyées',
    radioReTx: 'Requêtes répétées',
    radioRxSuccess: 'Réponses complètes',
    radioRxNothing: 'Aucune réponse',
    radioRxPartial: 'Réponses incomplètes',
    radioRxCorrupt: 'Réponses corrompues',
    radioRate: 'Réponses complètes (taux)',
    radioRssi: 'Force du signal (RSSI)',
    radioReset: 'Réinitialiser les statistiques',
  },
});
