/** A grid profile as an installer would set it: settings in real units, per (section, version). */
export interface GridProfileDefinition {
  /** Profile type id: byte 0 in the high byte, byte 1 in the low byte (0x0300 = DE VDE 4105). */
  type: number;
  version: readonly [major: number, minor: number, patch: number];
  sections: readonly { id: number; version: number; values: readonly number[] }[];
}

/**
 * The German VDE-AR-N 4105 profile most emulated installations use (the default location is in
 * Germany). Values follow the item order of each (section, version) layout.
 */
export function defaultGridProfile(): GridProfileDefinition {
  return {
    type: 0x0300,
    version: [1, 0, 0],
    sections: [
      { id: 0x00, version: 0x0a, values: [230, 184, 3, 253, 0.1, 103.5, 0.3, 253] },
      { id: 0x10, version: 0x00, values: [50, 47.5, 0.1, 51.5, 0.1] },
      { id: 0x20, version: 0x00, values: [1] },
      { id: 0x30, version: 0x03, values: [60, 253, 195.5, 50.1, 47.5] },
      { id: 0x40, version: 0x00, values: [0.33, 0.33] },
      { id: 0x50, version: 0x08, values: [1, 50.2, 40, 0.16, 50.2, 47.5] },
      { id: 0x60, version: 0x04, values: [0, 253, 264.5, 5.33] },
      { id: 0x70, version: 0x02, values: [1, 0.33] },
      { id: 0x80, version: 0x00, values: [0, 213.9, 30, 218.5, 241.5, 246.1, -30] },
      { id: 0x90, version: 0x00, values: [0, 1] },
    ],
  };
}
