import { defineMessages } from '../../i18n/define-messages.ts';

export const notFoundMessages = defineMessages({
  en: {
    title: 'Page not found',
    text: 'There is no page at {path}.',
    home: 'Go to the live view',
  },
  de: {
    title: 'Seite nicht gefunden',
    text: 'Unter {path} gibt es keine Seite.',
    home: 'Zur Live-Ansicht',
  },
  fr: {
    title: 'Page introuvable',
    text: "Il n'existe aucune page à l'adresse {path}.",
    home: 'Aller à la vue en direct',
  },
});
