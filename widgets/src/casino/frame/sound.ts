/**
 * Game sounds, off until the player turns them on (and the choice is not remembered: every game starts silent).
 * Short tones made with WebAudio, so there is no sound file to load.
 */
let context: AudioContext | null = null;

export type Cue = 'win' | 'lose' | 'tick';

const tones: Record<Cue, readonly [number, number]> = { win: [880, 0.18], lose: [196, 0.22], tick: [660, 0.04] };

export function play(cue: Cue, enabled: boolean): void {
  if (!enabled || typeof AudioContext === 'undefined') return;
  context ??= new AudioContext();
  const [frequency, seconds] = tones[cue];
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.frequency.value = frequency;
  gain.gain.setValueAtTime(0.08, context.currentTime);
  gain.gain.exponentialRampToValueAtTime(0.0001, context.currentTime + seconds);
  oscillator.connect(gain).connect(context.destination);
  oscillator.start();
  oscillator.stop(context.currentTime + seconds);
}
