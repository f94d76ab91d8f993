import { useEffect, useState } from 'react';
import { Button, Message, useQueryState, type ToolProps } from '@toolhub/shared';
import { ITEMS } from './items';
import {
  answeredCount,
  decodeScores,
  emptyAnswers,
  encodeScores,
  firstUnanswered,
  isAnswer,
  sanitizeAnswers,
  scoreAnswers,
  type Answers,
} from './logic';
import { clearProgress, readProgress, writeProgress } from './session';
import { Quiz } from './Quiz';
import { Results } from './Results';
import styles from './styles.module.css';

interface Saved {
  answers: Answers;
  index: number;
  ownResult: string | null;
}

function loadSaved(): Saved {
  const progress = readProgress();
  const answers = sanitizeAnswers(progress?.answers) ?? emptyAnswers();
  const rawIndex = Number(progress?.index);
  const index = Number.isInteger(rawIndex) && rawIndex >= 0 && rawIndex < ITEMS.length ? rawIndex : 0;
  const ownResult = typeof progress?.ownResult === 'string' ? progress.ownResult : null;
  return { answers, index, ownResult };
}

export default function PersonalityDecoderTool(_props: ToolProps) {
  const [resultParam, setResultParam] = useQueryState('r', '');
  const [saved, setSaved] = useState<Saved>(loadSaved);
  const [started, setStarted] = useState(false);
  const shared = resultParam ? decodeScores(resultParam) : null;
  const { answers, index, ownResult } = saved;

  useEffect(() => {
    writeProgress(saved);
  }, [saved]);

  function finish(final: Answers) {
    const scores = scoreAnswers(final);
    if (!scores) return;
    const encoded = encodeScores(scores);
    setSaved({ answers: emptyAnswers(), index: 0, ownResult: encoded });
    setStarted(false);
    setResultParam(encoded);
  }

  function answer(value: number) {
    const next = [...answers];
    next[index] = value;
    const gap = firstUnanswered(next);
    if (gap === -1 && index === ITEMS.length - 1) {
      finish(next);
      return;
    }
    const nextIndex = index < ITEMS.length - 1 ? index + 1 : gap;
    setSaved({ ...saved, answers: next, index: nextIndex });
  }

  function next() {
    if (!isAnswer(answers[index])) return;
    if (index < ITEMS.length - 1) {
      setSaved({ ...saved, index: index + 1 });
      return;
    }
    const gap = firstUnanswered(answers);
    if (gap === -1) finish(answers);
    else setSaved({ ...saved, index: gap });
  }

  function back() {
    if (index > 0) setSaved({ ...saved, index: index - 1 });
  }

  function restart() {
    clearProgress();
    setSaved({ answers: emptyAnswers(), index: 0, ownResult });
    setStarted(true);
  }

  function retake() {
    setResultParam('');
    setSaved({ answers: emptyAnswers(), index: 0, ownResult });
    setStarted(false);
  }

  if (shared) return <Results scores={shared} own={resultParam === ownResult} onRetake={retake} />;

  const progress = answeredCount(answers);
  if (started) {
    return <Quiz answers={answers} index={index} onAnswer={answer} onBack={back} onNext={next} onRestart={restart} />;
  }

  return (
    <div className="th-stack">
      {resultParam && (
        <Message tone="error">
          This results link is damaged or incomplete, so it cannot be shown. You can take the test below.
        </Message>
      )}
      <section className={`th-card th-stack ${styles.intro}`} aria-labelledby="pd-intro-title">
        <h2 id="pd-intro-title" className={styles.title}>
          Discover your Big Five traits
        </h2>
        <p>
          50 short statements from the public-domain <strong>IPIP Big-Five Factor Markers</strong> (Goldberg, 1992),
          the research inventory behind many Big Five tests. It takes about 5 minutes and scores five broad traits:
          Extraversion, Agreeableness, Conscientiousness, Emotional Stability and Intellect/Imagination.
        </p>
        <p>
          Describe yourself as you generally are now, not as you wish to be in the future, and as you honestly see
          yourself compared with people of about your age. Your answers stay in this browser tab.
        </p>
        <Message tone="info">For fun and self-reflection only: this is not a psychological assessment or a diagnosis.</Message>
        <div className="th-row">
          <Button variant="primary" onClick={() => setStarted(true)}>
            {progress > 0 ? `Continue (${progress} of ${ITEMS.length} answered)` : 'Start the test'}
          </Button>
          {progress > 0 && <Button onClick={restart}>Start over</Button>}
        </div>
      </section>
    </div>
  );
}
