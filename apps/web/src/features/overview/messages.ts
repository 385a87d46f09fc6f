import { defineMessages } from '../../i18n/define-messages.ts';

export const overviewMessages = defineMessages({
  en: {
    inputNumber: 'Input {n}',
    state: 'State',
    perWp: 'Of peak power',
    noWp: 'no peak power set',
    tableCaption: 'Every inverter and input',
  },
  de: {
    inputNumber: 'Eingang {n}',
    state: 'Zustand',
    perWp: 'Anteil an der Spitzenleistung',
    noWp: 'keine Spitzenleistung eingestellt',
    tableCaption: 'Alle Wechselrichter und Eingänge',
  },
  fr: {
    inputNumber: 'Entrée {n}',
    state: 'État',
    perWp: 'Part de la puissance crête',
    noWp: 'puissance crête non définie',
    tableCaption: 'Tous les onduleurs et entrées',
  },
});
