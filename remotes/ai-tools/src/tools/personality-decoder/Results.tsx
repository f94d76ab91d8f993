import { useEffect, useRef, useState } from 'react';
import { Button, CopyButton, Message, downloadBlob } from '@toolhub/shared';
import { TRAITS, TRAIT_ORDER } from './items';
import { bandOf, encodeScores, summaryText, traitPercent, traitRange, type Scores } from './logic';
import { canvasToPng, drawResultCard } from './card';
import styles from './styles.module.css';

interface ResultsProps {
  scores: Scores;
  own: boolean;
  onRetake: () => void;
}

const BAND_LABEL = { low: 'Low', average: 'Middle', high: 'High' } as const;

function shareUrl(scores: Scores): string {
  const url = new URL(window.location.href);
  url.search = '';
  url.hash = '';
  url.searchParams.set('r', encodeScores(scores));
  return url.toString();
}

function canShareFiles(): boolean {
  try {
    if (typeof navigator.canShare !== 'function' || typeof File !== 'function') return false;
    return navigator.canShare({ files: [new File([''], 'card.png', { type: 'image/png' })] });
  } catch {
    return false;
  }
}

export function Results({ scores, own, onRetake }: ResultsProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [canvasReady, setCanvasReady] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  // What the browser can share does not change while the page is open.
  const [shareFiles] = useState(canShareFiles);
  const link = shareUrl(scores);

  useEffect(() => {
    // Only after finishing the test: a shared link opened fresh should start at the top as usual.
    if (own) titleRef.current?.focus();
  }, [own]);

  useEffect(() => {
    if (canvasRef.current) setCanvasReady(drawResultCard(canvasRef.current, scores));
  }, [scores]);

  async function cardFile(): Promise<File | null> {
    if (!canvasRef.current) return null;
    const blob = await canvasToPng(canvasRef.current);
    return blob ? new File([blob], 'big-five-profile.png', { type: 'image/png' }) : null;
  }

  async function download() {
    const file = await cardFile();
    if (!file) {
      setNotice('Your browser could not create the image.');
      return;
    }
    downloadBlob(file, file.name, { announce: 'Image downloaded.' });
    setNotice(null);
  }

  async function share() {
    const file = await cardFile();
    if (!file) {
      setNotice('Your browser could not create the image.');
      return;
    }
    try {
      await navigator.share({ files: [file], title: 'My Big Five profile', text: summaryText(scores), url: link });
      setNotice(null);
    } catch (error) {
      // Closing the share sheet is not an error worth reporting.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setNotice('Sharing failed. Download the image or copy the link instead.');
    }
  }

  return (
    <div className="th-stack">
      <section className="th-stack" aria-labelledby="pd-results-title">
        <h2 id="pd-results-title" ref={titleRef} tabIndex={-1} className={styles.title}>
          {own ? 'Your Big Five profile' : 'A shared Big Five profile'}
        </h2>
        <Message tone="info">
          For fun and self-reflection only. This is a short public-domain questionnaire, not a psychological
          assessment or a diagnosis, and it says nothing about your worth or abilities.
        </Message>
        <p className="th-hint">
          Each score is the sum of 10 answers (10 to 50). The percentage shows where it sits between the lowest and
          highest possible score; it is not a comparison with other people.
        </p>
        <ol className={styles.traits}>
          {TRAIT_ORDER.map((id) => {
            const trait = TRAITS[id];
            const percent = traitPercent(scores, id);
            const band = bandOf(percent);
            const { max } = traitRange(id);
            return (
              <li key={id} className={`th-card ${styles.trait}`}>
                <div className={styles.traitHead}>
                  <h3>{trait.name}</h3>
                  <span className={styles.traitScore}>
                    <strong>{percent}%</strong> · {scores[id]} / {max}
                  </span>
                </div>
                <p className="th-hint">{trait.aka}</p>
                <div className={styles.bar} aria-hidden="true">
                  <div className={styles.barFill} style={{ width: `${percent}%` }} />
                </div>
                <p className={styles.band}>
                  {BAND_LABEL[band]} range.{' '}
                  {band === 'average' && 'You sit between the two poles and probably show both sides depending on the situation.'}
                </p>
                <dl className={styles.poles}>
                  <div data-current={band === 'high'}>
                    <dt>High {trait.name}</dt>
                    <dd>{trait.high}</dd>
                  </div>
                  <div data-current={band === 'low'}>
                    <dt>Low {trait.name}</dt>
                    <dd>{trait.low}</dd>
                  </div>
                </dl>
              </li>
            );
          })}
        </ol>
      </section>

      <section className={`th-card th-stack ${styles.share}`} aria-labelledby="pd-share-title">
        <h2 id="pd-share-title" className={styles.title}>
          Share
        </h2>
        <canvas
          ref={canvasRef}
          className={styles.card}
          role="img"
          aria-label={`Result card. ${summaryText(scores).replace(/\n/g, '. ')}`}
          hidden={!canvasReady}
        />
        <div className="th-row">
          <Button variant="primary" onClick={download} disabled={!canvasReady}>
            Download PNG
          </Button>
          {shareFiles && (
            <Button onClick={share} disabled={!canvasReady}>
              Share image…
            </Button>
          )}
          <CopyButton text={link} label="Copy results link" />
          <CopyButton text={() => summaryText(scores)} label="Copy as text" />
        </div>
        {!shareFiles && (
          <p className="th-hint">Sharing an image directly is not supported by this browser; download it instead.</p>
        )}
        {!canvasReady && <p className="th-hint">This browser cannot draw the result card image.</p>}
        <div className="th-field">
          <label htmlFor="pd-link">Results link (contains only the five scores)</label>
          <input id="pd-link" className="th-input" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
        </div>
        {notice && <Message tone="error">{notice}</Message>}
      </section>

      <div className="th-row">
        <Button onClick={onRetake}>{own ? 'Retake the test' : 'Take the test yourself'}</Button>
      </div>
    </div>
  );
}
