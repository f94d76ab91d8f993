import { diffWords, type DiffOp } from './diff';
import { countWords, rewrite, type AppliedRule, type Mode } from './logic';

/** Texts longer than this are rewritten and compared in a worker; shorter ones while rendering. */
export const OFFLOAD_CHARS = 5_000;

export interface RewriteJob {
  text: string;
  mode: Mode;
  /** An endpoint's answer to compare with the text; null asks the local engine. */
  answer: string | null;
}

export interface RewriteResult {
  output: string;
  /** The local engine's rules; empty for an endpoint's answer. */
  rules: AppliedRule[];
  ops: DiffOp[];
  wordsBefore: number;
  wordsAfter: number;
}

/** The job of useWorkerTask, on either side: module-level so its identity never changes. */
export function runRewrite({ text, mode, answer }: RewriteJob): RewriteResult {
  const local = answer === null ? rewrite(text, mode) : null;
  const output = local?.output ?? answer ?? '';
  return {
    output,
    rules: local?.rules ?? [],
    ops: diffWords(text, output),
    wordsBefore: countWords(text),
    wordsAfter: countWords(output),
  };
}
