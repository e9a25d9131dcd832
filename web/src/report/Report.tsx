import { Fragment, useMemo } from 'react';
import {
  blockAnchor,
  SHORT_TABLE_ROWS,
  type ReportBlock,
  type ReportData,
  type ReportSection,
} from '@esg/core/schemas/reports';
import { chartSvg } from '@esg/core/calc/charts/svg';
import { isMultiLine, isPlainParagraph, narrativeParts } from '@esg/core/lib/narrative';
import { pageMarginCss } from './pageMargins';
import { Scripted } from './scripts';
import { cellClass, hasLongWord } from './cells';

/** BCP 47 tag of the report's language: Chinese text is searchable and read right only when tagged. */
const LANG_TAG = { en: 'en', hk: 'zh-HK', cn: 'zh-CN' } as const;

/** A page number, or a placeholder of the same width until the report is laid out in pages (paginate.ts). */
const pageOf = (data: ReportData, id: string) => String(data.pages?.[id] ?? '00');

/**
 * A chart as core draws it (ADR 0135): an SVG inlined, so its words are text in the PDF, drawn once per report (the
 * markup keeps its identity when only page numbers change). chartSvg escapes every text it draws.
 */
function Chart({ block, id }: { block: Extract<ReportBlock, { kind: 'chart' }>; id?: string }) {
  const svg = useMemo(() => chartSvg(block), [block]);
  return (
    <figure id={id} className="chart" role="img" aria-label={block.title} dangerouslySetInnerHTML={{ __html: svg }} />
  );
}

/** The company's own text with its paragraphs, line breaks and bulleted lists as typed (ADR 0152). */
function Narrative({ text, id }: { text: string; id?: string }) {
  return (
    <div id={id} className="narrative">
      {narrativeParts(text).map((part, i) =>
        part.kind === 'list' ? (
          <ul key={i}>
            {part.items.map((item, j) => (
              <li key={j}>
                <Scripted text={item} />
              </li>
            ))}
          </ul>
        ) : (
          <p key={i}>
            {part.lines.map((line, j) => (
              <Fragment key={j}>
                {j > 0 && <br />}
                <Scripted text={line} />
              </Fragment>
            ))}
          </p>
        ),
      )}
    </div>
  );
}

/** A table cell's or a record's text; one the company typed over several lines keeps them (ADR 0152). */
function CellText({ text }: { text: string }) {
  return isMultiLine(text) ? <Narrative text={text} /> : <Scripted text={text} />;
}

/** One block; `id` when the content index points at it (its page is measured, paginate.ts). */
function Block({ block, data, id }: { block: ReportBlock; data: ReportData; id?: string }) {
  switch (block.kind) {
    case 'p':
      // A one-line paragraph, the company's or the report's, prints as it always did.
      return block.typed && !isPlainParagraph(block.text) ? (
        <Narrative text={block.text} id={id} />
      ) : (
        <p id={id} className={block.note ? 'note' : block.keepWithPrevious ? 'keep-with-previous' : undefined}>
          <Scripted text={block.text} />
        </p>
      );
    case 'chart':
      return <Chart block={block} id={id} />;
    case 'svg':
      // Made by core's matrixSvg, which escapes every text it draws; inline so its labels are text in the PDF.
      return (
        <figure
          id={id}
          className="drawing"
          role="img"
          aria-label={block.title}
          dangerouslySetInnerHTML={{ __html: block.svg }}
        />
      );
    case 'records':
      return (
        <div id={id} className="records">
          {block.caption && <p className="caption">{block.caption}</p>}
          {block.records.map((r, i) => (
            <table key={i} className="record">
              {r.title && <caption>{r.title}</caption>}
              <tbody>
                {r.fields.map(([name, value], j) => (
                  <tr key={j}>
                    <th scope="row">{name}</th>
                    <td className={hasLongWord(value) ? 'long' : undefined}>
                      <CellText text={value} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
        </div>
      );
    case 'contents':
      return (
        <ol id={id} className="contents">
          {block.entries.map((e) => (
            <li key={e.id} className={`level${e.level}`}>
              <a href={`#${e.id}`}>{e.heading}</a>
              <span className="page">{pageOf(data, e.id)}</span>
            </li>
          ))}
        </ol>
      );
    case 'table': {
      const numeric = new Set(block.numeric ?? []);
      const whole = new Set(block.whole ?? []);
      return (
        // A short table is kept whole: its caption and head never end a page without its rows (ADR 0075).
        <table id={id} className={block.rows.length <= SHORT_TABLE_ROWS ? 'short' : undefined}>
          {block.caption && <caption>{block.caption}</caption>}
          <thead>
            <tr>
              {block.head.map((h, i) => (
                <th key={i} className={numeric.has(i) ? 'num' : undefined}>
                  <Scripted text={h} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.rows.map((row, r) => (
              <tr key={r}>
                {row.map((cell, i) => (
                  <td key={i} className={cellClass(cell, numeric.has(i), whole.has(i))}>
                    {typeof cell === 'string' ? (
                      <CellText text={cell} />
                    ) : (
                      <a href={`#${cell.page}`}>{pageOf(data, cell.page)}</a>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      );
    }
  }
}

function Section({ section, data }: { section: ReportSection; data: ReportData }) {
  const Heading = section.level === 1 ? 'h2' : 'h3';
  const anchored = new Set(Object.values(section.anchors ?? {}));
  return (
    <section id={section.id} className={`level${section.level}`}>
      <Heading>{section.heading}</Heading>
      {section.blocks.map((b, i) => (
        <Block key={i} block={b} data={data} id={anchored.has(i) ? blockAnchor(section.id, i) : undefined} />
      ))}
    </section>
  );
}

/** The printable report in one language: cover, sections, charts. Pure function of its data. */
export function Report({ data }: { data: ReportData }) {
  return (
    <article className="report" lang={LANG_TAG[data.lang]}>
      <style>{pageMarginCss(data)}</style>
      {data.watermark && (
        <div className="watermark" aria-hidden="true">
          {data.watermark}
        </div>
      )}
      <header className="cover">
        <p className="company">{data.company}</p>
        <h1>{data.title}</h1>
        <p className="period">{data.period}</p>
        {data.cover.map((line) => (
          <p key={line} className="period">
            {line}
          </p>
        ))}
      </header>
      {data.sections.map((s) => (
        <Section key={s.id} section={s} data={data} />
      ))}
    </article>
  );
}
