import { defineMessages } from '../../i18n/define-messages.ts';

export const consoleMessages = defineMessages({
  en: {
    title: 'Web console',
    output: 'Console output',
    autoScroll: 'Auto-scroll',
    clear: 'Clear console',
    copy: 'Copy all',
    copied: 'Console copied to the clipboard.',
    copyFailed: 'The browser did not allow copying to the clipboard.',
  },
  de: {
    title: 'Web-Konsole',
    output: 'Konsolenausgabe',
    autoScroll: 'Automatisch scrollen',
    clear: 'Konsole leeren',
    copy: 'Alles kopieren',
    copied: 'Konsole in die Zwischenablage kopiert.',
    copyFailed: 'Der Browser hat das Kopieren in die Zwischenablage nicht erlaubt.',
  },
  fr: {
    title: 'Console web',
    output: 'Sortie de la console',
    autoScroll: 'Défilement automatique',
    clear: 'Effacer la console',
    copy: 'Tout copier',
    copied: 'Console copiée dans le presse-papiers.',
    copyFailed: "Le navigateur n'a pas autorisé la copie dans le presse-papiers.",
  },
});
