/**
 * Axis arithmetic of the dashboard's charts (spec 6-data-and-beyond §6.3.2), shared with the
 * annual report (spec 7-reports §7.3.4): axes from 0 with "nice" steps (1, 2 or 5 times a power
 * of ten), whole numbers for counts, and which column labels fit under narrow bars. Pure, so that
 * it is tested without drawing.
 */
import type { Language } from '../../lib/i18n/dictionary';
import { localeOf } from '../../lib/i18n/locale';

/** The smallest of 1, 2, 5 × 10^k that is at least `raw`. */
export function niceStep(raw: number): number {
  if (!(raw > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  for (const factor of [1, 2, 5, 10]) if (factor * power >= raw - 1e-9) return factor * power;
  return 10 * power;
}

/**
 * Ticks from 0 to a top at or above `max`, at most `maxTicks` intervals; counts use whole-number
 * steps. `max` 0 gives one tick (0) and a top of 1, so that bars of 0 stay at the axis.
 */
export function axisTicks(max: number, maxTicks: number, wholeNumbers: boolean): { ticks: number[]; top: number } {
  if (max <= 0) return { ticks: [0], top: 1 };
  let step = niceStep(max / Math.max(1, maxTicks));
  if (wholeNumbers) step = Math.max(1, Math.round(step));
  const top = Math.ceil(max / step - 1e-9) * step;
  const ticks: number[] = [];
  for (let value = 0; value <= top + step / 2; value += step) ticks.push(Math.round(value * 100) / 100);
  return { ticks, top };
}

/**
 * Every how many columns a label is written: each one while its label fits its band, else every
 * second or fifth (spec 6-data-and-beyond §6.3.2 names that for more than 12 years on a narrow
 * screen; a 288 px panel cannot fit 10 labels either, so the rule is by width: docs/adr/0038),
 * then every tenth for very long ranges. `labelWidth` is a year's by default; a reporting year's
 * label ("2020–2021") passes its own.
 */
export function yearLabelStep(bandWidth: number, labelWidth = 32): number {
  for (const step of [1, 2, 5, 10, 20, 50]) if (bandWidth * step >= labelWidth) return step;
  return 100;
}

const compactFormats = new Map<Language, Intl.NumberFormat>();

/** A compact currency tick: "$1.5M" / "1,5 M $" (Intl's compact notation, spec 4-shell §4.4.4). */
export function formatCompactAmount(value: number, language: Language): string {
  let format = compactFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(localeOf(language), {
      style: 'currency',
      currency: 'CAD',
      notation: 'compact',
      minimumFractionDigits: 0,
      maximumFractionDigits: 1,
    });
    compactFormats.set(language, format);
  }
  return format.format(value);
}

/** A rough width of a text at the charts' 12 px font, to keep labels inside the drawing. */
export function textWidth(text: string, fontSize = 12): number {
  return Math.ceil(text.length * fontSize * 0.58);
}
