let context: AudioContext | undefined;

/** A short tone. The first call must come from a user action (the browser's autoplay rule). */
export function beep(): void {
  try {
    context ??= new AudioContext();
    void context.resume();
    const tone = context.createOscillator();
    const gain = context.createGain();
    gain.gain.value = 0.1;
    tone.frequency.value = 880;
    tone.connect(gain).connect(context.destination);
    tone.start();
    tone.stop(context.currentTime + 0.15);
  } catch {
    // No WebAudio: the badge and the title still tell.
  }
}
