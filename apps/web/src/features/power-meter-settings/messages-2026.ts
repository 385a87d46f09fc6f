import { defineMessages } from '../../i18n/define-messages.ts';

/** The texts only the OnBattery 2026.03.31 power meter form shows (a flash build for another generation leaves them out). */
export const powerMeter2026Messages = defineMessages({
  en: {
    examples: 'Examples of URLs and JSON paths',
    urlExamples: 'URL examples',
    jsonPathExamples: 'JSON path examples',
    jsonPathExamplesIntro: 'Each path finds the value 123.4 in the answer beside it.',
    sourceHttpSml: 'HTTP request with SML answer',
    sourceUdpVictron: 'Victron energy meter (UDP)',
    value: 'Value {index}',
    topic: 'Topic',
    pollingInterval: 'Polling interval',
    ipAddress: 'IP address',
    individualRequests2026: 'One request per value',
    individualRequestsHint2026: 'When off, every value is read from the answer to the first value’s request.',
  },
  de: {
    examples: 'Beispiele für URLs und JSON-Pfade',
    urlExamples: 'URL-Beispiele',
    jsonPathExamples: 'Beispiele für JSON-Pfade',
    jsonPathExamplesIntro: 'Jeder Pfad findet den Wert 123.4 in der Antwort daneben.',
    sourceHttpSml: 'HTTP-Abfrage mit SML-Antwort',
    sourceUdpVictron: 'Victron-Energiezähler (UDP)',
    value: 'Wert {index}',
    topic: 'Topic',
    pollingInterval: 'Abfrageintervall',
    ipAddress: 'IP-Adresse',
    individualRequests2026: 'Eine Abfrage je Wert',
    individualRequestsHint2026:
      'Wenn aus, werden alle Werte aus der Antwort auf die Abfrage des ersten Werts gelesen.',
  },
  fr: {
    examples: "Exemples d'URL et de chemins JSON",
    urlExamples: "Exemples d'URL",
    jsonPathExamples: 'Exemples de chemins JSON',
    jsonPathExamplesIntro: 'Chaque chemin trouve la valeur 123.4 dans la réponse à côté.',
    sourceHttpSml: 'Requête HTTP avec réponse SML',
    sourceUdpVictron: "Compteur d'énergie Victron (UDP)",
    value: 'Valeur {index}',
    topic: 'Topic',
    pollingInterval: "Intervalle d'interrogation",
    ipAddress: 'Adresse IP',
    individualRequests2026: 'Une requête par valeur',
    individualRequestsHint2026:
      'Désactivé : chaque valeur est lue dans la réponse à la requête de la première valeur.',
  },
});
