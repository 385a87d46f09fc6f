import { defineMessages } from '../../i18n/define-messages.ts';

/** The power limiter explained on the panel of the inverter it drives. */
export const limiterMessages = defineMessages({
  en: {
    title: 'Dynamic power limiter',
    stateLine: '{state}; last requested limit {limit} W',
    'state-1': 'Switched off',
    state0: 'Inactive',
    state1: 'Battery charging, inverter off',
    state2: 'Solar power only',
    state3: 'Solar and battery',
    why: 'Why',
    off: 'The dynamic power limiter is switched off in its settings.',
    inactive: 'The limiter cannot drive the inverter at the moment: the inverter does not answer.',
    state: 'The limiter’s settings could not be read, so only its state is shown.',
    solarPowered:
      'The inverter is fed by solar modules directly: the limiter follows the household’s demand, up to {upper} W.',
    socStop:
      'The battery at {soc} % is at or below the stop threshold of {stop} %: the inverter stays off until the battery is back at {start} %.',
    voltageStop:
      'The battery at {voltage} V is at or below the stop threshold of {stop} V: the inverter stays off until the battery is back at {start} V.',
    noDischarge:
      'The battery may not be discharged now and there is no solar power to pass on, or the demand is under the lowest limit of {lower} W: the inverter is off.',
    fullPassthrough:
      'The battery is full: all solar power is passed on, {solar} W from the charge controllers minus {losses} % losses = {available} W.',
    passthrough:
      'Solar passthrough: {solar} W from the charge controllers minus {losses} % losses = {available} W. The battery itself is not discharged.',
    discharge:
      'The battery helps to cover the household: the limiter aims at {target} W drawn from the grid (± {hysteresis} W), with the inverter between {lower} W and {upper} W.',
    flow: 'Energy flow',
    solar: 'Solar',
    controller: 'Charge controller',
    battery: 'Battery',
    inverter: 'Inverter',
    home: 'Home',
    grid: 'Grid',
    charger: 'AC charger',
  },
  de: {
    title: 'Dynamische Leistungsbegrenzung',
    stateLine: '{state}; zuletzt angefordertes Limit {limit} W',
    'state-1': 'Ausgeschaltet',
    state0: 'Inaktiv',
    state1: 'Batterie lädt, Wechselrichter aus',
    state2: 'Nur Solarstrom',
    state3: 'Solar und Batterie',
    why: 'Warum',
    off: 'Die dynamische Leistungsbegrenzung ist in ihren Einstellungen ausgeschaltet.',
    inactive: 'Die Begrenzung kann den Wechselrichter gerade nicht steuern: Er antwortet nicht.',
    state:
      'Die Einstellungen der Begrenzung konnten nicht gelesen werden, daher wird nur ihr Zustand gezeigt.',
    solarPowered:
      'Der Wechselrichter wird direkt von Solarmodulen gespeist: Die Begrenzung folgt dem Bedarf des Haushalts, bis {upper} W.',
    socStop:
      'Die Batterie liegt mit {soc} % auf oder unter der Abschaltschwelle von {stop} %: Der Wechselrichter bleibt aus, bis die Batterie wieder {start} % erreicht.',
    voltageStop:
      'Die Batterie liegt mit {voltage} V auf oder unter der Abschaltschwelle von {stop} V: Der Wechselrichter bleibt aus, bis die Batterie wieder {start} V erreicht.',
    noDischarge:
      'Die Batterie darf gerade nicht entladen werden und es gibt keinen Solarstrom zum Durchreichen, oder der Bedarf liegt unter dem kleinsten Limit von {lower} W: Der Wechselrichter ist aus.',
    fullPassthrough:
      'Die Batterie ist voll: Der gesamte Solarstrom wird durchgereicht, {solar} W der Laderegler abzüglich {losses} % Verluste = {available} W.',
    passthrough:
      'Solar-Durchreichung: {solar} W der Laderegler abzüglich {losses} % Verluste = {available} W. Die Batterie selbst wird nicht entladen.',
    discharge:
      'Die Batterie hilft, den Haushalt zu versorgen: Die Begrenzung zielt auf {target} W Netzbezug (± {hysteresis} W), mit dem Wechselrichter zwischen {lower} W und {upper} W.',
    flow: 'Energiefluss',
    solar: 'Solar',
    controller: 'Laderegler',
    battery: 'Batterie',
    inverter: 'Wechselrichter',
    home: 'Haus',
    grid: 'Netz',
    charger: 'AC-Ladegerät',
  },
  fr: {
    title: 'Limiteur de puissance dynamique',
    stateLine: '{state}\u202f; dernière limite demandée {limit}\u202fW',
    'state-1': 'Désactivé',
    state0: 'Inactif',
    state1: 'Batterie en charge, onduleur arrêté',
    state2: 'Énergie solaire seule',
    state3: 'Solaire et batterie',
    why: 'Pourquoi',
    off: 'Le limiteur de puissance dynamique est désactivé dans ses réglages.',
    inactive: 'Le limiteur ne peut pas piloter l’onduleur pour le moment\u202f: l’onduleur ne répond pas.',
    state: 'Les réglages du limiteur n’ont pas pu être lus, seul son état est donc affiché.',
    solarPowered:
      'L’onduleur est alimenté directement par des modules solaires\u202f: le limiteur suit la demande du foyer, jusqu’à {upper}\u202fW.',
    socStop:
      'La batterie à {soc}\u202f% est au seuil d’arrêt de {stop}\u202f% ou en dessous\u202f: l’onduleur reste arrêté jusqu’à ce que la batterie revienne à {start}\u202f%.',
    voltageStop:
      'La batterie à {voltage}\u202fV est au seuil d’arrêt de {stop}\u202fV ou en dessous\u202f: l’onduleur reste arrêté jusqu’à ce que la batterie revienne à {start}\u202fV.',
    noDischarge:
      'La batterie ne doit pas être déchargée maintenant et il n’y a pas d’énergie solaire à transmettre, ou la demande est inférieure à la limite minimale de {lower}\u202fW\u202f: l’onduleur est arrêté.',
    fullPassthrough:
      'La batterie est pleine\u202f: toute l’énergie solaire est transmise, {solar}\u202fW des régulateurs moins {losses}\u202f% de pertes = {available}\u202fW.',
    passthrough:
      'Transmission solaire\u202f: {solar}\u202fW des régulateurs moins {losses}\u202f% de pertes = {available}\u202fW. La batterie elle-même n’est pas déchargée.',
    discharge:
      'La batterie aide à couvrir le foyer\u202f: le limiteur vise {target}\u202fW tirés du réseau (±\u202f{hysteresis}\u202fW), l’onduleur restant entre {lower}\u202fW et {upper}\u202fW.',
    flow: 'Flux d’énergie',
    solar: 'Solaire',
    controller: 'Régulateur de charge',
    battery: 'Batterie',
    inverter: 'Onduleur',
    home: 'Maison',
    grid: 'Réseau',
    charger: 'Chargeur CA',
  },
});
