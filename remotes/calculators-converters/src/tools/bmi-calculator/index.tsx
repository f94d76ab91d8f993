import { useId } from 'react';
import {
  Button,
  CopyButton,
  Message,
  Segmented,
  TextField,
  useQueryState,
  type SegmentedOption,
  type ToolProps,
} from '@toolhub/shared';
import {
  CATEGORIES,
  NORMAL_MAX,
  NORMAL_MIN,
  bmiSummary,
  evaluateBmi,
  formatWeight,
  heightTexts as heightTextsFor,
  readHeight,
  readWeight,
  scalePosition,
  textsOnSwitch,
  toAgeGroup,
  toHeightUnit,
  toWeightUnit,
  weightTexts as weightTextsFor,
  type AgeGroup,
  type HeightTexts,
  type HeightUnit,
  type WeightTexts,
  type WeightUnit,
} from './logic';
import { useLinkedDraft } from '@toolhub/shared';
import styles from './styles.module.css';

const HEIGHT_OPTIONS: SegmentedOption<HeightUnit>[] = [
  { value: 'cm', label: 'cm' },
  { value: 'ftin', label: 'ft, in' },
];
const WEIGHT_OPTIONS: SegmentedOption<WeightUnit>[] = [
  { value: 'kg', label: 'kg' },
  { value: 'lb', label: 'lb' },
  { value: 'stlb', label: 'st, lb' },
];
const AGE_OPTIONS: SegmentedOption<AgeGroup>[] = [
  { value: 'adult', label: 'Adult (20 or older)' },
  { value: 'child', label: 'Child or teen (2–19)' },
];

export default function BmiCalculatorTool({ tool }: ToolProps) {
  const [heightUnitText, setHeightUnit] = useQueryState('h', 'cm');
  const [weightUnitText, setWeightUnit] = useQueryState('w', 'kg');
  const [ageText, setAge] = useQueryState('age', 'adult');
  const heightUnit = toHeightUnit(heightUnitText);
  const weightUnit = toWeightUnit(weightUnitText);
  const ageGroup = toAgeGroup(ageText);
  const id = useId();

  const [cm, setCm] = useLinkedDraft('bmi-calculator:cm', 'cm');
  const [ft, setFt] = useLinkedDraft('bmi-calculator:ft', 'ft');
  const [inches, setInches] = useLinkedDraft('bmi-calculator:in', 'in');
  const [kg, setKg] = useLinkedDraft('bmi-calculator:kg', 'kg');
  const [lb, setLb] = useLinkedDraft('bmi-calculator:lb', 'lb');
  const [st, setSt] = useLinkedDraft('bmi-calculator:st', 'st');
  const [stlb, setStlb] = useLinkedDraft('bmi-calculator:stlb', 'stlb');
  const height: HeightTexts = { cm, ft, in: inches };
  const weight: WeightTexts = { kg, lb, st, stlb };
  const setHeight: Record<keyof HeightTexts, (value: string) => void> = { cm: setCm, ft: setFt, in: setInches };
  const setWeight: Record<keyof WeightTexts, (value: string) => void> = { kg: setKg, lb: setLb, st: setSt, stlb: setStlb };

  const result = evaluateBmi({ heightUnit, weightUnit, ageGroup, height, weight });
  const errorFor = (field: string) => (result.status === 'invalid' ? (result.errors[field] ?? null) : null);

  function switchHeight(next: HeightUnit) {
    const texts = textsOnSwitch(readHeight(heightUnit, height), readHeight(next, height), (value) => heightTextsFor(next, value));
    for (const [key, value] of Object.entries(texts ?? {})) setHeight[key as keyof HeightTexts](value as string);
    setHeightUnit(next);
  }
  function switchWeight(next: WeightUnit) {
    const texts = textsOnSwitch(readWeight(weightUnit, weight), readWeight(next, weight), (value) => weightTextsFor(next, value));
    for (const [key, value] of Object.entries(texts ?? {})) setWeight[key as keyof WeightTexts](value as string);
    setWeightUnit(next);
  }
  function clearAll() {
    for (const set of [...Object.values(setHeight), ...Object.values(setWeight)]) set('');
  }

  const anyTyped = [cm, ft, inches, kg, lb, st, stlb].some((text) => text !== '');

  return (
    <div className={`th-columns ${styles.tool}`} data-tool={tool.path}>
      <form className="th-card th-stack" onSubmit={(event) => event.preventDefault()} aria-label="Your measurements">
        <fieldset className={styles.group}>
          <legend className={styles.legend}>Height</legend>
          <Segmented legend="Height unit" hideLegend options={HEIGHT_OPTIONS} value={heightUnit} onChange={switchHeight} />
          {heightUnit === 'cm' ? (
            <TextField
              id={`${id}-cm`}
              label="Height (cm)"
              value={cm}
              onChange={setCm}
              inputMode="decimal"
              placeholder="175"
              error={errorFor('cm')}
            />
          ) : (
            <div className={styles.pair}>
              <TextField id={`${id}-ft`} label="Feet" value={ft} onChange={setFt} inputMode="numeric" placeholder="5" error={errorFor('ft')} />
              <TextField
                id={`${id}-in`}
                label="Inches"
                value={inches}
                onChange={setInches}
                inputMode="decimal"
                placeholder="9"
                error={errorFor('in')}
              />
            </div>
          )}
        </fieldset>

        <fieldset className={styles.group}>
          <legend className={styles.legend}>Weight</legend>
          <Segmented legend="Weight unit" hideLegend options={WEIGHT_OPTIONS} value={weightUnit} onChange={switchWeight} />
          {weightUnit === 'stlb' ? (
            <div className={styles.pair}>
              <TextField id={`${id}-st`} label="Stones" value={st} onChange={setSt} inputMode="decimal" placeholder="11" error={errorFor('st')} />
              <TextField
                id={`${id}-stlb`}
                label="Pounds"
                value={stlb}
                onChange={setStlb}
                inputMode="decimal"
                placeholder="0"
                error={errorFor('stlb')}
              />
            </div>
          ) : weightUnit === 'lb' ? (
            <TextField id={`${id}-lb`} label="Weight (lb)" value={lb} onChange={setLb} inputMode="decimal" placeholder="154" error={errorFor('lb')} />
          ) : (
            <TextField id={`${id}-kg`} label="Weight (kg)" value={kg} onChange={setKg} inputMode="decimal" placeholder="70" error={errorFor('kg')} />
          )}
        </fieldset>

        <Segmented legend="Age" variant="chips" options={AGE_OPTIONS} value={ageGroup} onChange={setAge} />

        <div className="th-row">
          <Button size="sm" variant="ghost" onClick={clearAll} disabled={!anyTyped}>
            Clear
          </Button>
        </div>
      </form>

      <section className={`th-card th-stack ${styles.result}`} aria-labelledby={`${id}-result`}>
        <h2 id={`${id}-result`} className={styles.heading}>
          Your BMI
        </h2>
        <div aria-live="polite" className={styles.live}>
          {result.status === 'empty' && <Message tone="info">Enter your height and weight to see your body mass index.</Message>}
          {result.status === 'invalid' && <Message tone="warning">Fix the highlighted measurement to see your BMI.</Message>}
          {result.status === 'ok' && (
            <p className={styles.verdict}>
              <output className={styles.bmi}>{result.shown.toFixed(1)}</output>
              <span className={styles.unit}>kg/m²</span>
              {result.category ? (
                <span className={styles.badge} data-tone={result.category.tone}>
                  {result.category.name}
                </span>
              ) : (
                <span className={styles.badge} data-tone="child">
                  Read with BMI-for-age
                </span>
              )}
            </p>
          )}
        </div>

        {result.status === 'ok' && result.category === null && (
          <div className={styles.childNote} role="note">
            <p>
              <strong>The adult categories do not apply under 20.</strong> A child’s or teen’s BMI is read against
              BMI-for-age percentiles for their sex and exact age: the WHO growth reference (5–19 years), WHO child growth
              standards (under 5) or the CDC growth charts (2–19 years, US).
            </p>
            <p>
              A doctor, school nurse or a BMI-for-age chart turns this {result.shown.toFixed(1)} into a percentile; the
              same number can be healthy at one age and not at another.
            </p>
          </div>
        )}

        {result.status === 'ok' && result.category && (
          <>
            <div className={styles.scale} aria-hidden="true">
              <div className={styles.scaleBar}>
                <span data-tone="under" style={{ flexGrow: NORMAL_MIN - 12 }} />
                <span data-tone="normal" style={{ flexGrow: 25 - NORMAL_MIN }} />
                <span data-tone="over" style={{ flexGrow: 5 }} />
                <span data-tone="obese" style={{ flexGrow: 15 }} />
              </div>
              <span className={styles.marker} style={{ left: `${scalePosition(result.bmi)}%` }} />
              <div className={styles.scaleTicks}>
                <span style={{ left: `${scalePosition(18.5)}%` }}>18.5</span>
                <span style={{ left: `${scalePosition(25)}%` }}>25</span>
                <span style={{ left: `${scalePosition(30)}%` }}>30</span>
                <span style={{ left: `${scalePosition(40)}%` }}>40</span>
              </div>
            </div>
            <dl className="th-stats">
              <div>
                <dt>Healthy weight for your height</dt>
                <dd>
                  {formatWeight(result.healthy.min, weightUnit)} – {formatWeight(result.healthy.max, weightUnit)}
                </dd>
              </div>
              <div>
                <dt>{result.toNormal > 0 ? 'To reach BMI 18.5' : result.toNormal < 0 ? 'To reach BMI 24.9' : 'Within the normal range'}</dt>
                <dd>
                  {result.toNormal > 0
                    ? `gain ${formatWeight(result.toNormal, weightUnit)}`
                    : result.toNormal < 0
                      ? `lose ${formatWeight(-result.toNormal, weightUnit)}`
                      : `BMI ${NORMAL_MIN} – ${NORMAL_MAX}`}
                </dd>
              </div>
              <div>
                <dt>BMI Prime (BMI ÷ 25)</dt>
                <dd>{result.prime.toFixed(2)}</dd>
              </div>
            </dl>
          </>
        )}

        {result.status === 'ok' && (
          <div className="th-row">
            <CopyButton text={() => bmiSummary(result, heightUnit, weightUnit)} label="Copy result" size="sm" />
          </div>
        )}

        <table className={styles.table}>
          <caption>WHO categories for adults (BMI in kg/m²)</caption>
          <thead>
            <tr>
              <th scope="col">Category</th>
              <th scope="col">BMI</th>
            </tr>
          </thead>
          <tbody>
            {CATEGORIES.map((category) => {
              const current = result.status === 'ok' && result.category === category;
              return (
                <tr key={category.name} data-tone={category.tone} aria-current={current ? 'true' : undefined} className={current ? styles.current : undefined}>
                  <th scope="row">
                    {category.name}
                    {current && <span className="th-visually-hidden">: your BMI</span>}
                  </th>
                  <td>{category.range}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <p className="th-hint">
          BMI = weight (kg) ÷ height (m)². It is a screening figure: it does not tell fat from muscle or bone, and does not
          apply in pregnancy. WHO notes that for some Asian populations health risks rise at lower values (23 and 27.5).
        </p>
      </section>
    </div>
  );
}
