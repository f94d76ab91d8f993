/** The parts of SpeechSynthesisVoice the tool relies on, so tests can pass plain objects. */
export interface VoiceInfo {
  voiceURI: string;
  name: string;
  lang: string;
  default: boolean;
  localService: boolean;
}

export interface VoiceGroup {
  /** Primary language subtag, e.g. "en". */
  language: string;
  label: string;
  voices: VoiceInfo[];
}

/** Android reports "en_US"; BCP 47 wants "en-US". */
export function normalizeLang(lang: string): string {
  return lang.trim().replace(/_/g, '-');
}

function primaryLanguage(lang: string): string {
  return normalizeLang(lang).split('-')[0]?.toLowerCase() ?? '';
}

function languageName(language: string, displayLocale: string): string {
  if (language === '') return 'Other';
  try {
    return new Intl.DisplayNames([displayLocale, 'en'], { type: 'language' }).of(language) ?? language;
  } catch {
    return language;
  }
}

/** Voices grouped by language, the page's language first and the rest alphabetically. */
export function groupVoices(voices: readonly VoiceInfo[], pageLang: string, displayLocale = 'en'): VoiceGroup[] {
  const groups = new Map<string, VoiceInfo[]>();
  for (const voice of voices) {
    const language = primaryLanguage(voice.lang);
    groups.set(language, [...(groups.get(language) ?? []), voice]);
  }
  const page = primaryLanguage(pageLang);
  return [...groups.entries()]
    .map(([language, members]) => ({
      language,
      label: languageName(language, displayLocale),
      voices: [...members].sort(
        (a, b) => normalizeLang(a.lang).localeCompare(normalizeLang(b.lang)) || a.name.localeCompare(b.name),
      ),
    }))
    .sort((a, b) => Number(b.language === page) - Number(a.language === page) || a.label.localeCompare(b.label));
}

/**
 * The voice to use: the one asked for (from a shared link) when this browser has it, else the best
 * match for the page's language: same language and region, then same language, then the browser's default.
 */
export function pickVoice(voices: readonly VoiceInfo[], pageLang: string, requested?: string): VoiceInfo | undefined {
  if (requested) {
    const asked = voices.find((voice) => voice.voiceURI === requested) ?? voices.find((voice) => voice.name === requested);
    if (asked) return asked;
  }
  const wanted = normalizeLang(pageLang).toLowerCase();
  const primary = primaryLanguage(pageLang);
  const rank = (voice: VoiceInfo) => {
    const lang = normalizeLang(voice.lang).toLowerCase();
    const match = lang === wanted ? 3 : primaryLanguage(lang) === primary ? 2 : 0;
    // Within a match, prefer the browser's default, then voices that work offline.
    return match * 4 + (voice.default ? 2 : 0) + (voice.localService ? 1 : 0);
  };
  let best: VoiceInfo | undefined;
  for (const voice of voices) if (!best || rank(voice) > rank(best)) best = voice;
  return best;
}

/** "Samantha (US)" style label; the group already names the language. */
export function voiceLabel(voice: VoiceInfo): string {
  const region = normalizeLang(voice.lang).split('-')[1];
  const extras = [region?.toUpperCase(), voice.localService ? '' : 'online', voice.default ? 'default' : ''].filter(Boolean);
  return extras.length > 0 ? `${voice.name} (${extras.join(', ')})` : voice.name;
}
