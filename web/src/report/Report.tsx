import Highcharts from 'highcharts';
import { HighchartsReact } from 'highcharts-react-official';
import type { ReportData } from '@esg/core/schemas/reports';
import { chartOptions } from './chart';

const options = (data: ReportData) => chartOptions(data.chart);

/** The printable report: bilingual headings and text, one chart. Pure function of its data. */
export function Report({ data, onChartDrawn }: { data: ReportData; onChartDrawn: () => void }) {
  const { company, title } = data;
  return (
    <article className="report">
      <header className="cover">
        <p className="company">{company.name}</p>
        {company.nameZh && <p className="company zh">{company.nameZh}</p>}
        <h1>{title.en}</h1>
        <h1 className="zh" lang="zh-HK">
          {title.zh}
        </h1>
        <p className="period">
          {data.periodStart} – {data.periodEnd} · Year ended {data.yearEnd} · 截至{data.yearEnd}止年度
        </p>
      </header>
      {data.sections.map((s) => (
        <section key={s.heading.en}>
          <h2>
            {s.heading.en} <span lang="zh-HK">{s.heading.zh}</span>
          </h2>
          <p>{s.body.en}</p>
          <p lang="zh-HK">{s.body.zh}</p>
        </section>
      ))}
      <figure className="chart">
        <HighchartsReact highcharts={Highcharts} options={options(data)} callback={onChartDrawn} />
      </figure>
      <footer>Generated {data.generatedAt.slice(0, 10)}</footer>
    </article>
  );
}
