import { lineUnits, MAX_PACKS } from '@hive/domain/rules';
import { useState } from 'react';
import { useTranslation } from '../i18n/react';
import './quantity-stepper.css';

type Props = {
  /** MOQ packs. */
  value: number;
  onChange: (packs: number) => void;
  /** Units in one MOQ pack: given, the units the packs make are shown beside (value × moq). */
  moq?: number;
  /** The product's name, so each control says which product it changes. */
  name: string;
  disabled?: boolean;
};

const isPacks = (value: number) => Number.isInteger(value) && value >= 1 && value <= MAX_PACKS;
const clamp = (value: number) => Math.min(MAX_PACKS, Math.max(1, Math.round(value) || 1));

/**
 * A quantity in MOQ packs (1 to 9,999) with one-pack steps, and the units it makes; the box may hold a half-typed number
 * until it is left.
 */
export function QuantityStepper({ value, onChange, moq, name, disabled = false }: Props) {
  const { t } = useTranslation('cart');
  // What the box shows while someone types ("", "0"…); the quantity itself only ever holds a valid number.
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(String(value));
  }
  const set = (packs: number) => {
    const next = clamp(packs);
    setText(String(next));
    if (next !== value) onChange(next);
  };

  return (
    <div className="stepper">
      <div className="stepper__controls">
        <button
          type="button"
          className="stepper__button"
          aria-label={t('stepper.decrease', { name })}
          disabled={disabled || value <= 1}
          onClick={() => set(value - 1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          className="stepper__input"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_PACKS}
          step={1}
          value={text}
          disabled={disabled}
          aria-label={t('stepper.label', { name })}
          onChange={(event) => {
            setText(event.target.value);
            const packs = Number(event.target.value);
            if (event.target.value !== '' && isPacks(packs) && packs !== value) onChange(packs);
          }}
          onBlur={() => set(Number(text))}
        />
        <button
          type="button"
          className="stepper__button"
          aria-label={t('stepper.increase', { name })}
          disabled={disabled || value >= MAX_PACKS}
          onClick={() => set(value + 1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      {moq !== undefined && (
        <span className="stepper__units">{t('stepper.units', { count: lineUnits(moq, value) })}</span>
      )}
    </div>
  );
}
