// @ts-check
// The table's sounds, made here with the Web Audio API (no sound files): off until
// the player switches them on in the top bar, which this browser then remembers.

import { setSetting, setting } from "./store.js";

// Each sound as its notes: [frequency in Hz, start and length in seconds].
const NOTES = {
  turn: [[660, 0, 0.12], [880, 0.12, 0.2]],
  card: [[300, 0, 0.07]],
  trick: [[520, 0, 0.09], [390, 0.09, 0.16]],
};

let context = null;

export function soundsOn() {
  return setting("sounds", "0") === "1";
}

// Switched on or off; switching on (a click, which lets a page make sound) wakes the
// audio up.
export function setSounds(on) {
  setSetting("sounds", on ? "1" : "0");
  if (on) audio();
}

function audio() {
  context ??= window.AudioContext ? new AudioContext() : null;
  if (context?.state === "suspended") context.resume().catch(() => {});
  return context;
}

// Plays the sound named `kind` ("turn", "card", "trick") if sounds are on; the page
// says which it played last (data-sound on the body).
export function sound(kind) {
  if (!soundsOn()) return;
  const ctx = audio();
  if (!ctx) return;
  for (const [frequency, start, length] of NOTES[kind]) {
    const note = ctx.createOscillator();
    const volume = ctx.createGain();
    const at = ctx.currentTime + start;
    note.type = "triangle";
    note.frequency.value = frequency;
    volume.gain.setValueAtTime(0.0001, at);
    volume.gain.exponentialRampToValueAtTime(0.2, at + 0.01);
    volume.gain.exponentialRampToValueAtTime(0.0001, at + length);
    note.connect(volume).connect(ctx.destination);
    note.start(at);
    note.stop(at + length + 0.02);
  }
  document.body.dataset.sound = kind;
}
