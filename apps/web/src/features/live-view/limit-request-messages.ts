import { defineMessages } from '../../i18n/define-messages.ts';

/** The requested-versus-confirmed limit line of an inverter panel. */
export const limitRequestMessages = defineMessages({
  en: {
    requested: 'Requested {value} ({kind}), {ago}',
    persistent: 'persistent',
    nonPersistent: 'non-persistent',
    pending: 'pending',
    confirmed: 'confirmed {limit}',
    differs: 'the device reports {limit}: {reason}',
    failed: 'failed',
    retry: 'Send again',
    clamped: 'an inverter takes at most 100 %',
    steps: 'rounded to the inverter’s 0.1 % steps',
    maxPowerUnknown:
      'the inverter’s maximum power is not known yet; the next limit read (about 4 minutes) corrects it',
    limiter: 'the dynamic power limiter has set its own limit since',
    changed: 'the limit was changed since (elsewhere, over MQTT or by the inverter)',
    notReadYet: 'not read yet',
    equivalent: 'That is {other}.',
    eepromWarning:
      'A persistent limit wears the inverter’s memory, which takes a limited number of writes: never use it to regulate.',
  },
  de: {
    requested: 'Angefordert {value} ({kind}), {ago}',
    persistent: 'dauerhaft',
    nonPersistent: 'nicht dauerhaft',
    pending: 'ausstehend',
    confirmed: 'bestätigt {limit}',
    differs: 'das Gerät meldet {limit}: {reason}',
    failed: 'fehlgeschlagen',
    retry: 'Erneut senden',
    clamped: 'ein Wechselrichter nimmt höchstens 100 % an',
    steps: 'auf die 0,1-%-Schritte des Wechselrichters gerundet',
    maxPowerUnknown:
      'die Maximalleistung des Wechselrichters ist noch unbekannt; das nächste Auslesen des Limits (nach etwa 4 Minuten) korrigiert es',
    limiter: 'die dynamische Leistungsbegrenzung hat seitdem ein eigenes Limit gesetzt',
    changed: 'das Limit wurde seitdem anderswo, über MQTT oder vom Wechselrichter geändert',
    notReadYet: 'noch nicht gelesen',
    equivalent: 'Das sind {other}.',
    eepromWarning:
      'Ein dauerhaftes Limit nutzt den Speicher des Wechselrichters ab, der nur begrenzt viele Schreibvorgänge verträgt: nie zum Regeln verwenden.',
  },
  fr: {
    requested: 'Demandé {value} ({kind}), {ago}',
    persistent: 'persistante',
    nonPersistent: 'non persistante',
    pending: 'en attente',
    confirmed: 'confirmé {limit}',
    differs: 'l’appareil indique {limit}\u202f: {reason}',
    failed: 'échec',
    retry: 'Renvoyer',
    clamped: 'un onduleur accepte au plus 100\u202f%',
    steps: 'arrondi aux pas de 0,1\u202f% de l’onduleur',
    maxPowerUnknown:
      'la puissance maximale de l’onduleur n’est pas encore connue\u202f; la prochaine lecture de la limite (environ 4 minutes) corrige cela',
    limiter: 'le limiteur de puissance dynamique a fixé sa propre limite depuis',
    changed: 'la limite a été modifiée depuis ailleurs, par MQTT ou par l’onduleur',
    notReadYet: 'pas encore lue',
    equivalent: 'Cela fait {other}.',
    eepromWarning:
      'Une limite persistante use la mémoire de l’onduleur, qui ne supporte qu’un nombre limité d’écritures\u202f: jamais pour réguler.',
  },
});
