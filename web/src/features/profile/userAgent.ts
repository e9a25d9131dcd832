/** A readable "Browser version on OS" from a User-Agent header; the raw value stays in a tooltip. */
const BROWSERS: [RegExp, string][] = [
  [/Edg\/(\d+)/, 'Edge'],
  [/HeadlessChrome\/(\d+)/, 'Headless Chrome'],
  [/Chrome\/(\d+)/, 'Chrome'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/Version\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/Windows NT/, 'Windows'],
  [/iPhone|iPad/, 'iOS'],
  [/Mac OS X/, 'macOS'],
  [/Android/, 'Android'],
  [/Linux/, 'Linux'],
];

export function describeUserAgent(ua: string | undefined): string | null {
  if (!ua) return null;
  const browser = BROWSERS.map(([re, name]) => [re.exec(ua), name] as const).find(([m]) => m);
  const system = SYSTEMS.find(([re]) => re.test(ua))?.[1];
  if (!browser) return system ?? ua.slice(0, 60);
  const [match, name] = browser;
  return `${name} ${match![1]}${system ? ` · ${system}` : ''}`;
}
