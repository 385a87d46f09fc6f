import { defineMessages } from '../../i18n/define-messages.ts';

export const overviewMessages = defineMessages({
  en: {
    table: 'Table',
    inputNumber: 'Input {n}',
    state: 'State',
    perWp: 'Of peak power',
    ofWp: 'of peak power',
    noWp: 'no peak power set',
    waiting: 'Waiting for data.',
    tableCaption: 'Every inverter and input',
  },
  de: {
    table: 'Tabelle',
    inputNumber: 'Eingang {n}',
    state: 'Zustand',
    perWp: 'Anteil an der Spitzenleistung',
    ofWp: 'der Spitzenleistung',
    noWp: 'keine Spitzenleistung eingestellt',
    waiting: 'Warte auf Daten.',
    tableCaption: 'Alle Wechselrichter und Eingänge',
  },
  fr: {
    table: 'Tableau',
    inputNumber: 'Entrée {n}',
    state: 'État',
    perWp: 'Part de la puissance crête',
    ofWp: 'de la puissance crête',
    noWp: 'puissance crête non définie',
    waiting: 'En attente de données.',
    tableCaption: 'Tous les onduleurs et entrées',
  },
});
