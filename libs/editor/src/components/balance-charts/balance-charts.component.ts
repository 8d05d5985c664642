import { LitElement, html, nothing, svg } from 'lit';
import {
  compareSummaries,
  lengthHistogram,
  wilsonInterval,
  type GameReport,
  type Proportion,
  type RateDifference,
  type SimulationSummary,
} from '@kriegsspiel/engine';
import { sharedStyles } from '../shared.styles';
import { balanceChartsStyles } from './balance-charts.styles';

/** Reasons shown one by one; the rarer ones are summed up as "other". */
const shownEndings = 8;
const percent = (x: number) => `${(100 * x).toFixed(1)}%`;
const titleCase = (role: string) => role.charAt(0).toUpperCase() + role.slice(1);
const points = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(100 * x).toFixed(1)}`;
/** `+14.0 points (+0.3 to +27.1), significant`: a change of rate and its 95% interval. */
const changeText = (d: RateDifference) =>
  `${points(d.difference)} points (${points(d.low)} to ${points(d.high)}), ${d.significant ? 'significant' : 'not significant'}`;

/** The games of the base game, played on the same seeds, to compare the run with. */
export interface BaseGames {
  readonly reports: readonly GameReport[];
  readonly summary: SimulationSummary | undefined;
}

/**
 * The results of many games as charts: each side's share of wins (and the draws') with its
 * 95% Wilson interval, a histogram of game lengths, and how the games ended. SVG, with the
 * figures also in text for screen readers and copying. Given the base game's games on the
 * same seeds, it first draws each side's rate in both with the change and whether the
 * change is significant (Newcombe's interval for a difference of rates).
 */
export class KsBalanceCharts extends LitElement {
  static override styles = [sharedStyles, balanceChartsStyles];

  static override properties = {
    players: { attribute: false },
    summary: { attribute: false },
    reports: { attribute: false },
    base: { attribute: false },
  };

  /** The roles, in the scenario's order. */
  declare players: readonly string[];
  /** What the games came to. */
  declare summary: SimulationSummary | undefined;
  /** The games, for their lengths. */
  declare reports: readonly GameReport[];
  /** The base game's games on the same seeds, when the run compares the house rules with it. */
  declare base: BaseGames | undefined;

  constructor() {
    super();
    this.players = [];
    this.reports = [];
  }

  private rates(summary: SimulationSummary): { label: string; count: number; rate: Proportion; className: string }[] {
    const games = this.reports.length;
    return [
      ...this.players.map((role, i) => ({
        label: `${titleCase(role)} wins`,
        count: summary.wins[role] ?? 0,
        rate: summary.winRates[role] ?? wilsonInterval(0, games),
        className: `side side-${i % 4}`,
      })),
      { label: 'Draws', count: summary.draws, rate: wilsonInterval(summary.draws, games), className: 'draws' },
    ];
  }

  private winChart(summary: SimulationSummary) {
    const rows = this.rates(summary);
    const width = 560;
    const left = 100;
    const barWidth = width - left - 190;
    const rowHeight = 30;
    const x = (v: number) => left + v * barWidth;
    return html`<figure>
      <figcaption>Wins per side, with 95% confidence intervals (Wilson)</figcaption>
      <svg class="wins" viewBox="0 0 ${width} ${rows.length * rowHeight + 22}" role="img" aria-label="Share of games won by each side">
        ${[0, 0.25, 0.5, 0.75, 1].map(
          (t) => svg`<line class="grid" x1=${x(t)} x2=${x(t)} y1="0" y2=${rows.length * rowHeight}></line>
            <text class="tick" x=${x(t)} y=${rows.length * rowHeight + 14} text-anchor="middle">${t * 100}%</text>`,
        )}
        ${rows.map((row, i) => {
          const y = i * rowHeight;
          return svg`<g class=${row.className}>
            <text class="label" x=${left - 8} y=${y + 19} text-anchor="end">${row.label}</text>
            <rect class="bar" x=${left} y=${y + 6} width=${Math.max(0.5, row.rate.rate * barWidth)} height="18"></rect>
            <line class="whisker" x1=${x(row.rate.low)} x2=${x(row.rate.high)} y1=${y + 15} y2=${y + 15}></line>
            <line class="whisker" x1=${x(row.rate.low)} x2=${x(row.rate.low)} y1=${y + 9} y2=${y + 21}></line>
            <line class="whisker" x1=${x(row.rate.high)} x2=${x(row.rate.high)} y1=${y + 9} y2=${y + 21}></line>
            <text class="value" x=${left + barWidth + 8} y=${y + 19}>${row.count} · ${percent(row.rate.rate)} (${percent(row.rate.low)}–${percent(row.rate.high)})</text>
          </g>`;
        })}
      </svg>
      <table class="visually-hidden">
        <tr><th>Outcome</th><th>Games</th><th>Share</th><th>95% interval</th></tr>
        ${rows.map((row) => html`<tr><td>${row.label}</td><td>${row.count}</td><td>${percent(row.rate.rate)}</td><td>${percent(row.rate.low)} to ${percent(row.rate.high)}</td></tr>`)}
      </table>
    </figure>`;
  }

  private comparisonChart(summary: SimulationSummary, base: SimulationSummary, baseGames: number) {
    const games = this.reports.length;
    const change = compareSummaries(this.players, base, baseGames, summary, games);
    const rows = [
      ...this.players.map((role, i) => ({
        label: `${titleCase(role)} wins`,
        before: base.winRates[role] ?? wilsonInterval(0, baseGames),
        after: summary.winRates[role] ?? wilsonInterval(0, games),
        change: change.wins[role] as RateDifference,
        className: `side side-${i % 4}`,
      })),
      { label: 'Draws', before: wilsonInterval(base.draws, baseGames), after: wilsonInterval(summary.draws, games), change: change.draws, className: 'draws' },
    ];
    const width = 560;
    const left = 100;
    const barWidth = width - left - 190;
    const rowHeight = 46;
    const x = (v: number) => left + v * barWidth;
    const bar = (rate: Proportion, y: number, className: string) => svg`<g class=${className}>
      <rect class="bar" x=${left} y=${y} width=${Math.max(0.5, rate.rate * barWidth)} height="14"></rect>
      <line class="whisker" x1=${x(rate.low)} x2=${x(rate.high)} y1=${y + 7} y2=${y + 7}></line>
      <line class="whisker" x1=${x(rate.low)} x2=${x(rate.low)} y1=${y + 3} y2=${y + 11}></line>
      <line class="whisker" x1=${x(rate.high)} x2=${x(rate.high)} y1=${y + 3} y2=${y + 11}></line>
    </g>`;
    return html`<figure class="comparison">
      <figcaption>Base game (pale) against the house rules, same seeds, with 95% intervals</figcaption>
      <svg class="compare" viewBox="0 0 ${width} ${rows.length * rowHeight + 22}" role="img" aria-label="Share of games won by each side without and with the house rules">
        ${[0, 0.25, 0.5, 0.75, 1].map(
          (t) => svg`<line class="grid" x1=${x(t)} x2=${x(t)} y1="0" y2=${rows.length * rowHeight}></line>
            <text class="tick" x=${x(t)} y=${rows.length * rowHeight + 14} text-anchor="middle">${t * 100}%</text>`,
        )}
        ${rows.map((row, i) => {
          const y = i * rowHeight;
          return svg`<g class=${`${row.className}${row.change.significant ? ' significant' : ''}`}>
            <text class="label" x=${left - 8} y=${y + 25} text-anchor="end">${row.label}</text>
            ${bar(row.before, y + 4, 'before')}${bar(row.after, y + 22, 'after')}
            <text class="value" x=${left + barWidth + 8} y=${y + 16}>${percent(row.before.rate)} → ${percent(row.after.rate)}</text>
            <text class="value change" x=${left + barWidth + 8} y=${y + 32}>${points(row.change.difference)} (${points(row.change.low)} to ${points(row.change.high)})${row.change.significant ? ' *' : ''}</text>
          </g>`;
        })}
      </svg>
      <table class="visually-hidden">
        <tr><th>Outcome</th><th>Base game</th><th>With the house rules</th><th>Change, percentage points, 95% interval</th></tr>
        ${rows.map((row) => html`<tr><td>${row.label}</td><td>${percent(row.before.rate)}</td><td>${percent(row.after.rate)}</td><td>${changeText(row.change)}</td></tr>`)}
      </table>
    </figure>`;
  }

  private lengthChart() {
    const bins = lengthHistogram(this.reports, 20);
    if (bins.length === 0) return nothing;
    const width = 520;
    const height = 150;
    const bottom = 22;
    const most = Math.max(...bins.map((b) => b.count));
    // Few bins (games of one or two lengths) stay narrow bars, centred.
    const barWidth = Math.min(60, (width - 40) / bins.length);
    const start = 30 + (width - 40 - barWidth * bins.length) / 2;
    return html`<figure>
      <figcaption>Game length (actions per game)</figcaption>
      <svg class="lengths" viewBox="0 0 ${width} ${height}" role="img" aria-label=${`Histogram of game lengths from ${bins[0]?.from} to ${bins[bins.length - 1]?.to} actions`}>
        ${bins.map((bin, i) => {
          const h = most === 0 ? 0 : ((height - bottom - 12) * bin.count) / most;
          const x = start + i * barWidth;
          return svg`<g><title>${bin.from === bin.to ? bin.from : `${bin.from}–${bin.to}`} actions: ${bin.count} games</title>
            <rect class="bin" x=${x + 1} y=${height - bottom - h} width=${Math.max(1, barWidth - 2)} height=${h}></rect>
            ${bin.count > 0 ? svg`<text class="tick" x=${x + barWidth / 2} y=${height - bottom - h - 3} text-anchor="middle">${bin.count}</text>` : nothing}</g>`;
        })}
        <line class="axis" x1="30" x2=${width - 10} y1=${height - bottom} y2=${height - bottom}></line>
        ${
          bins.length === 1
            ? svg`<text class="tick" x=${start + barWidth / 2} y=${height - 6} text-anchor="middle">${bins[0]?.from} actions</text>`
            : svg`<text class="tick" x=${start} y=${height - 6}>${bins[0]?.from}</text>
              <text class="tick" x=${start + barWidth * bins.length} y=${height - 6} text-anchor="end">${bins[bins.length - 1]?.to} actions</text>`
        }
      </svg>
    </figure>`;
  }

  private endingChart(summary: SimulationSummary) {
    const endings = summary.endings.slice(0, shownEndings);
    const rest = summary.endings.slice(shownEndings).reduce((n, e) => n + e.count, 0);
    const rows = rest > 0 ? [...endings, { reason: `${summary.endings.length - shownEndings} other reasons`, count: rest }] : endings;
    if (rows.length === 0) return nothing;
    const total = this.reports.length || 1;
    const width = 560;
    const left = 300;
    const rowHeight = 22;
    return html`<figure>
      <figcaption>How the games ended</figcaption>
      <svg class="endings" viewBox="0 0 ${width} ${rows.length * rowHeight + 4}" role="img" aria-label="Games by how they ended">
        ${rows.map((row, i) => {
          const y = i * rowHeight;
          const w = ((width - left - 70) * row.count) / total;
          return svg`<g class=${['error', 'stuck', 'unfinished'].includes(row.reason) ? 'bad' : ''}>
            <title>${row.reason}: ${row.count}</title>
            <text class="label reason" x=${left - 8} y=${y + 15} text-anchor="end">${row.reason.length > 46 ? `${row.reason.slice(0, 45)}…` : row.reason}</text>
            <rect class="bar" x=${left} y=${y + 4} width=${Math.max(0.5, w)} height="14"></rect>
            <text class="value" x=${left + w + 6} y=${y + 15}>${row.count}</text>
          </g>`;
        })}
      </svg>
    </figure>`;
  }

  protected override render() {
    const summary = this.summary;
    if (!summary || this.reports.length === 0) return html`<p class="empty">No games yet.</p>`;
    const base = this.base?.summary && this.base.reports.length > 0 ? this.comparisonChart(summary, this.base.summary, this.base.reports.length) : nothing;
    return html`${base}${this.winChart(summary)}${this.lengthChart()}${this.endingChart(summary)}`;
  }
}
