import { defineMessages } from '../../i18n/define-messages.ts';

export const sitesMessages = defineMessages({
  en: {
    all: 'All devices',
    onlineCount: '{online} of {count} online',
    partial: 'partial sum',
    thisDevice: 'this device',
    stale: 'No current data',
    remove: 'Remove',
    hostHint: 'e.g. dtu-garage or 192.168.1.20:8080',
    passwordHint: 'If read-only access is off.',
    remember: 'Remember the password',
    rememberHint:
      'Keeps it unencrypted in this browser until you remove the device. Otherwise it is forgotten when the browser closes.',
    invalid: 'Not a host name or IPv4 address.',
    duplicate: 'Already listed.',
  },
  de: {
    all: 'Alle Geräte',
    onlineCount: '{online} von {count} online',
    partial: 'Teilsumme',
    thisDevice: 'dieses Gerät',
    stale: 'Keine aktuellen Daten',
    remove: 'Entfernen',
    hostHint: 'z. B. dtu-garage oder 192.168.1.20:8080',
    passwordHint: 'Wenn der Lesezugriff aus ist.',
    remember: 'Passwort merken',
    rememberHint:
      'Bewahrt es unverschlüsselt in diesem Browser auf, bis Sie das Gerät entfernen. Sonst ist es vergessen, sobald der Browser schließt.',
    invalid: 'Kein Hostname und keine IPv4-Adresse.',
    duplicate: 'Schon in der Liste.',
  },
  fr: {
    all: 'Tous les appareils',
    onlineCount: '{online} sur {count} en ligne',
    partial: 'somme partielle',
    thisDevice: 'cet appareil',
    stale: 'Pas de données récentes',
    remove: 'Retirer',
    hostHint: 'p.\u00a0ex. dtu-garage ou 192.168.1.20:8080',
    passwordHint: 'Si l’accès en lecture est désactivé.',
    remember: 'Mémoriser le mot de passe',
    rememberHint:
      'Le garde en clair dans ce navigateur jusqu’à ce que vous retiriez l’appareil. Sinon, il est oublié à la fermeture du navigateur.',
    invalid: 'Ni un nom d’hôte ni une adresse IPv4.',
    duplicate: 'Déjà dans la liste.',
  },
});
