import { defineMessages } from '../../i18n/define-messages.ts';

export const rebootMessages = defineMessages({
  en: {
    title: 'Device reboot',
    card: 'Perform a reboot',
    hint: 'Restarts the device. Live data and the web interface are unavailable for a few seconds.',
    reboot: 'Reboot!',
    confirmTitle: 'Reboot the device',
    confirmText: 'Do you really want to restart the device now?',
    confirm: 'Reboot',
  },
  de: {
    title: 'Gerät neu starten',
    card: 'Neustart durchführen',
    hint: 'Startet das Gerät neu. Live-Daten und Weboberfläche sind einige Sekunden lang nicht erreichbar.',
    reboot: 'Neu starten!',
    confirmTitle: 'Gerät neu starten',
    confirmText: 'Soll das Gerät jetzt wirklich neu gestartet werden?',
    confirm: 'Neu starten',
  },
  fr: {
    title: "Redémarrage de l'appareil",
    card: 'Effectuer un redémarrage',
    hint: "Redémarre l'appareil. Les données en direct et l'interface web sont indisponibles pendant quelques secondes.",
    reboot: 'Redémarrer !',
    confirmTitle: "Redémarrer l'appareil",
    confirmText: "Voulez-vous vraiment redémarrer l'appareil maintenant ?",
    confirm: 'Redémarrer',
  },
});
