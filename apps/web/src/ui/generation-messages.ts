import { defineMessages } from '../i18n/define-messages.ts';

/** What a page says where the device's firmware generation keeps it from writing. */
export const generationMessages = defineMessages({
  en: {
    found: 'This device runs {firmware}.',
    foundUnknown: 'This device runs {firmware}, a firmware this interface does not know yet.',
    readOnly:
      'This page does not change these settings on it, because a save could damage them; the web interface that came with the firmware is the safe place to change them.',
    viewMissing: 'This page cannot show its data for this firmware yet.',
    absent: 'This firmware has no such function.',
    pollIntervalLocked:
      'The unit in which this firmware stores the poll interval is not known, so the value is shown as the device sends it and cannot be changed here.',
    temporaryOnly: 'Only temporary limits: how this firmware numbers persistent limits is not known.',
  },
  de: {
    found: 'Auf diesem Gerät läuft {firmware}.',
    foundUnknown: 'Auf diesem Gerät läuft {firmware}, eine Firmware, die diese Oberfläche noch nicht kennt.',
    readOnly:
      'Diese Seite ändert die Einstellungen dort nicht, weil ein Speichern sie beschädigen könnte; die Weboberfläche, die mit der Firmware kam, ist der sichere Ort, um sie zu ändern.',
    viewMissing: 'Diese Seite kann ihre Daten für diese Firmware noch nicht anzeigen.',
    absent: 'Diese Firmware hat diese Funktion nicht.',
    pollIntervalLocked:
      'In welcher Einheit diese Firmware das Abfrageintervall speichert, ist nicht bekannt; der Wert wird daher so gezeigt, wie das Gerät ihn sendet, und kann hier nicht geändert werden.',
    temporaryOnly:
      'Nur vorübergehende Limits: wie diese Firmware dauerhafte Limits nummeriert, ist nicht bekannt.',
  },
  fr: {
    found: 'Cet appareil fonctionne avec {firmware}.',
    foundUnknown:
      'Cet appareil fonctionne avec {firmware}, un micrologiciel que cette interface ne connaît pas encore.',
    readOnly:
      "Cette page ne modifie pas ces réglages sur ce micrologiciel, car un enregistrement pourrait les endommager ; l'interface web fournie avec le micrologiciel est l'endroit sûr pour les modifier.",
    viewMissing: 'Cette page ne peut pas encore afficher ses données pour ce micrologiciel.',
    absent: "Ce micrologiciel n'a pas cette fonction.",
    pollIntervalLocked:
      "L'unité dans laquelle ce micrologiciel enregistre l'intervalle d'interrogation n'est pas connue : la valeur est affichée telle que l'appareil l'envoie et ne peut pas être modifiée ici.",
    temporaryOnly:
      'Limites temporaires uniquement : la numérotation des limites permanentes de ce micrologiciel n’est pas connue.',
  },
});
