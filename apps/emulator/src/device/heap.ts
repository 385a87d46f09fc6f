import type { Device } from './device.ts';

/** The emulated ESP32's heap in bytes. */
export const HEAP_SIZE = 327340;

/** Heap figures of the emulated ESP32, as `/api/system/status` and the Prometheus metrics report them. */
export interface HeapFigures {
  size: number;
  free: number;
  biggestBlock: number;
  /** Low-water mark since boot. */
  minFree: number;
}

function createHeapModel(device: Device): () => HeapFigures {
  let used = 0;
  let minFree = HEAP_SIZE;
  device.onBoot(() => {
    used = 0;
    minFree = HEAP_SIZE;
  });
  return () => {
    const base = 150_000 + Math.min(device.uptimeSeconds(), 600) * 20;
    used = used === 0 ? base : Math.round(used + (base - used) * 0.3 + (device.random() - 0.5) * 6000);
    const free = HEAP_SIZE - used;
    minFree = Math.min(minFree, free - Math.round(device.random() * 4000));
    return {
      size: HEAP_SIZE,
      free,
      biggestBlock: Math.min(110_592, Math.floor((free * 0.55) / 4) * 4),
      minFree,
    };
  };
}

const models = new WeakMap<Device, () => HeapFigures>();

/**
 * The device's heap now: one model per device, so every page that reports it reads the same
 * figures, which wander a little between reads like a running ESP32's.
 */
export function readHeap(device: Device): HeapFigures {
  let model = models.get(device);
  if (!model) {
    model = createHeapModel(device);
    models.set(device, model);
  }
  return model();
}
