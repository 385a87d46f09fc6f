/** Placeholder: the emulator-core helper writes the config.json layout and factory defaults here. */
export type ConfigFile = any;
