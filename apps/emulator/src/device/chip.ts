import { EMULATED_CHIP_ID } from '@dtu/contract';

/** The emulated ESP32's chip id (defined once in the contract, which derives the DTU serial from it). */
export const CHIP_ID = EMULATED_CHIP_ID;
