/** opencc-js ships its dictionaries as modules (`export default "a b|c d|…"`) without declarations (ADR 0138). */
declare module 'opencc-js/dict/*' {
  const dictionary: string;
  export default dictionary;
}
