import { formatNumber } from '@toolhub/shared';
import { lock, unlock, type LockKey, type RandomBytes, cryptoRandomBytes } from './cipher';
import { MAX_BODY_BYTES, packFrame, unpackFrame, type FrameProblem } from './payload';
import {
  MARKER,
  bytesToInvisible,
  countInvisible,
  frameCandidates,
  hiddenStreams,
  invisibleToBytes,
  stripWoven,
  weave,
  type Placement,
} from './zeroWidth';

export { crc32 } from './crc32';
export { packFrame, unpackFrame } from './payload';
export { newLockKey } from './cipher';
export type { LockKey, RandomBytes } from './cipher';
export { MARKER, SYMBOLS, bytesToInvisible, invisibleToBytes, stripWoven, countInvisible, mapInvisible } from './zeroWidth';
export type { Placement } from './zeroWidth';

/** Four invisible characters per byte: 8 KB already makes 32,000 of them, more than most apps keep intact. */
export const MAX_SECRET_BYTES = 8 * 1024;
export const PLACEMENTS: ReadonlyArray<{ id: Placement; label: string }> = [
  { id: 'first-word', label: 'After the first word' },
  { id: 'spread', label: 'Spread between words' },
];

export const MESSAGES = {
  wrongPassphrase: 'This passphrase does not unlock the message.',
  truncated:
    'The hidden message is damaged: it is cut short, so part of it was lost. Copy the whole text again, from its first to its last character.',
  checksum:
    'The hidden message is damaged: its checksum does not match, so some invisible characters were lost or changed on the way.',
  unreadable: 'The hidden message is damaged: it does not hold readable text.',
  unsupported: 'This hidden message was made by a newer version of the Secret Message Weaver, so it cannot be read here.',
  emptySecret: 'Type the secret message you want to hide.',
  emptyPassphrase: 'Type a passphrase to lock the message, or turn locking off.',
} as const;

const encoder = new TextEncoder();

export function secretBytes(secret: string): Uint8Array {
  return encoder.encode(secret);
}

/** Why the secret cannot be hidden, or null when it can. */
export function checkSecret(secret: string): string | null {
  if (secret === '') return MESSAGES.emptySecret;
  const size = secretBytes(secret).length;
  if (size > MAX_SECRET_BYTES) {
    return `The secret is too long: ${formatNumber(size)} bytes, and at most ${formatNumber(MAX_SECRET_BYTES)} fit. Shorten it a little.`;
  }
  return null;
}

export function isPlacement(value: string): value is Placement {
  return PLACEMENTS.some((entry) => entry.id === value);
}

/** The invisible run for a body: the start marker, then the frame's bytes as symbols. */
export function invisibleFrame(body: Uint8Array, encrypted: boolean): string {
  return MARKER + bytesToInvisible(packFrame(body, encrypted));
}

export interface Woven {
  text: string;
  /** Invisible characters this weave added. */
  hiddenChars: number;
  /** Invisible characters of an earlier message that were cleared out of the cover text. */
  removed: number;
}

export function weaveFrame(cover: string, hidden: string, placement: Placement): Woven {
  const clean = stripWoven(cover);
  return { text: weave(clean.text, hidden, placement), hiddenChars: hidden.length, removed: clean.removed };
}

/** Hides a plain secret; synchronous, so it can follow every keystroke. */
export function weavePlain(cover: string, secret: string, placement: Placement): Woven {
  return weaveFrame(cover, invisibleFrame(secretBytes(secret), false), placement);
}

export async function weaveLocked(
  cover: string,
  secret: string,
  placement: Placement,
  lockKey: LockKey,
  random: RandomBytes = cryptoRandomBytes,
): Promise<Woven> {
  const body = await lock(secretBytes(secret), lockKey, random);
  if (body.length > MAX_BODY_BYTES) throw new RangeError('The locked message does not fit in a frame.');
  return weaveFrame(cover, invisibleFrame(body, true), placement);
}

export type Found =
  | { kind: 'none'; invisible: number }
  | { kind: 'damaged'; message: string }
  | { kind: 'unsupported'; message: string }
  | { kind: 'message'; message: string }
  | { kind: 'locked'; body: Uint8Array };

const decoder = new TextDecoder('utf-8', { fatal: true });

function readText(bytes: Uint8Array): string | null {
  try {
    return decoder.decode(bytes);
  } catch {
    return null;
  }
}

function problemMessage(problem: FrameProblem): string {
  if (problem === 'truncated') return MESSAGES.truncated;
  if (problem === 'version') return MESSAGES.unsupported;
  return MESSAGES.checksum;
}

/** Looks for a hidden frame anywhere in the text; the first intact one wins. */
export function findSecret(text: string): Found {
  let problem: FrameProblem | null = null;
  for (const stream of hiddenStreams(text)) {
    for (const candidate of frameCandidates(stream)) {
      const unpacked = unpackFrame(invisibleToBytes(candidate));
      if (!unpacked.ok) {
        problem ??= unpacked.problem;
        continue;
      }
      const { body, encrypted } = unpacked.frame;
      if (encrypted) return { kind: 'locked', body };
      const message = readText(body);
      if (message === null) return { kind: 'damaged', message: MESSAGES.unreadable };
      return { kind: 'message', message };
    }
  }
  if (problem === 'version') return { kind: 'unsupported', message: MESSAGES.unsupported };
  if (problem !== null) return { kind: 'damaged', message: problemMessage(problem) };
  return { kind: 'none', invisible: countInvisible(text) };
}

export type Opened = { ok: true; message: string } | { ok: false; message: string };

export async function openLocked(body: Uint8Array, passphrase: string): Promise<Opened> {
  if (passphrase === '') return { ok: false, message: 'Type the passphrase the sender gave you.' };
  const result = await unlock(body, passphrase);
  if (!result.ok) return { ok: false, message: result.problem === 'wrong-passphrase' ? MESSAGES.wrongPassphrase : MESSAGES.checksum };
  const message = readText(result.plain);
  return message === null ? { ok: false, message: MESSAGES.unreadable } : { ok: true, message };
}

/** "1 invisible character", "1,204 invisible characters". */
export function invisibleLabel(count: number): string {
  return `${formatNumber(count)} invisible character${count === 1 ? '' : 's'}`;
}
