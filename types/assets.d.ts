declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';
declare module '*.ttf' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.svg' {
  const url: string;
  export default url;
}
/** A tool's SCOWL words (scripts/lib/word-lists.mjs). */
declare module '*.words' {
  const words: readonly string[];
  export default words;
}
/** The same words as one string, joined by single spaces (read with the kit's joinedWords). */
declare module '*.words?joined' {
  const words: string;
  export default words;
}
