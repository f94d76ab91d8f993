import { useId } from 'react';
import { Button, SliderField } from '@toolhub/shared';
import { PITCH, RATE, VOLUME, voiceLabel, type SettingRange, type VoiceGroup } from './logic';
import styles from './styles.module.css';

interface Slider {
  label: string;
  range: SettingRange;
  value: number;
  format: (value: number) => string;
  onChange: (value: number) => void;
}

interface VoiceSettingsProps {
  groups: VoiceGroup[];
  voiceURI: string;
  onVoice: (voiceURI: string) => void;
  voicesReady: boolean;
  canPreview: boolean;
  onPreview: () => void;
  rate: number;
  pitch: number;
  volume: number;
  onRate: (value: number) => void;
  onPitch: (value: number) => void;
  onVolume: (value: number) => void;
  onReset: () => void;
}

export function VoiceSettings(props: VoiceSettingsProps) {
  const id = useId();
  const sliders: Slider[] = [
    { label: 'Speed', range: RATE, value: props.rate, format: (value) => `${value.toFixed(1)}×`, onChange: props.onRate },
    { label: 'Pitch', range: PITCH, value: props.pitch, format: (value) => value.toFixed(1), onChange: props.onPitch },
    { label: 'Volume', range: VOLUME, value: props.volume, format: (value) => `${Math.round(value * 100)}%`, onChange: props.onVolume },
  ];
  const changed = props.rate !== RATE.fallback || props.pitch !== PITCH.fallback || props.volume !== VOLUME.fallback;

  return (
    <section className={`th-card ${styles.settings}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.heading}>
        Voice and speed
      </h2>
      <div className="th-field">
        <label htmlFor={`${id}-voice`}>Voice</label>
        <div className={styles.voiceRow}>
          <select
            id={`${id}-voice`}
            className="th-select"
            value={props.voiceURI}
            onChange={(event) => props.onVoice(event.target.value)}
            disabled={!props.voicesReady}
          >
            {!props.voicesReady && <option value="">No voices yet</option>}
            {props.groups.map((group) => (
              <optgroup key={group.language} label={group.label}>
                {group.voices.map((voice) => (
                  <option key={voice.voiceURI} value={voice.voiceURI}>
                    {voiceLabel(voice)}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          <Button onClick={props.onPreview} disabled={!props.canPreview}>
            Test voice
          </Button>
        </div>
        <span className="th-hint">Voices come from your device and browser; “online” voices need a connection.</span>
      </div>
      <div className={`th-columns ${styles.sliders}`}>
        {sliders.map((slider) => (
          <SliderField
            key={slider.label}
            label={slider.label}
            min={slider.range.min}
            max={slider.range.max}
            step={slider.range.step}
            value={slider.value}
            shown={slider.format(slider.value)}
            onValue={slider.onChange}
          />
        ))}
      </div>
      <div className="th-row">
        <Button size="sm" variant="ghost" onClick={props.onReset} disabled={!changed}>
          Reset speed, pitch and volume
        </Button>
        <span className="th-hint">Changes while reading apply from the next sentence.</span>
      </div>
    </section>
  );
}
