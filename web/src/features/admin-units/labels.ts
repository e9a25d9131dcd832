/** A catalogue name in the interface language (English stands in when a language is missing). */
export function localName(names: { en: string; hk: string; cn: string }, language: string): string {
  return (language === 'hk' ? names.hk : language === 'cn' ? names.cn : names.en) || names.en;
}

/**
 * An exact fraction of integer strings as a decimal for reading, rounded half up to `digits`
 * decimals with trailing zeros dropped. BigInt keeps 30-digit factors exact until the rounding.
 */
export function fractionDecimal(numerator: string, denominator: string, digits = 10): string {
  const n = BigInt(numerator);
  const d = BigInt(denominator);
  const negative = n < 0n !== d < 0n && n !== 0n;
  const [a, b] = [n < 0n ? -n : n, d < 0n ? -d : d];
  const scale = 10n ** BigInt(digits);
  const scaled = (a * scale * 2n + b) / (b * 2n);
  const whole = scaled / scale;
  const fraction = (scaled % scale).toString().padStart(digits, '0').replace(/0+$/, '');
  const grouped = whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}
