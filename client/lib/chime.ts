// The optional your-turn chime: two soft notes made with WebAudio (no sound file to download).
// Browsers only allow audio after the page was touched; before that the chime is skipped quietly.
import { signal } from '@preact/signals';
import { storage } from './storage';

export const soundOn = signal(storage.sound());

export function setSound(on: boolean): void {
  soundOn.value = on;
  storage.setSound(on);
  if (on) void chime();
}

let ctx: AudioContext | null = null;

export async function chime(): Promise<void> {
  if (!soundOn.value || typeof AudioContext === 'undefined') return;
  try {
    ctx ??= new AudioContext();
    if (ctx.state === 'suspended') await ctx.resume();
    if (ctx.state !== 'running') return;
    const t0 = ctx.currentTime;
    for (const [i, freq] of [659.25, 987.77].entries()) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = 'sine';
      osc.frequency.value = freq;
      const t = t0 + i * 0.14;
      gain.gain.setValueAtTime(0.0001, t);
      gain.gain.exponentialRampToValueAtTime(0.12, t + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, t + 0.35);
      osc.connect(gain).connect(ctx.destination);
      osc.start(t);
      osc.stop(t + 0.4);
    }
  } catch {
    // No audio device or not allowed yet: the status line and the page title still say it.
  }
}
