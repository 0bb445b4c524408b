/** A short two-tone chime for a new order (Web Audio; silent where audio is not allowed yet). */
export function ring(): void {
  const AudioContextClass = (globalThis as { AudioContext?: typeof AudioContext }).AudioContext;
  if (!AudioContextClass) return;
  try {
    const context = new AudioContextClass();
    [880, 1320].forEach((frequency, i) => {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.frequency.value = frequency;
      gain.gain.value = 0.2;
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(context.currentTime + i * 0.25);
      oscillator.stop(context.currentTime + i * 0.25 + 0.2);
    });
    setTimeout(() => void context.close(), 1000);
  } catch {
    // No sound available: the new order is still shown.
  }
}
