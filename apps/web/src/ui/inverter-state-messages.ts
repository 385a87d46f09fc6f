import { defineMessages } from '../i18n/define-messages.ts';

/** The four inverter states, shown by the live view, its tabs and the overview. */
export const inverterStateMessages = defineMessages({
  en: {
    'polling-off': 'Polling off',
    unreachable: 'Not reachable',
    idle: 'Reachable, not producing',
    producing: 'Producing',
  },
  de: {
    'polling-off': 'Abfrage aus',
    unreachable: 'Nicht erreichbar',
    idle: 'Erreichbar, keine Produktion',
    producing: 'Produziert',
  },
  fr: {
    'polling-off': 'Interrogation désactivée',
    unreachable: 'Injoignable',
    idle: 'Joignable, ne produit pas',
    producing: 'En production',
  },
});
