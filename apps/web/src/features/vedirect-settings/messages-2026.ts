import { defineMessages } from '../../i18n/define-messages.ts';

/** The texts only the OnBattery 2026.03.31 solar charger form shows (a flash build for another generation leaves them out). */
export const solarCharger2026Messages = defineMessages({
  en: {
    title2026: 'Solar charger settings',
    mainCard2026: 'Solar charger',
    enabled2026: 'Enable solar charger',
    provider: 'Interface',
    calculatePower: 'Calculate the output power from voltage and current',
    powerCard: 'Output power',
    voltageCard: 'Output voltage',
    currentCard: 'Output current',
    topic: 'MQTT topic',
    jsonPath: 'JSON path (empty when the topic carries the bare value)',
    unit: 'Unit',
  },
  de: {
    title2026: 'Solarladeregler-Einstellungen',
    mainCard2026: 'Solarladeregler',
    enabled2026: 'Solarladeregler aktivieren',
    provider: 'Schnittstelle',
    calculatePower: 'Ausgangsleistung aus Spannung und Strom berechnen',
    powerCard: 'Ausgangsleistung',
    voltageCard: 'Ausgangsspannung',
    currentCard: 'Ausgangsstrom',
    topic: 'MQTT-Topic',
    jsonPath: 'JSON-Pfad (leer, wenn das Topic nur den Wert enthält)',
    unit: 'Einheit',
  },
  fr: {
    title2026: 'Paramètres du régulateur solaire',
    mainCard2026: 'Régulateur solaire',
    enabled2026: 'Activer le régulateur solaire',
    provider: 'Interface',
    calculatePower: 'Calculer la puissance de sortie à partir de la tension et du courant',
    powerCard: 'Puissance de sortie',
    voltageCard: 'Tension de sortie',
    currentCard: 'Courant de sortie',
    topic: 'Topic MQTT',
    jsonPath: 'Chemin JSON (vide si le topic ne contient que la valeur)',
    unit: 'Unité',
  },
});
