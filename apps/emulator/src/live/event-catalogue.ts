/**
 * Event texts by the low byte of the event code (docs/firmware/onbattery-2024.05.03/live.md §5.7): English as the firmware sends it,
 * German and French (our own wording) only where the firmware has translations; ids ≥ 256 can
 * never match in this firmware and are left out.
 */
type Entry = readonly [en: string, de?: string, fr?: string];

const pvRange = (first: number, last: number, text: (n: number) => Entry): [number, Entry][] =>
  Array.from({ length: last - first + 1 }, (_, k) => [first + k, text(k + 1)]);

const GENERIC: ReadonlyMap<number, Entry> = new Map<number, Entry>([
  [1, ['Inverter start', 'Wechselrichter gestartet', 'Démarrage de l’onduleur']],
  [2, ['Time calibration']],
  [3, ['EEPROM reading and writing error during operation']],
  [4, ['Offline', 'Offline', 'Hors ligne']],
  [11, ['Grid voltage surge']],
  [12, ['Grid voltage sharp drop']],
  [13, ['Grid frequency mutation']],
  [14, ['Grid phase mutation']],
  [15, ['Grid transient fluctuation']],
  [36, ['INV overvoltage or overcurrent']],
  [46, ['FB overvoltage', 'FB-Überspannung']],
  [47, ['FB overcurrent', 'FB-Überstrom']],
  [48, ['FB clamp overvoltage']],
  [49, ['FB clamp overvoltage']],
  [61, ['Calibration parameter error']],
  [62, ['System configuration parameter error']],
  [63, ['Abnormal power generation data']],
  [71, ['Grid overvoltage load reduction (VW) function enable']],
  [72, ['Power grid over-frequency load reduction (FW) function enable']],
  [73, ['Over-temperature load reduction (TW) function enable']],
  ...pvRange(95, 98, (n) => [`PV-${n}: Module in suspected shadow`]),
  [121, ['Over temperature protection', 'Übertemperaturschutz', 'Protection contre la surchauffe']],
  [122, ['Microinverter is suspected of being stolen']],
  [123, ['Locked by remote control']],
  [124, ['Shut down by remote control', 'Per Fernsteuerung abgeschaltet', 'Arrêt par commande à distance']],
  [
    125,
    [
      'Grid configuration parameter error',
      'Fehler in den Netzkonfigurationsparametern',
      'Erreur de paramètre de configuration réseau',
    ],
  ],
  [126, ['Software error code 126']],
  [127, ['Firmware error', 'Firmwarefehler', 'Erreur du micrologiciel']],
  [128, ['Hardware configuration error']],
  [129, ['Abnormal bias', 'Abweichende Vorspannung', 'Polarisation anormale']],
  [130, ['Offline', 'Offline', 'Hors ligne']],
  [141, ['Grid: Grid overvoltage', 'Netz: Überspannung', 'Réseau : surtension']],
  [
    142,
    [
      'Grid: 10 min value grid overvoltage',
      'Netz: Überspannung im 10-Minuten-Mittel',
      'Réseau : surtension en moyenne sur 10 min',
    ],
  ],
  [143, ['Grid: Grid undervoltage', 'Netz: Unterspannung', 'Réseau : sous-tension']],
  [144, ['Grid: Grid overfrequency', 'Netz: Überfrequenz', 'Réseau : surfréquence']],
  [145, ['Grid: Grid underfrequency', 'Netz: Unterfrequenz', 'Réseau : sous-fréquence']],
  [
    146,
    [
      'Grid: Rapid grid frequency change rate',
      'Netz: zu schnelle Frequenzänderung',
      'Réseau : variation de fréquence trop rapide',
    ],
  ],
  [147, ['Grid: Power grid outage', 'Netz: Netzausfall', 'Réseau : panne de courant']],
  [148, ['Grid: Grid disconnection', 'Netz: vom Netz getrennt', 'Réseau : déconnexion du réseau']],
  [149, ['Grid: Island detected', 'Netz: Inselbetrieb erkannt', 'Réseau : îlotage détecté']],
  [150, ['DCI exceeded']],
  [152, ['Grid: Phase angle difference between two phases exceeded 5° >10 times']],
  [181, ['Abnormal insulation impedance']],
  [182, ['Abnormal grounding']],
  [205, ['MPPT-A: Input overvoltage', 'MPPT-A: Eingangsüberspannung', 'MPPT-A : surtension d’entrée']],
  [206, ['MPPT-B: Input overvoltage', 'MPPT-B: Eingangsüberspannung', 'MPPT-B : surtension d’entrée']],
  [207, ['MPPT-A: Input undervoltage', 'MPPT-A: Eingangsunterspannung', 'MPPT-A : sous-tension d’entrée']],
  [208, ['MPPT-B: Input undervoltage', 'MPPT-B: Eingangsunterspannung', 'MPPT-B : sous-tension d’entrée']],
  ...pvRange(209, 212, (n) => [`PV-${n}: No input`, `PV-${n}: kein Eingang`, `PV-${n} : aucune entrée`]),
  [
    213,
    [
      'MPPT-A: PV-1 & PV-2 abnormal wiring',
      'MPPT-A: PV-1 & PV-2 fehlerhaft verdrahtet',
      'MPPT-A : câblage anormal PV-1 & PV-2',
    ],
  ],
  [
    214,
    [
      'MPPT-B: PV-3 & PV-4 abnormal wiring',
      'MPPT-B: PV-3 & PV-4 fehlerhaft verdrahtet',
      'MPPT-B : câblage anormal PV-3 & PV-4',
    ],
  ],
  ...[1, 2, 3, 4].flatMap((n): [number, Entry][] => [
    [
      213 + 2 * n,
      [`PV-${n}: Input overvoltage`, `PV-${n}: Eingangsüberspannung`, `PV-${n} : surtension d’entrée`],
    ],
    [
      214 + 2 * n,
      [`PV-${n}: Input undervoltage`, `PV-${n}: Eingangsunterspannung`, `PV-${n} : sous-tension d’entrée`],
    ],
  ]),
]);

const HMT_ONLY: ReadonlyMap<number, Entry> = new Map<number, Entry>([
  [171, ['Grid: Abnormal phase difference between phase to phase']],
  [215, ['MPPT-C: Input overvoltage', 'MPPT-C: Eingangsüberspannung', 'MPPT-C : surtension d’entrée']],
  [216, ['MPPT-C: Input undervoltage', 'MPPT-C: Eingangsunterspannung', 'MPPT-C : sous-tension d’entrée']],
  [217, ['PV-5: No input', 'PV-5: kein Eingang', 'PV-5 : aucune entrée']],
  [218, ['PV-6: No input', 'PV-6: kein Eingang', 'PV-6 : aucune entrée']],
  [219, ['MPPT-C: PV-5 & PV-6 abnormal wiring']],
  [221, ['Abnormal wiring of grid neutral line']],
]);

const UNKNOWN: Entry = ['Unknown', 'Unbekannt', 'Inconnu'];

/** The text for an event id; `locale` is the lower-cased query value (`de`, `fr`, else English). */
export function eventMessage(id: number, locale: string, hmt: boolean): string {
  const entry = (hmt ? HMT_ONLY.get(id) : undefined) ?? GENERIC.get(id) ?? UNKNOWN;
  if (locale === 'de') return entry[1] ?? entry[0];
  if (locale === 'fr') return entry[2] ?? entry[0];
  return entry[0];
}
