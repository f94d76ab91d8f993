export * from './catalogue';
export type { ToolProps, ToolComponent, ToolModule } from './tool-contract';
export { Button, type ButtonProps } from './ui/Button';
export { CopyButton, type CopyButtonProps } from './ui/CopyButton';
export { Message, type MessageProps } from './ui/Message';
export { copyText } from './ui/clipboard';
export { useQueryState } from './ui/useQueryState';
export { readStored, writeStored } from './ui/storage';
export { useStoredState } from './kit/stored-state';
export { MAX_QUERY_VALUE_CHARS, fitsInLink, useLinkOmissions, useLinkOmitsValues, resetLinkLimit, type LinkOmission } from './ui/link-limit';
export { isWellFormed, withoutLoneSurrogates } from './kit/well-formed';
export { formatBytes, utf8Length } from './kit/bytes';
export { formatNumber } from './kit/numbers';
export { formatDateTime, useLocaleReady, type MomentInput } from './kit/local-dates';
export { downloadBlob, downloadText } from './kit/download';
export { useDraft, readDraft, saveDraft, flushDrafts, loadDrafts, draftsLoaded, MAX_DRAFT_CHARS, type DraftControls } from './kit/drafts';
export { useWorkerTask, type WorkerTask, type WorkerTaskOptions } from './kit/useWorkerTask';
export { runWorkerJob, type WorkerJobOutcome, type WorkerJobOptions } from './kit/runWorkerJob';
export { useJobRunner, type JobRunner, type JobRun, type JobHandlers } from './kit/useJobRunner';
export { WorkerTaskStatus, type WorkerTaskStatusProps } from './kit/WorkerTaskStatus';
export { OutputPreview, previewOf, PREVIEW_CHARS, type OutputPreviewProps } from './kit/OutputPreview';
export { LargeTextArea, LARGE_TEXT_CHARS, type LargeTextAreaProps } from './kit/LargeTextArea';
export {
  type RandomSource,
  secureRandom,
  createCryptoSource,
  randomBelow,
  randomInt,
  randomBigBelow,
  randomBigInt,
  randomFraction,
  randomBytes,
  randomChance,
  pick,
  shuffle,
  shuffleInPlace,
  sample,
} from './kit/random';
export { Segmented, segmentOptions, type SegmentedOption, type SegmentedProps } from './kit/Segmented';
export { FileDrop, acceptsFile, type FileDropProps } from './kit/FileDrop';
export { TextField, type TextFieldProps } from './kit/TextField';
export { NumberField, type NumberFieldProps } from './kit/NumberField';
export { SelectField, plainOptions, type SelectFieldProps, type SelectOption } from './kit/SelectField';
export { CheckField, type CheckFieldProps } from './kit/CheckField';
export { SliderField, type SliderFieldProps } from './kit/SliderField';
export { drawFromDeck, restoreDeck, remainingInDeck, markDealt, type DeckState, type DeckDraw } from './kit/deck';
export { usePrefersReducedMotion } from './kit/motion';
export { readNumber, type NumberRule, type NumberReading } from './kit/number-input';
export { announce, announceAfterReload, dismiss as dismissAnnouncement, type Announcement, type AnnouncementTone } from './kit/announce';
export { Announcer } from './kit/Announcer';
export { useLinkedDraft } from './kit/useLinkedDraft';
export { repeatableRandom } from './kit/repeatable';
export { sortedWords, type WordSet } from './kit/sorted-words';
export { joinWords, joinedWords, type WordsByLength } from './kit/joined-words';
export { lazyModule, useLazyModule, type LazyModule, type LazyModuleState } from './kit/lazy-module';
export { afterNextPaint } from './kit/next-paint';
export { usePainted } from './kit/usePainted';
export { compareText } from './kit/compare-text';
export { LOCALES, SOURCE_LOCALE, LOCALE_SEGMENTS, localeInfo, localeOfPath, localizedPath, bestLocale, type Locale, type LocaleInfo } from './i18n/locales';
