import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { sampleRoutes } from '@esg/core/contract/samples';
import { FIGURE, sample, trail, YEAR } from '../sampleFixtures';
import { fakeApi } from '../../../test/fakeApi';
import { renderWidget } from '../../../test/render';
import { keptWhole } from '../../../test/keptWhole';
import '../i18n';
import { FigureTrail } from './FigureTrail';
import { SampleFigures } from './SampleFigures';

/** A sample and the year's version it was drawn in (ADR 0116, 0118): one of a version since restated says so. */
const V1 = sample('01JB4Z8Q7W3N5K2M6P9R1T0V8A', { restatedSince: true });
const V2 = sample('01JB4Z8Q7W3N5K2M6P9R1T0V8B', { yearVersion: 2, figures: [{ ...FIGURE, mark: undefined }] });

describe('the samples of a year (ADR 0116)', () => {
  it.each([
    [
      'en',
      'Version 1',
      'Version 2',
      'The year was restated after this sample was drawn',
      'Its marks are the record of version 1 and can no longer be changed. Draw a new sample to test the restated figures.',
    ],
    [
      'hk',
      '第 1 版',
      '第 2 版',
      '此樣本抽取後，本年度已重列',
      '其標記為第 1 版的紀錄，不能再更改。如要測試重列後的數字，請抽取新樣本。',
    ],
    [
      'cn',
      '第 1 版',
      '第 2 版',
      '此样本抽取后，本年度已重列',
      '其标记为第 1 版的记录，不能再更改。如需测试重列后的数字，请抽取新样本。',
    ],
  ] as const)(
    'says each sample’s version, and that the year was restated after one was drawn (%s)',
    (language, v1, v2, header, notice) => {
      const { page } = renderWidget(
        <>
          <SampleFigures sample={V2} onTrace={() => undefined} />
          <SampleFigures sample={V1} onTrace={() => undefined} />
        </>,
        { language },
      );
      const [newer, older] = page.findAllTables().map((t) => t.findHeaderSlot()!.getElement().textContent ?? '');
      expect(newer).toContain(`${v2} · `);
      expect(newer).not.toContain(header);
      // The version-1 sample says the year was restated after it; its marks stay readable and its figures traceable.
      expect(older).toContain(`${v1} · `);
      expect(older).toContain(header);
      expect(older).toContain(notice);
      const rows = page.findAllTables()[1]!.findRows();
      expect(rows[0]!.getElement().textContent).toMatch(/Exception|例外/);
      expect(within(rows[0]!.getElement()).getByRole('button')).toBeDefined();
      const text = document.body.textContent ?? '';
      for (const raw of [V1.id, 'restatedSince', 'yearVersion', 'true']) expect(text).not.toContain(raw);
    },
  );
});

describe('marking a figure of a sample (ADR 0116)', () => {
  it('shows the mark of a sample whose year was restated since, its controls read-only and its save disabled', async () => {
    fakeApi.on(sampleRoutes.figureTrail, () => trail({ restatedSince: true }));
    const { page } = renderWidget(
      <FigureTrail year={YEAR} sampleId={V1.id} figureId={FIGURE.id} onClose={() => undefined} />,
    );
    const exception = await screen.findByRole('radio', { name: 'Exception' });
    expect(page.findAllAlerts().map((a) => a.getElement().textContent)).toEqual([
      'The year was restated after this sample was drawn' +
        'Its marks are the record of version 1 and can no longer be changed. Draw a new sample to test the restated figures.',
    ]);
    expect((exception as HTMLInputElement).checked).toBe(true);
    expect(exception.getAttribute('aria-disabled')).toBe('true');
    const note = screen.getByLabelText('Note') as HTMLTextAreaElement;
    expect(note.value).toBe('March bill shows 990 kWh.');
    expect(note.readOnly).toBe(true);
    const save = screen.getByRole('button', { name: 'Save mark' });
    expect(save.hasAttribute('disabled') || save.getAttribute('aria-disabled') === 'true').toBe(true);
  });

  it('saves the mark of a sample of the year’s current version', async () => {
    fakeApi.on(sampleRoutes.figureTrail, () => trail({ yearVersion: 2 }));
    fakeApi.on(sampleRoutes.markFigure, () => ({ ...V2, version: 3 }));
    const { user } = renderWidget(
      <FigureTrail year={YEAR} sampleId={V2.id} figureId={FIGURE.id} onClose={() => undefined} />,
    );
    const save = await screen.findByRole('button', { name: 'Save mark' });
    expect(screen.queryByText('The year was restated after this sample was drawn')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Agreed' }));
    await user.click(save);
    await waitFor(() => expect(fakeApi.calls(sampleRoutes.markFigure)).toHaveLength(1));
    expect(fakeApi.calls(sampleRoutes.markFigure)[0]!.body).toMatchObject({ status: 'agreed', version: 2 });
  });

  it('names the drawer, and counts one figure in the singular', async () => {
    renderWidget(
      <SampleFigures
        sample={sample('01JB4Z8Q7W3N5K2M6P9R1T0V8C', {
          drawnByName: 'Olivia Ng',
          population: { count: 1, total: 12.5, unit: 'tCO2e' },
        })}
        onTrace={() => undefined}
      />,
    );
    const header = await screen.findByRole('heading', { name: /Sample of 1/ });
    expect(header.textContent).toContain('by Olivia Ng');
    expect(header.textContent).not.toContain('olivia');
    expect(screen.getByText(/Drawn from/).textContent).toContain(
      'Version 1 · Drawn from 1 figure totalling 12.5 tCO2e.',
    );
  });
});

describe('the location of a sampled figure (ADR 0121)', () => {
  const named = { ...FIGURE, locationNames: { en: 'Head office', hk: '總辦事處', cn: '总办事处' } };
  it.each([
    ['hk', '電力 · 範圍 2 · 總辦事處'],
    ['cn', '电力 · 范围 2 · 总办事处'],
    ['en', 'Electricity · Scope 2 · Head office'],
  ] as const)('is named in the reader’s language (%s), not in English on a Chinese screen', async (language, label) => {
    renderWidget(
      <SampleFigures sample={sample('01JB4Z8Q7W3N5K2M6P9R1T0V8D', { figures: [named] })} onTrace={() => undefined} />,
      { language },
    );
    expect(await screen.findByText(label)).toBeTruthy();
  });

  it('keeps the one name of a sample drawn before names were kept', async () => {
    renderWidget(<SampleFigures sample={sample('01JB4Z8Q7W3N5K2M6P9R1T0V8E')} onTrace={() => undefined} />, {
      language: 'hk',
    });
    expect(await screen.findByText('電力 · 範圍 2 · Head office')).toBeTruthy();
  });
});

describe('a sample beside a long location name, in Chinese', () => {
  const LONG = '九龍灣國際展貿中心東翼第二十八層全層辦公室及數據中心機房';
  it('keeps the value, the mark and 追溯 each on one line, their headers a width of their own; the figure wraps', async () => {
    const figure = { ...FIGURE, location: LONG, locationNames: { en: LONG, hk: LONG, cn: LONG } };
    const { page } = renderWidget(
      <SampleFigures sample={sample('01JB4Z8Q7W3N5K2M6P9R1T0V8F', { figures: [figure] })} onTrace={() => undefined} />,
      { language: 'hk' },
    );
    const trace = await screen.findByRole('button', { name: new RegExp(`^追溯.*${LONG}$`) });
    expect(keptWhole(trace)).toBe(true);
    expect(keptWhole(screen.getByText('12.5 tCO2e'))).toBe(true);
    expect(keptWhole(screen.getByText('例外'))).toBe(true);
    expect(keptWhole(screen.getByText(new RegExp(`${LONG}$`)))).toBe(false);
    const headers = page.findTable()!.findColumnHeaders();
    for (const header of ['數值', '標記', '追溯']) {
      const th = headers.find((h) => h.getElement().textContent === header)!.getElement();
      expect(parseInt(th.style.minWidth), header).toBeGreaterThanOrEqual(96);
    }
  });
});

describe('opening a figure’s trail (ADR 0116)', () => {
  it('moves the focus, and the view, to the trail opened above the samples', async () => {
    fakeApi.on(sampleRoutes.figureTrail, () => trail());
    renderWidget(<FigureTrail year={YEAR} sampleId={V1.id} figureId={FIGURE.id} onClose={() => undefined} />, {
      language: 'hk',
    });
    const region = await screen.findByRole('region', { name: '電力 · 範圍 2 · Head office 的追溯記錄' });
    await waitFor(() => expect(document.activeElement).toBe(region));
  });
});
