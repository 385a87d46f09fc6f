import { defineMessages } from '../../i18n/define-messages.ts';

/** The weak-module finder on the overview. */
export const weakInputMessages = defineMessages({
  en: {
    title: 'Weak modules',
    none: 'No input falls short of its usual share.',
    baseline: 'Input {input} of “{name}” has produced {shortfall} below its usual share for {count} days.',
    overcast:
      'Input {input} of “{name}” produced {shortfall} less than its siblings on {count} overcast days, when all inputs should agree.',
    voltage:
      'Input {input} of “{name}” runs at {shortfall} lower voltage than its siblings under load ({count} readings): a bypass diode may be conducting (a failed or shaded third of a module).',
    confidence: 'Confidence: {level}',
    high: 'high',
    medium: 'medium',
    low: 'low',
    markKnown: 'Mark as known',
    known: 'Known ({count})',
    unmark: 'Show again',
    trend: 'Share of its usual yield over the last 30 days',
    needsDays: '“{name}”: {days} more days of recorded history are needed for the comparison.',
    onlyVoltage:
      '“{name}” was governed by the power limiter on the recent days: only the voltage test applies.',
    noHistory: 'The finder compares recorded days; it starts working once this browser has recorded a week.',
  },
  de: {
    title: 'Schwache Module',
    none: 'Kein Eingang bleibt hinter seinem üblichen Anteil zurück.',
    baseline:
      'Eingang {input} von „{name}“ liefert seit {count} Tagen {shortfall} weniger als seinen üblichen Anteil.',
    overcast:
      'Eingang {input} von „{name}“ lieferte an {count} bewölkten Tagen {shortfall} weniger als die anderen Eingänge, obwohl dann alle übereinstimmen sollten.',
    voltage:
      'Eingang {input} von „{name}“ läuft unter Last mit {shortfall} niedrigerer Spannung als die anderen Eingänge ({count} Messungen): Vermutlich leitet eine Bypass-Diode (ein defektes oder verschattetes Drittel eines Moduls).',
    confidence: 'Sicherheit: {level}',
    high: 'hoch',
    medium: 'mittel',
    low: 'gering',
    markKnown: 'Als bekannt markieren',
    known: 'Bekannt ({count})',
    unmark: 'Wieder anzeigen',
    trend: 'Anteil am üblichen Ertrag in den letzten 30 Tagen',
    needsDays: '„{name}“: Für den Vergleich werden noch {days} aufgezeichnete Tage benötigt.',
    onlyVoltage:
      '„{name}“ wurde an den letzten Tagen von der Leistungsbegrenzung gesteuert: Nur die Spannungsprüfung ist möglich.',
    noHistory:
      'Die Suche vergleicht aufgezeichnete Tage; sie arbeitet, sobald dieser Browser eine Woche aufgezeichnet hat.',
  },
  fr: {
    title: 'Modules faibles',
    none: 'Aucune entrée ne reste en deçà de sa part habituelle.',
    baseline:
      'L’entrée {input} de «\u202f{name}\u202f» produit {shortfall} de moins que sa part habituelle depuis {count} jours.',
    overcast:
      'L’entrée {input} de «\u202f{name}\u202f» a produit {shortfall} de moins que les autres entrées lors de {count} jours couverts, alors qu’elles devraient concorder.',
    voltage:
      'L’entrée {input} de «\u202f{name}\u202f» fonctionne sous charge à une tension inférieure de {shortfall} à celle des autres entrées ({count} mesures)\u202f: une diode de dérivation conduit peut-être (un tiers de module défaillant ou ombragé).',
    confidence: 'Fiabilité\u202f: {level}',
    high: 'élevée',
    medium: 'moyenne',
    low: 'faible',
    markKnown: 'Marquer comme connu',
    known: 'Connus ({count})',
    unmark: 'Afficher à nouveau',
    trend: 'Part de son rendement habituel sur les 30 derniers jours',
    needsDays:
      '«\u202f{name}\u202f»\u202f: il faut encore {days} jours d’historique enregistré pour la comparaison.',
    onlyVoltage:
      '«\u202f{name}\u202f» a été piloté par le limiteur de puissance ces derniers jours\u202f: seul le test de tension s’applique.',
    noHistory:
      'La recherche compare des jours enregistrés\u202f; elle fonctionne dès que ce navigateur a enregistré une semaine.',
  },
});
