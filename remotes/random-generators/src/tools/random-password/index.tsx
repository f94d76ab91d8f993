import { useId, useState } from 'react';
import { Button, CheckField, CopyButton, Message, Segmented, segmentOptions, SelectField, useLazyModule, type ToolProps } from '@toolhub/shared';
import { useQueryChoice, useQueryField, useQueryFlag } from '../../forms/useQueryField';
import { parseWholeInRange } from '../../forms/whole-number';
import {
  CHAR_CLASSES,
  CLASS_NAMES,
  COUNT_MAX,
  COUNT_MIN,
  LENGTH_MAX,
  LENGTH_MIN,
  LOOK_ALIKES,
  SEPARATORS,
  WORDS_MAX,
  WORDS_MIN,
  characterSettingsProblem,
  generatePassphrase,
  generatePassword,
  passphraseEntropy,
  passwordEntropy,
  type CharClass,
  type Separator,
} from './logic';
import { NumberSlider } from './NumberSlider';
import { PasswordList } from './PasswordList';
import { StrengthMeter } from './StrengthMeter';
import { effWords } from './wordlist';
import controls from '../../ui/controls.module.css';
import layout from '../../ui/layout.module.css';
import styles from './styles.module.css';

const MODES = ['password', 'passphrase'] as const;
const MODE_OPTIONS = segmentOptions(MODES, { password: 'Password', passphrase: 'Passphrase' });
const SEPARATOR_KEYS = Object.keys(SEPARATORS) as Separator[];
const SEPARATOR_OPTIONS = SEPARATOR_KEYS.map((key) => ({ value: key, label: SEPARATORS[key].name }));

export default function RandomPasswordTool(_props: ToolProps) {
  const id = useId();
  const [mode, setMode] = useQueryChoice('mode', MODES, 'password');
  const [lengthText, setLengthText] = useQueryField('length', '16');
  const [lower, setLower] = useQueryFlag('lower', true);
  const [upper, setUpper] = useQueryFlag('upper', true);
  const [digits, setDigits] = useQueryFlag('digits', true);
  const [symbols, setSymbols] = useQueryFlag('symbols', true);
  const [excludeLookAlikes, setExcludeLookAlikes] = useQueryFlag('similar', false);
  const [wordsText, setWordsText] = useQueryField('words', '6');
  const [separator, setSeparator] = useQueryChoice('sep', SEPARATOR_KEYS, 'hyphen');
  const [capitalise, setCapitalise] = useQueryFlag('cap', false);
  const [addDigit, setAddDigit] = useQueryFlag('digit', false);
  const [countText, setCountText] = useQueryField('count', '1');
  // The word list loads the first time passphrase mode is shown (and again after "Try again").
  const wordList = useLazyModule(effWords, mode === 'passphrase');

  const classFlags: Record<CharClass, [boolean, (v: boolean) => void]> = {
    lower: [lower, setLower],
    upper: [upper, setUpper],
    digits: [digits, setDigits],
    symbols: [symbols, setSymbols],
  };
  const classes = CHAR_CLASSES.filter((c) => classFlags[c][0]);
  const classKey = classes.join(',');

  const length = parseWholeInRange(lengthText, LENGTH_MIN, LENGTH_MAX, 'a length');
  const words = parseWholeInRange(wordsText, WORDS_MIN, WORDS_MAX, 'a word count');
  const count = parseWholeInRange(countText, COUNT_MIN, COUNT_MAX, 'how many');

  const loadingWords = mode === 'passphrase' && wordList.module === null && !wordList.failed;

  const characterSettings = length.ok ? { length: length.value, classes, excludeLookAlikes } : null;
  const classProblem = characterSettings ? characterSettingsProblem(characterSettings) : null;
  const passphraseSettings = words.ok ? { words: words.value, separator, capitalise, addDigit } : null;
  const readyWords = wordList.module;

  const canGenerate =
    count.ok && (mode === 'password' ? characterSettings !== null && classProblem === null : passphraseSettings !== null && readyWords !== null);

  function makePasswords(): string[] {
    if (!canGenerate || !count.ok) return [];
    return Array.from({ length: count.value }, () =>
      mode === 'password' ? generatePassword(characterSettings!) : generatePassphrase(readyWords!, passphraseSettings!),
    );
  }

  // The key stands for every setting (and whether the word list is in): changed settings show new passwords at once.
  const settingsKey = JSON.stringify([mode, length, classKey, excludeLookAlikes, words, separator, capitalise, addDigit, count, readyWords !== null]);
  const [batch, setBatch] = useState(() => ({ key: settingsKey, passwords: makePasswords() }));
  if (batch.key !== settingsKey) setBatch({ key: settingsKey, passwords: makePasswords() });
  const passwords = batch.passwords;

  const bits =
    mode === 'password'
      ? characterSettings && !classProblem
        ? passwordEntropy(characterSettings)
        : 0
      : passphraseSettings && readyWords
        ? passphraseEntropy(readyWords.length, passphraseSettings)
        : 0;

  const noun = mode === 'password' ? 'password' : 'passphrase';

  return (
    <div className={`th-columns ${styles.tool}`}>
      <Segmented legend="Type" hideLegend options={MODE_OPTIONS} value={mode} onChange={setMode} className={styles.modes} />

      <section className={`th-card th-stack ${styles.output}`} aria-labelledby={`${id}-result`}>
        <h2 id={`${id}-result`} className={layout.heading}>
          Your {noun}
          {passwords.length > 1 ? 's' : ''}
        </h2>
        {loadingWords && <Message tone="info">Loading the word list…</Message>}
        {mode === 'passphrase' && wordList.failed && (
          <div className="th-stack">
            <Message tone="error">The word list could not be loaded.</Message>
            <Button onClick={wordList.retry}>Try again</Button>
          </div>
        )}
        {passwords.length > 0 && <PasswordList passwords={passwords} noun={noun} />}
        <div className="th-row">
          <Button variant="primary" onClick={() => setBatch({ key: settingsKey, passwords: makePasswords() })} disabled={!canGenerate}>
            Regenerate
          </Button>
          {passwords.length > 1 && <CopyButton text={passwords.join('\n')} label="Copy all" />}
        </div>
        {canGenerate && <StrengthMeter bits={bits} />}
      </section>

      <section className="th-card th-stack" aria-labelledby={`${id}-settings`}>
        <h2 id={`${id}-settings`} className={layout.heading}>
          Settings
        </h2>
        {mode === 'password' ? (
          <>
            <NumberSlider
              label="Length"
              value={lengthText}
              min={LENGTH_MIN}
              max={LENGTH_MAX}
              onChange={setLengthText}
              error={length.ok ? null : length.message}
            />
            <fieldset className={controls.group}>
              <legend className="th-label">Include</legend>
              <div className={styles.checks}>
                {CHAR_CLASSES.map((c) => (
                  <CheckField key={c} label={CLASS_NAMES[c]} checked={classFlags[c][0]} onChange={classFlags[c][1]} />
                ))}
              </div>
            </fieldset>
            <CheckField label={`Exclude look-alike characters (${[...LOOK_ALIKES].join(' ')})`} checked={excludeLookAlikes} onChange={setExcludeLookAlikes} />
            {classProblem && <Message tone="error">{classProblem}</Message>}
          </>
        ) : (
          <>
            <NumberSlider
              label="Words"
              value={wordsText}
              min={WORDS_MIN}
              max={WORDS_MAX}
              onChange={setWordsText}
              error={words.ok ? null : words.message}
            />
            <SelectField label="Separator" value={separator} options={SEPARATOR_OPTIONS} onChange={setSeparator} />
            <CheckField label="Capitalise each word" checked={capitalise} onChange={setCapitalise} />
            <CheckField label="Add a digit" checked={addDigit} onChange={setAddDigit} />
            <p className="th-hint">Words come from the EFF large word list (7,776 words); each adds 12.9 bits.</p>
          </>
        )}
        <div className="th-field">
          <label htmlFor={`${id}-count`}>How many</label>
          <input
            id={`${id}-count`}
            className={`th-input ${styles.countBox}`}
            type="number"
            inputMode="numeric"
            min={COUNT_MIN}
            max={COUNT_MAX}
            value={countText}
            aria-invalid={count.ok ? undefined : true}
            aria-describedby={count.ok ? undefined : `${id}-count-error`}
            onChange={(e) => setCountText(e.target.value)}
          />
          {!count.ok && (
            <p id={`${id}-count-error`} className="th-field-error">
              {count.message}
            </p>
          )}
        </div>
        <p className="th-hint">
          Generated in your browser with the Web Crypto API; nothing is sent anywhere. Settings are kept in the link, the
          {` ${noun}s`} never are.
        </p>
      </section>
    </div>
  );
}
