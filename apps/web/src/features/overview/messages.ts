import { defineMessages } from '../../i18n/define-messages.ts';

export const overviewMessages = defineMessages({
  en: {
    inputNumber: 'Input {n}',
    perWp: 'Of peak power',
    noWp: 'no peak power set',
    tableCaption: 'Every inverter and input',
    limits: 'Limits',
    request: 'Request from this browser',
    noRequest: 'none',
  },
  de: {
    inputNumber: 'Eingang {n}',
    perWp: 'Anteil an der Spitzen\u00adleistung',
    noWp: 'keine Spitzenleistung eingestellt',
    tableCaption: 'Alle Wechselrichter und Eingänge',
    limits: 'Limits',
    request: 'Anforderung dieses Browsers',
    noRequest: 'keine',
  },
  fr: {
    inputNumber: 'Entrée {n}',
    perWp: 'Part de la puissance crête',
    noWp: 'puissance crête non définie',
    tableCaption: 'Tous les onduleurs et entrées',
    limits: 'Limites',
    request: 'Demande de ce navigateur',
    noRequest: 'aucune',
  },
});
