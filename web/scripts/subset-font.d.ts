/** The part of subset-font's API the font build step uses (scripts/fontFiles.ts); the package ships no types. */
declare module 'subset-font' {
  interface Options {
    targetFormat?: 'woff2' | 'woff' | 'truetype' | 'sfnt';
    /** Drop the TrueType instructions and the tables that carry them (fpgm, prep, cvt, hdmx…). */
    noHinting?: boolean;
    /** Keep only the glyphs the text maps to, not those GSUB reaches from them (ligatures, alternates). */
    noLayoutClosure?: boolean;
  }
  export default function subsetFont(font: Buffer, text: string, options?: Options): Promise<Buffer>;
}
