import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHINESE_FONTS, extendFontStack, hasSystemChineseFont } from './fonts';

const TOKEN = '--font-family-base-dqy6uk';
const sheet = (css: string) => {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  return style;
};

describe('Chinese text in the reader’s system font, else the embedded one (ADR 0147)', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.removeAttribute('style');
    vi.restoreAllMocks();
  });

  /** A canvas whose text measures as the machine's fonts would: a family it has changes the width. */
  const fontsOfMachine = (installed: string[]) => {
    let font = '';
    const context = {
      set font(value: string) {
        font = value;
      },
      get font() {
        return font;
      },
      measureText: () => ({ width: installed.some((f) => font.includes(`'${f}'`)) ? 300 : 280 }),
    };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
  };

  it('finds the language’s system CJK font where the machine has one, and none where it has another language’s', () => {
    fontsOfMachine(['Microsoft JhengHei']);
    expect(hasSystemChineseFont('hk')).toBe(true);
    expect(hasSystemChineseFont('cn')).toBe(false);
    fontsOfMachine(['Noto Sans CJK SC']);
    expect(hasSystemChineseFont('cn')).toBe(true);
    fontsOfMachine([]);
    expect(hasSystemChineseFont('hk')).toBe(false);
  });

  it('assumes none without a canvas to measure with, so the embedded faces load', () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    expect(hasSystemChineseFont('hk')).toBe(false);
  });

  it('puts the language’s families, system ones first, into Cloudscape’s stack before the generic family', () => {
    sheet(`body { ${TOKEN}: 'Open Sans', 'Helvetica Neue', Roboto, Arial, sans-serif; }`);
    extendFontStack('hk');
    const stack = document.body.style.getPropertyValue(TOKEN);
    expect(stack).toBe(`'Open Sans', 'Helvetica Neue', Roboto, Arial, ${CHINESE_FONTS.hk}, sans-serif`);
    expect(stack.indexOf('PingFang HK')).toBeLessThan(stack.indexOf('Noto Sans TC'));
  });

  it('replaces them on a switch between hk and cn, Simplified first for cn', () => {
    sheet(`body { ${TOKEN}: 'Open Sans', Arial, sans-serif; }`);
    extendFontStack('hk');
    extendFontStack('cn');
    const stack = document.body.style.getPropertyValue(TOKEN);
    expect(stack).toBe(`'Open Sans', Arial, ${CHINESE_FONTS.cn}, sans-serif`);
    expect(stack).not.toContain('PingFang HK');
    expect(stack.indexOf('Noto Sans SC')).toBeLessThan(stack.indexOf('Noto Sans TC'));
  });
});
