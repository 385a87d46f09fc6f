import { defineMessages } from '../../i18n/define-messages.ts';

/** The alert menu in the navbar and the alert rules page. */
export const alertMessages = defineMessages({
  en: {
    title: 'Alerts',
    rules: 'Alert rules',
    ack: 'Acknowledge',
    acked: 'acknowledged',
    delay: 'Minimum duration',
    limit: 'Threshold',
    sound: 'Beep',
    unreachable: 'Inverter unreachable',
    noon: 'Idle at solar noon',
    event: 'Inverter event',
    weak: 'Weak input',
    soc: 'Battery SoC low',
    grid: 'Grid import high',
    limiter: 'Power limiter off',
    command: 'Command failed',
    offline: 'Device unreachable',
    unreachableAbout: 'Fires when an inverter has not answered for {delay} min by day; ends when it answers.',
    noonAbout:
      'Fires when an inverter answers but has produced nothing for {delay} min around solar noon (not the one the limiter drives).',
    eventAbout: 'Fires when an inverter reports a new event; ends when acknowledged.',
    weakAbout:
      'Fires when the weak-module finder (hourly, over complete days) finds an input below its usual share.',
    socAbout: 'Fires when the battery has been below {limit} % for {delay} min; ends above {end} %.',
    gridAbout: 'Fires when more than {limit} W have come from the grid for {delay} min; ends at {end} W.',
    limiterAbout: 'Fires when the power limiter has been off for {delay} min after it ran.',
    commandAbout: 'Fires when a limit or power command fails; ends when one succeeds.',
    offlineAbout: 'Fires when this browser has lost the device for {delay} min; ends when it is back.',
    companionRules:
      'These are the rules of the companion that serves this page: it evaluates them on the gateway while no browser is open and sends each alert to MQTT or its webhook; this browser uses them too.',
    companionSilent:
      'These are the rules of the companion that serves this page; it sends no alerts anywhere yet (start it with --mqtt or --webhook). This browser uses them.',
    companionLogin: "Log in as admin to change the companion's rules.",
    companionRefused: 'The companion did not take the rules ({reason}); nothing was changed.',
  },
  de: {
    title: 'Meldungen',
    rules: 'Melderegeln',
    ack: 'Bestätigen',
    acked: 'bestätigt',
    delay: 'Mindestdauer',
    limit: 'Schwelle',
    sound: 'Signalton',
    unreachable: 'Wechselrichter nicht erreichbar',
    noon: 'Keine Leistung am Sonnenmittag',
    event: 'Wechselrichter-Ereignis',
    weak: 'Schwacher Eingang',
    soc: 'Batterie-SoC niedrig',
    grid: 'Netzbezug hoch',
    limiter: 'Leistungsbegrenzer aus',
    command: 'Befehl fehlgeschlagen',
    offline: 'Gerät nicht erreichbar',
    unreachableAbout:
      'Meldet, wenn ein Wechselrichter tagsüber {delay} min nicht antwortet; endet, wenn er antwortet.',
    noonAbout:
      'Meldet, wenn ein Wechselrichter antwortet, aber um den Sonnenmittag {delay} min nichts liefert (nicht der vom Begrenzer gesteuerte).',
    eventAbout: 'Meldet ein neues Ereignis eines Wechselrichters; endet mit der Bestätigung.',
    weakAbout:
      'Meldet, wenn die Schwachstellensuche (stündlich, über vollständige Tage) einen Eingang unter seinem üblichen Anteil findet.',
    socAbout: 'Meldet, wenn die Batterie {delay} min unter {limit} % liegt; endet über {end} %.',
    gridAbout: 'Meldet, wenn {delay} min mehr als {limit} W aus dem Netz kommen; endet bei {end} W.',
    limiterAbout: 'Meldet, wenn der Leistungsbegrenzer nach dem Betrieb {delay} min aus ist.',
    commandAbout: 'Meldet einen fehlgeschlagenen Limit- oder Ein/Aus-Befehl; endet, wenn einer gelingt.',
    offlineAbout:
      'Meldet, wenn dieser Browser das Gerät {delay} min verloren hat; endet, wenn es zurück ist.',
    companionRules:
      'Dies sind die Regeln des Companions, der diese Seite ausliefert: Er wertet sie auch ohne offenen Browser am Gateway aus und sendet jede Meldung an MQTT oder seinen Webhook; dieser Browser nutzt sie ebenfalls.',
    companionSilent:
      'Dies sind die Regeln des Companions, der diese Seite ausliefert; er sendet noch keine Meldungen (mit --mqtt oder --webhook starten). Dieser Browser nutzt sie.',
    companionLogin: 'Als Admin anmelden, um die Regeln des Companions zu ändern.',
    companionRefused: 'Der Companion hat die Regeln nicht übernommen ({reason}); nichts wurde geändert.',
  },
  fr: {
    title: 'Alertes',
    rules: 'Règles d’alerte',
    ack: 'Acquitter',
    acked: 'acquittée',
    delay: 'Durée minimale',
    limit: 'Seuil',
    sound: 'Bip sonore',
    unreachable: 'Onduleur injoignable',
    noon: 'À l’arrêt au midi solaire',
    event: 'Événement de l’onduleur',
    weak: 'Entrée faible',
    soc: 'SoC de la batterie bas',
    grid: 'Soutirage réseau élevé',
    limiter: 'Limiteur de puissance arrêté',
    command: 'Échec de la commande',
    offline: 'Appareil injoignable',
    unreachableAbout:
      'Se déclenche quand un onduleur ne répond plus depuis {delay} min de jour\u202f; prend fin quand il répond.',
    noonAbout:
      'Se déclenche quand un onduleur répond mais ne produit rien depuis {delay} min autour du midi solaire (sauf celui que pilote le limiteur).',
    eventAbout:
      'Se déclenche quand un onduleur signale un nouvel événement\u202f; prend fin à l’acquittement.',
    weakAbout:
      'Se déclenche quand la recherche de modules faibles (chaque heure, sur des jours complets) trouve une entrée sous sa part habituelle.',
    socAbout:
      'Se déclenche quand la batterie est sous {limit} % depuis {delay} min\u202f; prend fin au-dessus de {end} %.',
    gridAbout:
      'Se déclenche quand plus de {limit} W viennent du réseau depuis {delay} min\u202f; prend fin à {end} W.',
    limiterAbout: 'Se déclenche quand le limiteur est arrêté depuis {delay} min après avoir fonctionné.',
    commandAbout:
      'Se déclenche quand une commande de limite ou de marche échoue\u202f; prend fin quand une réussit.',
    offlineAbout:
      'Se déclenche quand ce navigateur a perdu l’appareil depuis {delay} min\u202f; prend fin à son retour.',
    companionRules:
      'Ce sont les règles du compagnon qui sert cette page : il les évalue sur la passerelle même sans navigateur ouvert et envoie chaque alerte à MQTT ou à son webhook ; ce navigateur les utilise aussi.',
    companionSilent:
      "Ce sont les règles du compagnon qui sert cette page ; il n'envoie encore aucune alerte (le lancer avec --mqtt ou --webhook). Ce navigateur les utilise.",
    companionLogin: 'Connectez-vous en admin pour modifier les règles du compagnon.',
    companionRefused: "Le compagnon n'a pas accepté les règles ({reason}) ; rien n'a été modifié.",
  },
});
