import { defineMessages } from '../../i18n/define-messages.ts';

export const errorMessages = defineMessages({
  en: {
    title: 'Oops!',
    status: 'Status code: {status}',
    noMessage: 'Something went wrong while talking to the device.',
    home: 'Back to the live view',
  },
  de: {
    title: 'Hoppla!',
    status: 'Statuscode: {status}',
    noMessage: 'Bei der Kommunikation mit dem Gerät ist etwas schiefgegangen.',
    home: 'Zurück zur Live-Ansicht',
  },
  fr: {
    title: 'Oups !',
    status: 'Code de statut : {status}',
    noMessage: "Un problème est survenu lors de l'échange avec l'appareil.",
    home: 'Retour à la vue en direct',
  },
});
