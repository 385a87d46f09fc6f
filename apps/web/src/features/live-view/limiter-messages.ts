import { defineMessages } from '../../i18n/define-messages.ts';

/**
 * The power limiter explained on the panel of the inverter it drives. Its title, state and limit,
 * and the flow's battery, charge controller, inverter and charger reuse the navbar's and the charge
 * controller view's texts.
 */
export const limiterMessages = defineMessages({
  en: {
    why: 'Why:',
    off: 'Disabled.',
    inactive: 'Inverter not answering.',
    state: 'Settings not readable.',
    solarPowered: 'Solar-fed inverter: follows demand up to {upper} W.',
    stop: 'Battery at {level} {u}, at or below the stop threshold {stop} {u}: off until {start} {u}.',
    noDischarge: 'No discharge, no solar to pass on, or demand under {lower} W: off.',
    fullPassthrough: 'Battery full, all solar passes: {solar} W minus {losses} % losses = {available} W.',
    passthrough: 'Solar passthrough: {solar} W minus {losses} % losses = {available} W.',
    discharge: 'From battery: grid target {target} ± {hysteresis} W, inverter {lower}–{upper} W.',
    flow: 'Energy flow',
    solar: 'Solar',
    home: 'Home',
    grid: 'Grid',
  },
  de: {
    why: 'Warum:',
    off: 'Deaktiviert.',
    inactive: 'Wechselrichter antwortet nicht.',
    state: 'Einstellungen nicht lesbar.',
    solarPowered: 'Solar gespeist: folgt dem Bedarf bis {upper} W.',
    stop: 'Batterie bei {level} {u}, höchstens Abschaltschwelle {stop} {u}: aus bis {start} {u}.',
    noDischarge: 'Keine Entladung, kein Solarstrom oder Bedarf unter {lower} W: aus.',
    fullPassthrough:
      'Batterie voll, alles durchgeleitet: {solar} W minus {losses} % Verluste = {available} W.',
    passthrough: 'Solar-Durchleitung: {solar} W minus {losses} % Verluste = {available} W.',
    discharge: 'Aus der Batterie: Netzziel {target} ± {hysteresis} W, Wechselrichter {lower}–{upper} W.',
    flow: 'Energiefluss',
    solar: 'Solar',
    home: 'Haus',
    grid: 'Netz',
  },
  fr: {
    why: 'Pourquoi\u202f:',
    off: 'Désactivé.',
    inactive: 'L’onduleur ne répond pas.',
    state: 'Réglages illisibles.',
    solarPowered: 'Onduleur solaire\u202f: suit la demande jusqu’à {upper}\u202fW.',
    stop: 'Batterie à {level}\u202f{u}, au plus le seuil d’arrêt {stop}\u202f{u}\u202f: arrêté jusqu’à {start}\u202f{u}.',
    noDischarge: 'Pas de décharge, pas de solaire ou demande sous {lower}\u202fW\u202f: arrêté.',
    fullPassthrough:
      'Batterie pleine, tout passe\u202f: {solar}\u202fW moins {losses}\u202f% de pertes = {available}\u202fW.',
    passthrough:
      'Transmission solaire\u202f: {solar}\u202fW moins {losses}\u202f% de pertes = {available}\u202fW.',
    discharge:
      'Sur batterie\u202f: objectif réseau {target} ±\u202f{hysteresis}\u202fW, onduleur {lower}–{upper}\u202fW.',
    flow: 'Flux d’énergie',
    solar: 'Solaire',
    home: 'Maison',
    grid: 'Réseau',
  },
});
