import { useSyncExternalStore } from "react";
import { readLocal, writeLocal } from "./storage.ts";

/**
 * How a scan box answers besides its words (docs/api-floor.md "One scan input"): accepted, refused and
 * "needs a choice" each have their own short tone, so an operator with a barcode gun hears the answer
 * without looking. Made with Web Audio (no sound files); off by a setting kept in this browser.
 */
export type ScanVerdict = "accept" | "refuse" | "choose";

const SCAN_SOUND_KEY = "sw_scan_sound";

/** One note: frequency (Hz), start and length (s) from the tone's start. */
export interface Note {
  hz: number;
  at: number;
  length: number;
}

/** Accepted: one short high beep; refused: two low buzzes; needs a choice: a rising pair. */
const TONES: Record<ScanVerdict, { wave: OscillatorType; notes: Note[] }> = {
  accept: { wave: "sine", notes: [{ hz: 1320, at: 0, length: 0.09 }] },
  refuse: {
    wave: "square",
    notes: [
      { hz: 220, at: 0, length: 0.14 },
      { hz: 220, at: 0.2, length: 0.14 },
    ],
  },
  choose: {
    wave: "triangle",
    notes: [
      { hz: 660, at: 0, length: 0.08 },
      { hz: 990, at: 0.11, length: 0.1 },
    ],
  },
};

const listeners = new Set<() => void>();

function scanSoundOn(): boolean {
  return readLocal(SCAN_SOUND_KEY) !== "off";
}

function setScanSound(on: boolean): void {
  writeLocal(SCAN_SOUND_KEY, on ? "on" : "off");
  for (const l of listeners) l();
}

/** The sound setting, shared by every scan box of the page (and other tabs, through the storage event). */
export function useScanSound(): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      const onStorage = (e: StorageEvent) => e.key === SCAN_SOUND_KEY && l();
      window.addEventListener("storage", onStorage);
      return () => {
        listeners.delete(l);
        window.removeEventListener("storage", onStorage);
      };
    },
    scanSoundOn,
    () => true,
  );
  return [on, setScanSound];
}

let context: AudioContext | null = null;

/**
 * Made (or resumed) while the operator's key press is being handled, so the browser lets it play the
 * answer that comes later.
 */
export function wakeScanAudio(): void {
  if (!scanSoundOn() || typeof window === "undefined" || !("AudioContext" in window)) return;
  try {
    context ??= new AudioContext();
    if (context.state === "suspended") void context.resume().catch(() => undefined);
  } catch {
    context = null;
  }
}

/** Plays the verdict's tone (nothing when sounds are off or the browser has no Web Audio). */
export function playScanTone(verdict: ScanVerdict): void {
  if (!scanSoundOn()) return;
  wakeScanAudio();
  const ctx = context;
  if (!ctx) return;
  if (ctx.state === "running") schedule(ctx, verdict);
  else
    void ctx.resume().then(
      () => schedule(ctx, verdict),
      () => undefined,
    );
}

function schedule(ctx: AudioContext, verdict: ScanVerdict): void {
  const { wave, notes } = TONES[verdict];
  const t0 = ctx.currentTime + 0.01;
  for (const n of notes) {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = wave;
    osc.frequency.value = n.hz;
    // A quick fade in and out: no click at either end.
    gain.gain.setValueAtTime(0, t0 + n.at);
    gain.gain.linearRampToValueAtTime(0.2, t0 + n.at + 0.01);
    gain.gain.linearRampToValueAtTime(0, t0 + n.at + n.length);
    osc.connect(gain).connect(ctx.destination);
    osc.start(t0 + n.at);
    osc.stop(t0 + n.at + n.length + 0.02);
  }
}
