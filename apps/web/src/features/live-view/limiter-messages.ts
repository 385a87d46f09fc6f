import { defineMessages } from '../../i18n/define-messages.ts';

/** The power limiter explained on the panel of the inverter it drives. */
export const limiterMessages = defineMessages({
  en: {
    title: 'Dynamic power limiter',
    stateLine: '{state}; last requested limit {limit} W',
    'state-1': 'Off',
    state0: 'Inactive',
    state1: 'Battery charging, inverter off',
    state2: 'Solar power only',
    state3: 'Solar and battery',
    why: 'Why',
    off: 'The limiter is switched off in its settings.',
    inactive: 'The inverter does not answer, so the limiter cannot drive it.',
    state: 'The limiter’s settings could not be read.',
    solarPowered: 'Solar-powered inverter: the limiter follows the household’s demand, up to {upper} W.',
    socStop:
      'Battery at {soc} %, at or below the stop threshold of {stop} %: the inverter stays off until {start} %.',
    voltageStop:
      'Battery at {voltage} V, at or below the stop threshold of {stop} V: the inverter stays off until {start} V.',
    noDischarge:
      'The battery may not be discharged and no solar power is left to pass on, or the demand is under {lower} W: the inverter is off.',
    fullPassthrough:
      'Battery full: all solar power is passed on, {solar} W minus {losses} % losses = {available} W.',
    passthrough:
      'Solar passthrough: {solar} W minus {losses} % losses = {available} W; the battery is not discharged.',
    discharge:
      'The battery covers the household: target {target} W from the grid (± {hysteresis} W), the inverter between {lower} and {upper} W.',
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
    'state-1': 'Aus',
    state0: 'Inaktiv',
    state1: 'Batterie lädt, Wechselrichter aus',
    state2: 'Nur Solarstrom',
    state3: 'Solar und Batterie',
    why: 'Warum',
    off: 'Die Begrenzung ist in ihren Einstellungen ausgeschaltet.',
    inactive: 'Der Wechselrichter antwortet nicht, die Begrenzung kann ihn nicht steuern.',
    state: 'Die Einstellungen der Begrenzung konnten nicht gelesen werden.',
    solarPowered:
      'Solar gespeister Wechselrichter: Die Begrenzung folgt dem Bedarf des Haushalts, bis {upper} W.',
    socStop:
      'Batterie bei {soc} %, auf oder unter der Abschaltschwelle von {stop} %: Der Wechselrichter bleibt bis {start} % aus.',
    voltageStop:
      'Batterie bei {voltage} V, auf oder unter der Abschaltschwelle von {stop} V: Der Wechselrichter bleibt bis {start} V aus.',
    noDischarge:
      'Die Batterie darf nicht entladen werden und es bleibt kein Solarstrom zum Durchreichen, oder der Bedarf liegt unter {lower} W: Der Wechselrichter ist aus.',
    fullPassthrough:
      'Batterie voll: Aller Solarstrom wird durchgereicht, {solar} W abzüglich {losses} % Verluste = {available} W.',
    passthrough:
      'Solar-Durchreichung: {solar} W abzüglich {losses} % Verluste = {available} W; die Batterie wird nicht entladen.',
    discharge:
      'Die Batterie versorgt den Haushalt: Ziel {target} W Netzbezug (± {hysteresis} W), der Wechselrichter zwischen {lower} und {upper} W.',
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
    state2: 'Solaire seul',
    state3: 'Solaire et batterie',
    why: 'Pourquoi',
    off: 'Le limiteur est désactivé dans ses réglages.',
    inactive: 'L’onduleur ne répond pas, le limiteur ne peut pas le piloter.',
    state: 'Les réglages du limiteur n’ont pas pu être lus.',
    solarPowered:
      'Onduleur alimenté par le solaire\u202f: le limiteur suit la demande du foyer, jusqu’à {upper}\u202fW.',
    socStop:
      'Batterie à {soc}\u202f%, au seuil d’arrêt de {stop}\u202f% ou en dessous\u202f: l’onduleur reste arrêté jusqu’à {start}\u202f%.',
    voltageStop:
      'Batterie à {voltage}\u202fV, au seuil d’arrêt de {stop}\u202fV ou en dessous\u202f: l’onduleur reste arrêté jusqu’à {start}\u202fV.',
    noDischarge:
      'La batterie ne doit pas être déchargée et il ne reste pas d’énergie solaire à transmettre, ou la demande est sous {lower}\u202fW\u202f: l’onduleur est arrêté.',
    fullPassthrough:
      'Batterie pleine\u202f: tout le solaire est transmis, {solar}\u202fW moins {losses}\u202f% de pertes = {available}\u202fW.',
    passthrough:
      'Transmission solaire\u202f: {solar}\u202fW moins {losses}\u202f% de pertes = {available}\u202fW\u202f; la batterie n’est pas déchargée.',
    discharge:
      'La batterie couvre le foyer\u202f: objectif {target}\u202fW tirés du réseau (±\u202f{hysteresis}\u202fW), l’onduleur entre {lower} et {upper}\u202fW.',
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
