import { defineMessages } from '../../i18n/define-messages.ts';

/** The weak-module finder on the overview. */
export const weakInputMessages = defineMessages({
  en: {
    title: 'Weak modules',
    none: 'No input falls short of its usual share.',
    baseline: 'Input {input} of “{name}” has produced {shortfall} below its usual share for {count} days.',
    overcast:
      'Input {input} of “{name}” produced {shortfall} less than the others on {count} overcast days, when all should agree.',
    voltage:
      'Input {input} of “{name}” runs at {shortfall} lower voltage than the others under load ({count} readings): a bypass diode may conduct (a failed or shaded third of a module).',
    confidence: 'Confidence: {level}',
    high: 'high',
    medium: 'medium',
    low: 'low',
    markKnown: 'Mark as known',
    known: 'Known ({count})',
    unmark: 'Show again',
    trend: 'Share of its usual yield over the last 30 days',
    needsDays: '“{name}”: {days} more recorded days are needed.',
    onlyVoltage: '“{name}” was driven by the power limiter lately: only the voltage test applies.',
    noHistory: 'The finder compares the days this browser recorded; it needs about a week.',
  },
  de: {
    title: 'Schwache Module',
    none: 'Kein Eingang bleibt hinter seinem üblichen Anteil zurück.',
    baseline:
      'Eingang {input} von „{name}“ liefert seit {count} Tagen {shortfall} weniger als seinen üblichen Anteil.',
    overcast:
      'Eingang {input} von „{name}“ lieferte an {count} bewölkten Tagen {shortfall} weniger als die anderen, obwohl alle gleich liefern sollten.',
    voltage:
      'Eingang {input} von „{name}“ hat unter Last {shortfall} weniger Spannung als die anderen ({count} Messungen): Vermutlich leitet eine Bypass-Diode (defektes oder verschattetes Moduldrittel).',
    confidence: 'Sicherheit: {level}',
    high: 'hoch',
    medium: 'mittel',
    low: 'gering',
    markKnown: 'Als bekannt markieren',
    known: 'Bekannt ({count})',
    unmark: 'Wieder anzeigen',
    trend: 'Anteil am üblichen Ertrag in den letzten 30 Tagen',
    needsDays: '„{name}“: Es fehlen noch {days} aufgezeichnete Tage.',
    onlyVoltage:
      '„{name}“ wurde zuletzt von der Leistungsbegrenzung gesteuert: Nur die Spannungsprüfung greift.',
    noHistory:
      'Die Suche vergleicht die von diesem Browser aufgezeichneten Tage; sie braucht etwa eine Woche.',
  },
  fr: {
    title: 'Modules faibles',
    none: 'Aucune entrée ne reste en deçà de sa part habituelle.',
    baseline:
      'L’entrée {input} de «\u202f{name}\u202f» produit {shortfall} de moins que sa part habituelle depuis {count} jours.',
    overcast:
      'L’entrée {input} de «\u202f{name}\u202f» a produit {shortfall} de moins que les autres sur {count} jours couverts, où toutes devraient concorder.',
    voltage:
      'L’entrée {input} de «\u202f{name}\u202f» a sous charge une tension inférieure de {shortfall} aux autres ({count} mesures)\u202f: une diode de dérivation conduit peut-être (tiers de module défaillant ou ombragé).',
    confidence: 'Fiabilité\u202f: {level}',
    high: 'élevée',
    medium: 'moyenne',
    low: 'faible',
    markKnown: 'Marquer comme connu',
    known: 'Connus ({count})',
    unmark: 'Afficher à nouveau',
    trend: 'Part de son rendement habituel sur les 30 derniers jours',
    needsDays: '«\u202f{name}\u202f»\u202f: il manque encore {days} jours enregistrés.',
    onlyVoltage:
      '«\u202f{name}\u202f» a été piloté par le limiteur récemment\u202f: seul le test de tension s’applique.',
    noHistory:
      'La recherche compare les jours enregistrés par ce navigateur\u202f; il lui faut environ une semaine.',
  },
});
