import { defineMessages } from '../i18n/define-messages.ts';

/** Hints of the shared serial number input (add and edit inverter). */
export const serialInputMessages = defineMessages({
  en: {
    maker: 'Serial number in the inverter maker’s format.',
    converted: 'Serial number already converted to hexadecimal.',
    herf: 'Valid herf serial number, stored as {hex}.',
    invalidChecksum: 'The three check characters after the dash do not match this serial number.',
    unknownFormat:
      'Unknown serial number format. Enter 12 hex digits or a herf serial such as A01234567-1AX.',
  },
  de: {
    maker: 'Seriennummer im Format des Wechselrichterherstellers.',
    converted: 'Seriennummer bereits hexadezimal umgerechnet.',
    herf: 'Gültige herf-Seriennummer, gespeichert als {hex}.',
    invalidChecksum: 'Die drei Prüfzeichen nach dem Bindestrich passen nicht zu dieser Seriennummer.',
    unknownFormat:
      'Unbekanntes Format. Bitte 12 Hex-Ziffern oder eine herf-Seriennummer wie A01234567-1AX eingeben.',
  },
  fr: {
    maker: 'Numéro de série au format du fabricant de l’onduleur.',
    converted: 'Numéro de série déjà converti en hexadécimal.',
    herf: 'Numéro de série herf valide, enregistré comme {hex}.',
    invalidChecksum: 'Les trois caractères de contrôle après le tiret ne correspondent pas à ce numéro.',
    unknownFormat:
      'Format de numéro inconnu. Saisissez 12 chiffres hexadécimaux ou un numéro herf comme A01234567-1AX.',
  },
});
