/**
 * Writes the blog's stock featured images into public/images/blog/stock/:
 * six themed illustrations an author can pick for a post, and a neutral
 * `default` one shown when a post's own image is missing. Each is drawn here
 * as a 16:9 SVG (shapes, gradients and lines, no text: the page gives the
 * alt text) and rendered by sharp to WebP at 480, 960 and 1600 pixels wide,
 * so nothing is fetched at build or run time. Every variation comes from a
 * fixed seed, so a rerun gives the same drawings. Run it after changing a
 * drawing: `node scripts/generate-stock-images.ts`. The outputs are committed.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const outDir = path.resolve(import.meta.dirname, '..', 'public', 'images', 'blog', 'stock');
const widths = [480, 960, 1600] as const;
const W = 1600;
const H = 900;

const c = {
  navy: '#0f172a',
  slate800: '#1e293b',
  slate600: '#475569',
  slate400: '#94a3b8',
  slate300: '#cbd5e1',
  slate200: '#e2e8f0',
  slate100: '#f1f5f9',
  slate50: '#f8fafc',
  white: '#ffffff',
  brand: '#1d4ed8',
  blue700: '#1e40af',
  blue900: '#1e3a8a',
  blue950: '#172554',
  blue500: '#3b82f6',
  blue300: '#93c5fd',
  blue200: '#bfdbfe',
  blue100: '#dbeafe',
  blue50: '#eff6ff',
  indigo: '#4f46e5',
  indigo400: '#818cf8',
  indigo200: '#c7d2fe',
  teal: '#0d9488',
  teal400: '#2dd4bf',
  teal200: '#99f6e4',
  teal50: '#f0fdfa',
  amber: '#f59e0b',
  amber300: '#fcd34d',
  amber100: '#fef3c7',
};

type Point = readonly [number, number];

/** A small seeded generator (mulberry32): the same seed, the same drawing. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (n: number) => Math.round(n * 10) / 10;
const pts = (points: readonly Point[]) => points.map(([x, y]) => `${r1(x)},${r1(y)}`).join(' ');

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`;

const linear = (
  id: string,
  from: string,
  to: string,
  x2 = 1,
  y2 = 1,
  fromOpacity = 1,
  toOpacity = 1,
) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${from}" stop-opacity="${fromOpacity}"/><stop offset="1" stop-color="${to}" stop-opacity="${toOpacity}"/></linearGradient>`;

const glow = (id: string, color: string, opacity: number) =>
  `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;

/** A soft drop shadow for cards and objects lying on a light backdrop. */
const shadow = (id = 'shadow', dy = 18, blur = 22, opacity = 0.14) =>
  `<filter id="${id}" x="-30%" y="-30%" width="160%" height="170%"><feDropShadow dx="0" dy="${dy}" stdDeviation="${blur}" flood-color="${c.blue950}" flood-opacity="${opacity}"/></filter>`;

/** The light backdrop most scenes share: a tinted wash, two glows, a faint dot grid. */
function lightBackdrop(tint: string, glowA: string, glowB: string): string {
  return `<defs>
    ${linear('bg', c.slate50, tint)}
    ${glow('glowA', glowA, 0.35)}
    ${glow('glowB', glowB, 0.3)}
    <pattern id="dots" width="40" height="40" patternUnits="userSpaceOnUse"><circle cx="20" cy="20" r="2" fill="${c.blue900}" fill-opacity="0.07"/></pattern>
    ${glow('dotFade', c.white, 1)}
    <mask id="dotMask"><rect width="${W}" height="${H}" fill="url(#dotFade)"/></mask>
    ${shadow()}
    ${shadow('lift', 8, 10, 0.12)}
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <circle cx="1420" cy="120" r="560" fill="url(#glowA)"/>
  <circle cx="160" cy="860" r="600" fill="url(#glowB)"/>
  <rect width="${W}" height="${H}" fill="url(#dots)" mask="url(#dotMask)"/>`;
}

/** Placeholder "text" lines: rounded bars of the given lengths. */
function bars(
  x: number,
  y: number,
  lengths: number[],
  color: string,
  height = 12,
  gap = 24,
): string {
  return lengths
    .map(
      (length, i) =>
        `<rect x="${x}" y="${y + i * gap}" width="${length}" height="${height}" rx="${height / 2}" fill="${color}"/>`,
    )
    .join('');
}

/** A person glyph (head and shoulders) centred in a circle of radius r. */
function avatar(cx: number, cy: number, r: number, fill: string): string {
  const head = r * 0.34;
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>
    <circle cx="${cx}" cy="${r1(cy - r * 0.2)}" r="${r1(head)}" fill="${c.white}"/>
    <path d="M${r1(cx - r * 0.58)} ${r1(cy + r * 0.62)} a${r1(r * 0.58)} ${r1(r * 0.5)} 0 0 1 ${r1(r * 1.16)} 0 z" fill="${c.white}"/>`;
}

// AI & Technology ─────────────────────────────────────────────────────────────

function aiTechnology(): string {
  const random = seeded(11);
  const cx = 800;
  const cy = 450;
  const pinOffsets = [-100, -60, -20, 20, 60, 100];
  const outer = (x: number, n: number) =>
    Array.from({ length: n }, (_, i) => [x, cy + (i - (n - 1) / 2) * 120] as Point);
  const inner = (x: number, n: number) =>
    Array.from({ length: n }, (_, i) => [x, cy + (i - (n - 1) / 2) * 112] as Point);
  const layers = { a: outer(210, 4), b: inner(430, 5), c: inner(1170, 5), d: outer(1390, 4) };
  const signal = new Set(['a1-b2', 'a2-b3', 'b2-p2', 'b3-p3', 'c1-p2', 'c2-p3', 'c1-d1', 'c2-d2']);

  const lines: string[] = [];
  const hot: string[] = [];
  const mesh = (from: Point[], to: Point[], fromName: string, toName: string) =>
    from.forEach(([x1, y1], i) =>
      to.forEach(([x2, y2], j) => {
        const key = `${fromName}${i}-${toName}${j}`;
        const line = `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"/>`;
        (signal.has(key) || signal.has(`${toName}${j}-${fromName}${i}`) ? hot : lines).push(line);
      }),
    );
  mesh(layers.a, layers.b, 'a', 'b');
  mesh(layers.d, layers.c, 'd', 'c');

  const traces: string[] = [];
  const hotTraces: string[] = [];
  const toPins = (nodes: Point[], name: string, side: -1 | 1) =>
    nodes.forEach(([x, y], i) =>
      [i, i + 1].forEach((p) => {
        const py = cy + (pinOffsets[p] ?? 0);
        const px = cx + side * 180;
        const d = `M${x} ${y} C${x - side * 110} ${y} ${px + side * 90} ${py} ${px} ${py}`;
        (signal.has(`${name}${i}-p${p}`) ? hotTraces : traces).push(`<path d="${d}"/>`);
      }),
    );
  toPins(layers.b, 'b', -1);
  toPins(layers.c, 'c', 1);

  const stubs = pinOffsets
    .flatMap((o) => {
      const up = 60 + Math.round(random() * 70);
      const down = 60 + Math.round(random() * 70);
      return [
        `<line x1="${cx + o}" y1="${cy - 180}" x2="${cx + o}" y2="${cy - 180 - up}"/><circle cx="${cx + o}" cy="${cy - 186 - up}" r="6"/>`,
        `<line x1="${cx + o}" y1="${cy + 180}" x2="${cx + o}" y2="${cy + 180 + down}"/><circle cx="${cx + o}" cy="${cy + 186 + down}" r="6"/>`,
      ];
    })
    .join('');

  const pins = pinOffsets
    .map(
      (o) =>
        `<rect x="${cx - 182}" y="${cy + o - 7}" width="42" height="14" rx="4"/><rect x="${cx + 140}" y="${cy + o - 7}" width="42" height="14" rx="4"/>` +
        `<rect x="${cx + o - 7}" y="${cy - 182}" width="14" height="42" rx="4"/><rect x="${cx + o - 7}" y="${cy + 140}" width="14" height="42" rx="4"/>`,
    )
    .join('');

  const hotNodes = new Set(['a1', 'a2', 'b2', 'b3', 'c1', 'c2', 'd1', 'd2']);
  const nodes = Object.entries(layers)
    .flatMap(([name, points]) =>
      points.map(([x, y], i) => {
        const isHot = hotNodes.has(`${name}${i}`);
        const isWarm = `${name}${i}` === 'd1';
        const fill = isWarm ? c.amber : isHot ? c.teal400 : c.blue950;
        const halo = isHot
          ? `<circle cx="${x}" cy="${y}" r="44" fill="url(#${isWarm ? 'warmHalo' : 'halo'})"/>`
          : '';
        return `${halo}<circle cx="${x}" cy="${y}" r="17" fill="${fill}" stroke="${isHot ? c.white : c.blue300}" stroke-width="4"/>`;
      }),
    )
    .join('');

  const sparks = Array.from({ length: 18 }, () => {
    const x = 60 + random() * 1480;
    const y = 40 + random() * 820;
    const s = 3 + random() * 5;
    return `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(s)}" height="${r1(s)}" rx="1" fill="${c.blue300}" fill-opacity="${r1(0.2 + random() * 0.4)}"/>`;
  }).join('');

  const core = Array.from({ length: 6 }, (_, i) => {
    const angle = (Math.PI / 3) * i - Math.PI / 2;
    return [cx + Math.cos(angle) * 52, cy + Math.sin(angle) * 52] as Point;
  });

  return svg(`<defs>
    ${linear('bg', c.blue950, c.blue900)}
    ${glow('centerGlow', c.blue500, 0.55)}
    ${glow('halo', c.teal400, 0.45)}
    ${glow('warmHalo', c.amber, 0.5)}
    ${linear('chip', c.brand, c.indigo)}
    ${linear('die', c.blue950, c.blue900, 0, 1)}
    <pattern id="grid" width="80" height="80" patternUnits="userSpaceOnUse"><path d="M80 0H0V80" fill="none" stroke="${c.white}" stroke-opacity="0.05" stroke-width="2"/></pattern>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <rect width="${W}" height="${H}" fill="url(#grid)"/>
  <circle cx="${cx}" cy="${cy}" r="560" fill="url(#centerGlow)"/>
  ${sparks}
  <g stroke="${c.blue300}" stroke-opacity="0.22" stroke-width="2">${lines.join('')}</g>
  <g fill="none" stroke="${c.blue300}" stroke-opacity="0.35" stroke-width="3">${traces.join('')}</g>
  <g stroke="${c.teal400}" stroke-width="4" stroke-linecap="round">${hot.join('')}</g>
  <g fill="none" stroke="${c.teal400}" stroke-width="5" stroke-linecap="round">${hotTraces.join('')}</g>
  <g stroke="${c.blue300}" stroke-opacity="0.45" stroke-width="3" fill="${c.blue300}" fill-opacity="0.6">${stubs}</g>
  <rect x="${cx - 230}" y="${cy - 230}" width="460" height="460" rx="64" fill="none" stroke="${c.blue300}" stroke-opacity="0.12" stroke-width="2"/>
  <rect x="${cx - 205}" y="${cy - 205}" width="410" height="410" rx="54" fill="none" stroke="${c.blue300}" stroke-opacity="0.2" stroke-width="2" stroke-dasharray="6 10"/>
  <g fill="${c.indigo200}">${pins}</g>
  <rect x="${cx - 145}" y="${cy - 145}" width="290" height="290" rx="36" fill="url(#chip)" stroke="${c.indigo200}" stroke-opacity="0.7" stroke-width="3"/>
  <rect x="${cx - 100}" y="${cy - 100}" width="200" height="200" rx="22" fill="url(#die)" stroke="${c.blue300}" stroke-opacity="0.55" stroke-width="2"/>
  <circle cx="${cx - 124}" cy="${cy - 124}" r="7" fill="${c.indigo200}" fill-opacity="0.7"/>
  <g stroke="${c.teal200}" stroke-width="3" stroke-opacity="0.8">${core.map(([x, y]) => `<line x1="${cx}" y1="${cy}" x2="${r1(x)}" y2="${r1(y)}"/>`).join('')}</g>
  <polygon points="${pts(core)}" fill="none" stroke="${c.blue300}" stroke-opacity="0.6" stroke-width="2"/>
  <g fill="${c.teal200}">${core.map(([x, y]) => `<circle cx="${r1(x)}" cy="${r1(y)}" r="9"/>`).join('')}</g>
  <circle cx="${cx}" cy="${cy}" r="34" fill="url(#warmHalo)"/>
  <circle cx="${cx}" cy="${cy}" r="17" fill="${c.amber}"/>
  ${nodes}`);
}

// Business & Strategy ─────────────────────────────────────────────────────────

/** A geometric chess pawn standing on (x, baseY). */
function pawn(x: number, baseY: number, s: number, fill: string, shade: string): string {
  const p = (dx: number, dy: number): Point => [x + dx * s, baseY - dy * s];
  return `<ellipse cx="${x}" cy="${baseY + 4 * s}" rx="${44 * s}" ry="${9 * s}" fill="${c.blue950}" fill-opacity="0.12"/>
    <polygon points="${pts([p(-22, 16), p(-10, 66), p(10, 66), p(22, 16)])}" fill="${fill}"/>
    <polygon points="${pts([p(4, 16), p(6, 66), p(10, 66), p(22, 16)])}" fill="${shade}"/>
    <rect x="${x - 34 * s}" y="${baseY - 18 * s}" width="${68 * s}" height="${18 * s}" rx="${6 * s}" fill="${shade}"/>
    <rect x="${x - 20 * s}" y="${baseY - 76 * s}" width="${40 * s}" height="${12 * s}" rx="${6 * s}" fill="${shade}"/>
    <circle cx="${x}" cy="${baseY - 96 * s}" r="${21 * s}" fill="${fill}"/>
    <circle cx="${x - 7 * s}" cy="${baseY - 103 * s}" r="${6 * s}" fill="${c.white}" fill-opacity="0.35"/>`;
}

function businessStrategy(): string {
  const random = seeded(23);
  const chart = { x: 260, y: 340, w: 700, h: 340 };
  const count = 9;
  const values = Array.from({ length: count }, (_, i) => {
    const trend = 0.12 + (0.78 * i) / (count - 1);
    const wobble = i === 0 || i === count - 1 ? 0 : (random() - 0.5) * 0.18;
    return Math.min(0.95, Math.max(0.06, trend + wobble));
  });
  const points = values.map(
    (v, i) => [chart.x + (chart.w * i) / (count - 1), chart.y + chart.h * (1 - v)] as Point,
  );
  const last = points[points.length - 1] ?? [0, 0];
  const area = `M${pts(points).replaceAll(' ', ' L')} L${chart.x + chart.w},${chart.y + chart.h} L${chart.x},${chart.y + chart.h} Z`;
  const columns = points
    .map(
      ([x], i) =>
        `<rect x="${r1(x - 16)}" y="${r1(chart.y + chart.h - 40 - (values[i] ?? 0) * 120)}" width="32" height="${r1(40 + (values[i] ?? 0) * 120)}" rx="8"/>`,
    )
    .join('');
  const gridLines = [0, 1, 2, 3, 4]
    .map(
      (i) =>
        `<line x1="${chart.x - 20}" x2="${chart.x + chart.w + 20}" y1="${chart.y + (chart.h * i) / 4}" y2="${chart.y + (chart.h * i) / 4}"/>`,
    )
    .join('');

  const target = { x: 1250, y: 320 };
  const rings = [
    [170, c.white],
    [142, c.brand],
    [112, c.white],
    [82, c.blue500],
    [52, c.white],
    [24, c.amber],
  ] as const;
  const tail: Point = [1470, 110];
  const angle = Math.atan2(target.y - tail[1], target.x - tail[0]);
  const along = (d: number, side = 0): Point => [
    tail[0] + Math.cos(angle) * d - Math.sin(angle) * side,
    tail[1] + Math.sin(angle) * d + Math.cos(angle) * side,
  ];

  const steps: Point[] = [
    [1090, 790],
    [1250, 730],
    [1420, 650],
  ];

  return svg(`${lightBackdrop(c.blue100, c.teal200, c.blue200)}
  <defs>${linear('area', c.brand, c.brand, 0, 1, 0.3, 0)}${linear('cols', c.blue100, c.blue50, 0, 1)}</defs>
  <rect x="200" y="170" width="820" height="570" rx="30" fill="${c.white}" filter="url(#shadow)"/>
  <circle cx="262" cy="234" r="22" fill="${c.blue100}"/>
  <path d="M252 242 l8 -9 l6 6 l10 -12" fill="none" stroke="${c.brand}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>
  ${bars(300, 220, [190, 120], c.slate200, 12, 22)}
  <rect x="866" y="218" width="104" height="34" rx="17" fill="${c.teal50}" stroke="${c.teal200}" stroke-width="2"/>
  <path d="M892 242 l10 -12 l10 12" fill="none" stroke="${c.teal}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>
  <rect x="920" y="231" width="34" height="8" rx="4" fill="${c.teal}" fill-opacity="0.5"/>
  <g stroke="${c.slate100}" stroke-width="2">${gridLines}</g>
  <g fill="url(#cols)">${columns}</g>
  <path d="${area}" fill="url(#area)"/>
  <polyline points="${pts(points)}" fill="none" stroke="${c.brand}" stroke-width="7" stroke-linejoin="round" stroke-linecap="round"/>
  <g fill="${c.white}" stroke="${c.brand}" stroke-width="4">${points
    .slice(0, -1)
    .map(([x, y]) => `<circle cx="${r1(x)}" cy="${r1(y)}" r="8"/>`)
    .join('')}</g>
  <circle cx="${r1(last[0])}" cy="${r1(last[1])}" r="30" fill="${c.amber}" fill-opacity="0.2"/>
  <circle cx="${r1(last[0])}" cy="${r1(last[1])}" r="13" fill="${c.amber}" stroke="${c.white}" stroke-width="4"/>
  <path d="M${steps.map(([x, y]) => `${x} ${y}`).join(' L')}" fill="none" stroke="${c.blue500}" stroke-opacity="0.5" stroke-width="4" stroke-dasharray="2 14" stroke-linecap="round"/>
  <path d="M1420 560 Q1440 500 1370 470" fill="none" stroke="${c.blue500}" stroke-opacity="0.5" stroke-width="4" stroke-dasharray="2 14" stroke-linecap="round"/>
  <g filter="url(#lift)">${rings.map(([r, fill]) => `<circle cx="${target.x}" cy="${target.y}" r="${r}" fill="${fill}"/>`).join('')}</g>
  <line x1="${r1(tail[0])}" y1="${r1(tail[1])}" x2="${target.x}" y2="${target.y}" stroke="${c.navy}" stroke-width="8" stroke-linecap="round"/>
  <polygon points="${pts([along(0), along(-22, -20), along(48, -20), along(62, 0)])}" fill="${c.teal}"/>
  <polygon points="${pts([along(0), along(-22, 20), along(48, 20), along(62, 0)])}" fill="${c.teal400}"/>
  <circle cx="${target.x}" cy="${target.y}" r="9" fill="${c.navy}"/>
  ${pawn(steps[0]?.[0] ?? 0, steps[0]?.[1] ?? 0, 0.8, c.slate400, c.slate600)}
  ${pawn(steps[1]?.[0] ?? 0, steps[1]?.[1] ?? 0, 0.9, c.blue500, c.brand)}
  ${pawn(steps[2]?.[0] ?? 0, steps[2]?.[1] ?? 0, 1.05, c.amber300, c.amber)}`);
}

// CRM & Sales ─────────────────────────────────────────────────────────────────

function contactCard(x: number, y: number, tone: string, tag: string, line: number): string {
  return `<g filter="url(#shadow)"><rect x="${x}" y="${y}" width="360" height="140" rx="24" fill="${c.white}"/></g>
    ${avatar(x + 74, y + 70, 40, tone)}
    ${bars(x + 136, y + 40, [line, line - 60], c.slate200, 14, 28)}
    <rect x="${x + 136}" y="${y + 94}" width="86" height="22" rx="11" fill="${tag}"/>`;
}

function crmSales(): string {
  const random = seeded(37);
  const fx = 1040;
  const top = 210;
  const stageH = 96;
  const gap = 16;
  const widthAt = (y: number) => 620 - ((y - top) / (4 * stageH + 3 * gap)) * 440;
  const tones = [
    [c.blue700, c.brand],
    [c.brand, c.blue500],
    [c.indigo, c.indigo400],
    [c.teal, c.teal400],
  ] as const;
  const leads = [6, 4, 3, 2];

  const stages = tones
    .map(([dark, light], i) => {
      const y0 = top + i * (stageH + gap);
      const y1 = y0 + stageH;
      const w0 = widthAt(y0) / 2;
      const w1 = widthAt(y1) / 2;
      const n = leads[i] ?? 0;
      const dots = Array.from(
        { length: n },
        (_, k) =>
          `<circle cx="${fx + (k - (n - 1) / 2) * 40}" cy="${y0 + stageH / 2}" r="11" fill="${c.white}" fill-opacity="${k === 0 ? 1 : 0.55}"/>`,
      ).join('');
      const connector = `<line x1="${r1(fx + (w0 + w1) / 2 + 16)}" y1="${y0 + stageH / 2}" x2="1360" y2="${y0 + stageH / 2}" stroke="${dark}" stroke-opacity="0.35" stroke-width="3" stroke-dasharray="3 9" stroke-linecap="round"/>`;
      const chip = `<g filter="url(#lift)"><rect x="1360" y="${y0 + stageH / 2 - 24}" width="150" height="48" rx="24" fill="${c.white}"/></g>
        <circle cx="1386" cy="${y0 + stageH / 2}" r="10" fill="${dark}"/>
        <rect x="1408" y="${y0 + stageH / 2 - 6}" width="${80 - i * 14}" height="12" rx="6" fill="${c.slate200}"/>`;
      return `<defs>${linear(`stage${i}`, dark, light, 1, 0)}</defs>
        <polygon points="${pts([
          [fx - w0, y0],
          [fx + w0, y0],
          [fx + w1, y1],
          [fx - w1, y1],
        ])}" fill="url(#stage${i})" stroke="url(#stage${i})" stroke-width="10" stroke-linejoin="round"/>
        <polygon points="${pts([
          [fx - w0, y0],
          [fx + w0, y0],
          [fx + w0 - 3, y0 + 12],
          [fx - w0 + 3, y0 + 12],
        ])}" fill="${c.white}" fill-opacity="0.18"/>
        ${dots}${connector}${chip}`;
    })
    .join('');

  const incoming = Array.from({ length: 11 }, (_, i) => {
    const x = fx - 260 + (520 * (i + 0.5)) / 11 + (random() - 0.5) * 20;
    const y = 70 + random() * 90;
    const colors = [c.blue300, c.teal400, c.indigo400, c.amber, c.blue500];
    return `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(8 + random() * 7)}" fill="${colors[i % colors.length]}" fill-opacity="${r1(0.55 + random() * 0.45)}"/>`;
  }).join('');

  const bottom = top + 4 * stageH + 3 * gap;
  const cards: Array<[number, number, string, string, number]> = [
    [150, 190, c.blue500, c.blue100, 160],
    [200, 380, c.teal, c.teal200, 140],
    [150, 570, c.indigo, c.indigo200, 150],
  ];
  const links = cards
    .map(([x, y], i) => {
      const sy = y + 70;
      const ty = top + i * (stageH + gap) + stageH / 2;
      const tx = fx - widthAt(ty) / 2 - 14;
      return `<path d="M${x + 360} ${sy} C${x + 470} ${sy} ${tx - 110} ${ty} ${r1(tx)} ${ty}" fill="none" stroke="${c.blue500}" stroke-opacity="0.45" stroke-width="4" stroke-dasharray="2 12" stroke-linecap="round"/>
        <circle cx="${r1(tx)}" cy="${ty}" r="7" fill="${c.blue500}"/>`;
    })
    .join('');

  return svg(`${lightBackdrop(c.teal50, c.blue200, c.teal200)}
  ${incoming}
  ${stages}
  ${links}
  ${cards.map((card) => contactCard(...card)).join('')}
  <line x1="${fx}" y1="${bottom + 6}" x2="${fx}" y2="${bottom + 52}" stroke="${c.teal}" stroke-width="6" stroke-linecap="round"/>
  <circle cx="${fx}" cy="${bottom + 104}" r="72" fill="${c.amber}" fill-opacity="0.18"/>
  <g filter="url(#lift)"><circle cx="${fx}" cy="${bottom + 104}" r="50" fill="${c.amber}"/></g>
  <path d="M${fx - 22} ${bottom + 104} l15 15 l30 -32" fill="none" stroke="${c.white}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`);
}

// Data & Analytics ────────────────────────────────────────────────────────────

function donut(cx: number, cy: number, r: number, parts: Array<[number, string]>): string {
  const circumference = 2 * Math.PI * r;
  let start = 0;
  return parts
    .map(([share, color]) => {
      const length = share * circumference - 6;
      const arc = `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${color}" stroke-width="36" stroke-dasharray="${r1(length)} ${r1(circumference)}" stroke-dashoffset="${r1(-start)}" transform="rotate(-90 ${cx} ${cy})"/>`;
      start += share * circumference;
      return arc;
    })
    .join('');
}

function sparkline(x: number, y: number, values: number[], color: string): string {
  const line = values.map((v, i) => [x + i * 26, y - v * 40] as Point);
  return `<polyline points="${pts(line)}" fill="none" stroke="${color}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`;
}

function dataAnalytics(): string {
  const random = seeded(41);
  const win = { x: 200, y: 110, w: 1200, h: 680 };
  const chart = { x: 380, y: 380, w: 700, h: 320 };
  const groups = 8;
  const step = chart.w / groups;
  const series = Array.from({ length: groups }, (_, i) => ({
    a: 0.3 + 0.55 * (i / (groups - 1)) + (random() - 0.5) * 0.16,
    b: 0.22 + 0.35 * (i / (groups - 1)) + (random() - 0.5) * 0.14,
  }));
  const columns = series
    .map(({ a, b }, i) => {
      const x = chart.x + i * step + step / 2;
      const ha = a * chart.h;
      const hb = b * chart.h;
      return `<rect x="${r1(x - 26)}" y="${r1(chart.y + chart.h - ha)}" width="24" height="${r1(ha)}" rx="7" fill="url(#barA)"/>
        <rect x="${r1(x + 2)}" y="${r1(chart.y + chart.h - hb)}" width="24" height="${r1(hb)}" rx="7" fill="${c.blue200}"/>`;
    })
    .join('');
  const trend = series.map(
    ({ a }, i) => [chart.x + i * step + step / 2, chart.y + chart.h - a * chart.h - 46] as Point,
  );
  const gridLines = [0, 1, 2, 3, 4]
    .map(
      (i) =>
        `<line x1="${chart.x}" x2="${chart.x + chart.w}" y1="${chart.y + (chart.h * i) / 4}" y2="${chart.y + (chart.h * i) / 4}"/>`,
    )
    .join('');
  const kpis = [c.brand, c.teal, c.amber]
    .map((color, i) => {
      const x = 380 + i * 240;
      const values = Array.from(
        { length: 6 },
        (_, k) => 0.2 + 0.6 * (k / 5) + (random() - 0.5) * 0.35,
      );
      return `<rect x="${x}" y="210" width="220" height="130" rx="18" fill="${c.slate50}" stroke="${c.slate100}" stroke-width="2"/>
        <rect x="${x + 22}" y="232" width="70" height="10" rx="5" fill="${c.slate300}"/>
        <rect x="${x + 22}" y="256" width="96" height="22" rx="8" fill="${c.slate800}"/>
        ${sparkline(x + 60, 322, values, color)}
        <circle cx="${x + 32}" cy="306" r="10" fill="${color}" fill-opacity="0.18"/>`;
    })
    .join('');
  const legend = (
    [
      [c.brand, 110],
      [c.teal, 84],
      [c.amber, 96],
      [c.indigo200, 70],
    ] as const
  )
    .map(
      ([color, length], i) =>
        `<rect x="1136" y="${560 + i * 38}" width="18" height="18" rx="5" fill="${color}"/><rect x="1168" y="${563 + i * 38}" width="${length}" height="12" rx="6" fill="${c.slate200}"/>`,
    )
    .join('');
  const nav = [0, 1, 2, 3, 4]
    .map(
      (i) =>
        `<rect x="${win.x + 40}" y="${220 + i * 64}" width="40" height="40" rx="12" fill="${i === 0 ? c.brand : c.slate200}"/>`,
    )
    .join('');
  const area = [
    [0, 0.35],
    [1, 0.5],
    [2, 0.42],
    [3, 0.66],
    [4, 0.6],
    [5, 0.82],
  ].map(([i = 0, v = 0]) => [110 + i * 40, 760 - v * 80] as Point);

  return svg(`${lightBackdrop(c.blue100, c.indigo200, c.teal200)}
  <defs>
    ${linear('barA', c.blue500, c.brand, 0, 1)}
    ${linear('mini', c.teal, c.teal, 0, 1, 0.35, 0)}
    <clipPath id="window"><rect x="${win.x}" y="${win.y}" width="${win.w}" height="${win.h}" rx="30"/></clipPath>
  </defs>
  <rect x="${win.x}" y="${win.y}" width="${win.w}" height="${win.h}" rx="30" fill="${c.white}" filter="url(#shadow)"/>
  <g clip-path="url(#window)">
    <rect x="${win.x}" y="${win.y}" width="${win.w}" height="66" fill="${c.slate50}"/>
    <rect x="${win.x}" y="${win.y + 66}" width="120" height="${win.h}" fill="${c.slate50}"/>
    <line x1="${win.x}" x2="${win.x + win.w}" y1="${win.y + 66}" y2="${win.y + 66}" stroke="${c.slate200}" stroke-width="2"/>
  </g>
  <circle cx="${win.x + 34}" cy="${win.y + 33}" r="8" fill="${c.slate300}"/>
  <circle cx="${win.x + 60}" cy="${win.y + 33}" r="8" fill="${c.slate300}"/>
  <circle cx="${win.x + 86}" cy="${win.y + 33}" r="8" fill="${c.slate300}"/>
  <rect x="${win.x + 460}" y="${win.y + 20}" width="280" height="26" rx="13" fill="${c.white}" stroke="${c.slate200}" stroke-width="2"/>
  <circle cx="${win.x + win.w - 44}" cy="${win.y + 33}" r="16" fill="${c.blue100}"/>
  ${nav}
  ${kpis}
  <rect x="360" y="364" width="740" height="396" rx="20" fill="none" stroke="${c.slate100}" stroke-width="2"/>
  <g stroke="${c.slate100}" stroke-width="2">${gridLines}</g>
  ${columns}
  <polyline points="${pts(trend)}" fill="none" stroke="${c.amber}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>
  <g fill="${c.white}" stroke="${c.amber}" stroke-width="4">${trend.map(([x, y]) => `<circle cx="${r1(x)}" cy="${r1(y)}" r="7"/>`).join('')}</g>
  <rect x="1120" y="210" width="240" height="550" rx="20" fill="${c.slate50}" stroke="${c.slate100}" stroke-width="2"/>
  <rect x="1144" y="234" width="90" height="10" rx="5" fill="${c.slate300}"/>
  ${donut(1240, 400, 86, [
    [0.42, c.brand],
    [0.24, c.teal],
    [0.2, c.amber],
    [0.14, c.indigo200],
  ])}
  <circle cx="1240" cy="400" r="26" fill="${c.blue100}"/>
  ${legend}
  <g filter="url(#shadow)"><rect x="90" y="600" width="270" height="190" rx="24" fill="${c.white}"/></g>
  <rect x="114" y="624" width="80" height="10" rx="5" fill="${c.slate300}"/>
  <rect x="114" y="644" width="120" height="20" rx="8" fill="${c.slate800}"/>
  <path d="M${pts(area).replaceAll(' ', ' L')} L310,770 L110,770 Z" fill="url(#mini)"/>
  <polyline points="${pts(area)}" fill="none" stroke="${c.teal}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>
  <circle cx="${r1(area[5]?.[0] ?? 0)}" cy="${r1(area[5]?.[1] ?? 0)}" r="8" fill="${c.teal}" stroke="${c.white}" stroke-width="3"/>`);
}

// Digital Transformation ──────────────────────────────────────────────────────

function paper(x: number, y: number, rotate: number, fill: string, content: string): string {
  const w = 290;
  const h = 380;
  const fold = 54;
  return `<g transform="rotate(${rotate} ${x + w / 2} ${y + h / 2})" filter="url(#lift)">
    <path d="M${x + 14} ${y} H${x + w - fold} L${x + w} ${y + fold} V${y + h - 14} q0 14 -14 14 H${x + 14} q-14 0 -14 -14 V${y + 14} q0 -14 14 -14 Z" fill="${fill}"/>
    <path d="M${x + w - fold} ${y} V${y + fold - 10} q0 10 10 10 H${x + w} Z" fill="${c.slate200}"/>
    ${content}
  </g>`;
}

function device(
  x: number,
  y: number,
  w: number,
  h: number,
  bezel: number,
  r: number,
  screen: string,
): string {
  return `<g filter="url(#shadow)"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${c.slate800}"/></g>
    <rect x="${x + bezel}" y="${y + bezel}" width="${w - 2 * bezel}" height="${h - 2 * bezel}" rx="${Math.max(4, r - bezel)}" fill="url(#screen)"/>
    ${screen}`;
}

function digitalTransformation(): string {
  const random = seeded(53);
  const paperContent = (x: number, y: number) =>
    `${bars(x + 36, y + 48, [130], c.slate400, 16)}
    ${bars(x + 36, y + 96, [210, 190, 200, 150], c.slate200, 10, 24)}
    <g fill="none" stroke="${c.slate300}" stroke-width="2">
      <rect x="${x + 36}" y="${y + 200}" width="218" height="96" rx="4"/>
      <line x1="${x + 36}" x2="${x + 254}" y1="${y + 232}" y2="${y + 232}"/>
      <line x1="${x + 36}" x2="${x + 254}" y1="${y + 264}" y2="${y + 264}"/>
      <line x1="${x + 116}" x2="${x + 116}" y1="${y + 200}" y2="${y + 296}"/>
    </g>
    <path d="M${x + 40} ${y + 338} c14 -22 24 -22 26 -4 s14 12 24 -8 s18 -8 22 4 s16 4 30 -10" fill="none" stroke="${c.brand}" stroke-opacity="0.6" stroke-width="3" stroke-linecap="round"/>`;

  const fragments = Array.from({ length: 7 }, (_, i) => {
    const x = 572 + (i % 3) * 34 + random() * 16;
    const y = 450 + (i - 3) * 34 + (random() - 0.5) * 20;
    const size = 30 - i * 1.5;
    return `<rect x="${r1(x - size / 2)}" y="${r1(y - size / 2)}" width="${r1(size)}" height="${r1(size)}" rx="5" fill="${c.white}" stroke="${c.slate400}" stroke-opacity="0.7" stroke-width="3" transform="rotate(${r1(-30 + random() * 60)} ${r1(x)} ${r1(y)})"/>`;
  }).join('');
  const cells: Point[] = [-2, -1, 0, 1, 2]
    .map((row): Point => [0, row])
    .concat(
      [-1, 0, 1].map((row): Point => [1, row]),
      [[2, 0]],
    );
  const pixels = cells
    .map(([col, row], i) => {
      const color = [c.brand, c.teal400, c.blue500][(i + col) % 3];
      const x = 838 + col * 30;
      const y = 450 + row * 30;
      return `<rect x="${x - 11}" y="${y - 11}" width="22" height="22" rx="5" fill="${color}" fill-opacity="${r1(0.6 + random() * 0.4)}"/>`;
    })
    .join('');

  const chevrons = [0, 1, 2]
    .map(
      (i) =>
        `<path d="M${682 + i * 44} 420 l30 30 l-30 30" fill="none" stroke="${c.brand}" stroke-opacity="${0.3 + i * 0.35}" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>`,
    )
    .join('');

  const monitorScreen = `<rect x="1004" y="206" width="70" height="296" fill="${c.brand}" fill-opacity="0.9"/>
    ${[0, 1, 2, 3].map((i) => `<rect x="1022" y="${232 + i * 44}" width="34" height="20" rx="6" fill="${c.white}" fill-opacity="${i === 0 ? 0.9 : 0.35}"/>`).join('')}
    <rect x="1096" y="226" width="150" height="14" rx="7" fill="${c.slate300}"/>
    ${[0, 1, 2].map((i) => `<rect x="${1096 + i * 114}" y="260" width="100" height="74" rx="12" fill="${c.white}" stroke="${c.blue100}" stroke-width="2"/><rect x="${1112 + i * 114}" y="300" width="${[56, 44, 64][i]}" height="16" rx="6" fill="${[c.brand, c.teal, c.amber][i]}"/>`).join('')}
    <rect x="1096" y="352" width="328" height="132" rx="12" fill="${c.white}" stroke="${c.blue100}" stroke-width="2"/>
    <polyline points="1116,460 1160,440 1200,448 1244,414 1290,424 1336,388 1376,396 1404,372" fill="none" stroke="${c.brand}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`;
  const tabletScreen = `<rect x="914" y="430" width="212" height="30" rx="0" fill="${c.teal}" fill-opacity="0.9"/>
    ${[0, 1].flatMap((row) => [0, 1].map((col) => `<rect x="${930 + col * 98}" y="${478 + row * 98}" width="84" height="84" rx="12" fill="${c.white}" stroke="${c.blue100}" stroke-width="2"/><circle cx="${972 + col * 98}" cy="${512 + row * 98}" r="16" fill="${[c.blue300, c.teal400, c.indigo400, c.amber][row * 2 + col]}"/>`)).join('')}
    ${bars(930, 680, [180], c.slate200, 10)}`;
  const phoneScreen = `<rect x="1400" y="496" width="90" height="10" rx="5" fill="${c.slate300}"/>
    ${[0, 1, 2, 3].map((i) => `<rect x="1398" y="${520 + i * 46}" width="96" height="36" rx="9" fill="${c.white}" stroke="${c.blue100}" stroke-width="2"/><circle cx="${1414}" cy="${538 + i * 46}" r="8" fill="${[c.brand, c.teal, c.blue300, c.amber][i]}"/><rect x="1428" y="${534 + i * 46}" width="${[52, 40, 46, 34][i]}" height="8" rx="4" fill="${c.slate200}"/>`).join('')}`;

  return svg(`${lightBackdrop(c.indigo200, c.blue200, c.teal200)}
  <defs>${linear('screen', c.blue50, c.white, 0, 1)}</defs>
  <path d="M330 200 C480 60 900 40 1090 160" fill="none" stroke="${c.indigo}" stroke-opacity="0.45" stroke-width="4" stroke-dasharray="3 12" stroke-linecap="round"/>
  <path d="M1066 132 l28 30 l-40 8" fill="none" stroke="${c.indigo}" stroke-opacity="0.6" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>
  ${paper(220, 260, -11, c.slate100, '')}
  ${paper(236, 250, -4, c.slate50, '')}
  ${paper(250, 246, 3, c.white, paperContent(250, 246))}
  ${fragments}
  ${chevrons}
  ${pixels}
  <polygon points="1186,540 1234,540 1246,612 1174,612" fill="${c.slate600}"/>
  <rect x="1120" y="606" width="180" height="18" rx="9" fill="${c.slate800}"/>
  ${device(986, 188, 470, 332, 18, 24, monitorScreen)}
  ${device(900, 416, 240, 320, 14, 26, tabletScreen)}
  ${device(1384, 470, 124, 250, 12, 24, phoneScreen)}`);
}

// Enterprise Solutions ────────────────────────────────────────────────────────

/** Isometric projection of a point (x, y on the floor, z up) onto the canvas. */
const iso =
  (ox: number, oy: number) =>
  (x: number, y: number, z: number): Point => [ox + (x - y) * 0.866, oy + (x + y) * 0.5 - z];

type Iso = ReturnType<typeof iso>;

interface Faces {
  top: string;
  left: string;
  right: string;
}

function box(
  p: Iso,
  x: number,
  y: number,
  w: number,
  d: number,
  h: number,
  z: number,
  f: Faces,
): string {
  const top = [p(x, y, z + h), p(x + w, y, z + h), p(x + w, y + d, z + h), p(x, y + d, z + h)];
  const left = [p(x, y + d, z + h), p(x + w, y + d, z + h), p(x + w, y + d, z), p(x, y + d, z)];
  const right = [p(x + w, y, z + h), p(x + w, y + d, z + h), p(x + w, y + d, z), p(x + w, y, z)];
  return `<polygon points="${pts(left)}" fill="${f.left}"/><polygon points="${pts(right)}" fill="${f.right}"/><polygon points="${pts(top)}" fill="${f.top}"/>`;
}

/** A module: a block with an inset panel on its top and a status light. */
function module(
  p: Iso,
  x: number,
  y: number,
  size: number,
  h: number,
  z: number,
  f: Faces,
  accent: string,
): string {
  const inset = 26;
  const panel = [
    p(x + inset, y + inset, z + h),
    p(x + size - inset, y + inset, z + h),
    p(x + size - inset, y + size - inset, z + h),
    p(x + inset, y + size - inset, z + h),
  ];
  const [lx, ly] = p(x + size * 0.5, y + size, z + h * 0.5);
  return `${box(p, x, y, size, size, h, z, f)}
    <polygon points="${pts(panel)}" fill="${c.white}" fill-opacity="0.28"/>
    <ellipse cx="${r1(lx)}" cy="${r1(ly)}" rx="9" ry="6" fill="${accent}"/>`;
}

function serverRack(p: Iso, x: number, y: number, size: number, h: number, z: number): string {
  const units = 5;
  const slots = Array.from({ length: units }, (_, i) => {
    const zt = z + h - 22 - i * ((h - 30) / units);
    const zb = zt - (h - 30) / units + 12;
    const face = [
      p(x + 14, y + size, zt),
      p(x + size - 14, y + size, zt),
      p(x + size - 14, y + size, zb),
      p(x + 14, y + size, zb),
    ];
    const side = [
      p(x + size, y + 14, zt),
      p(x + size, y + size - 14, zt),
      p(x + size, y + size - 14, zb),
      p(x + size, y + 14, zb),
    ];
    const [lx, ly] = p(x + 34, y + size, (zt + zb) / 2);
    const [mx, my] = p(x + 60, y + size, (zt + zb) / 2);
    const led = i === 1 ? c.amber : c.teal400;
    return `<polygon points="${pts(face)}" fill="${c.navy}" fill-opacity="0.55"/>
      <polygon points="${pts(side)}" fill="${c.navy}" fill-opacity="0.4"/>
      <circle cx="${r1(lx)}" cy="${r1(ly)}" r="5" fill="${led}"/><circle cx="${r1(mx)}" cy="${r1(my)}" r="5" fill="${c.blue300}" fill-opacity="0.7"/>`;
  }).join('');
  return `${box(p, x, y, size, size, h, z, { top: c.slate600, left: c.slate800, right: c.navy })}${slots}`;
}

function cloud(cx: number, cy: number): string {
  return `<g filter="url(#shadow)" fill="${c.white}">
    <circle cx="${cx - 78}" cy="${cy + 6}" r="52"/>
    <circle cx="${cx - 8}" cy="${cy - 30}" r="74"/>
    <circle cx="${cx + 74}" cy="${cy - 2}" r="56"/>
    <rect x="${cx - 150}" y="${cy}" width="300" height="68" rx="34"/>
  </g>
  <circle cx="${cx - 8}" cy="${cy - 30}" r="74" fill="url(#cloudTint)"/>
  <path d="M${cx - 50} ${cy + 28} h100" stroke="${c.blue300}" stroke-width="8" stroke-linecap="round"/>
  <path d="M${cx - 30} ${cy + 2} h60" stroke="${c.blue200}" stroke-width="8" stroke-linecap="round"/>`;
}

function enterpriseSolutions(): string {
  const random = seeded(67);
  const p = iso(800, 360);
  const floor = 24;
  const blue = { top: c.blue500, left: c.brand, right: c.blue700 };
  const teal = { top: c.teal400, left: c.teal, right: '#0f766e' };
  const indigo = { top: c.indigo400, left: c.indigo, right: '#4338ca' };
  const warm = { top: c.amber300, left: c.amber, right: '#d97706' };
  const slab = { top: c.white, left: c.blue200, right: c.blue300 };
  const pipe = (a: Point, b: Point) => {
    const [x1, y1] = p(a[0], a[1], floor);
    const [x2, y2] = p(b[0], b[1], floor);
    return `<line x1="${r1(x1)}" y1="${r1(y1)}" x2="${r1(x2)}" y2="${r1(y2)}"/>`;
  };
  const pipes = [
    pipe([220, 220], [100, 100]),
    pipe([220, 220], [340, 100]),
    pipe([220, 220], [100, 340]),
    pipe([220, 220], [340, 340]),
  ].join('');
  const cloudAt: Point = [800, 140];
  const sync = ([x, y, z]: [number, number, number], dx: number) => {
    const [tx, ty] = p(x, y, z);
    return `<path d="M${cloudAt[0] + dx} ${cloudAt[1] + 74} L${r1(tx)} ${r1(ty - 10)}" fill="none" stroke="${c.teal}" stroke-opacity="0.6" stroke-width="4" stroke-dasharray="3 11" stroke-linecap="round"/>
      <circle cx="${r1(tx)}" cy="${r1(ty - 10)}" r="6" fill="${c.teal}"/>`;
  };
  const anchors: Point[] = [
    [210, 170],
    [330, 300],
    [150, 520],
    [1390, 190],
    [1300, 330],
    [1440, 560],
    [280, 740],
  ];
  const floaters = anchors
    .map(([fx, fy], i) => {
      const s = 22 + random() * 20;
      const tones = [blue, teal, indigo, slab];
      const cube = box(iso(fx, fy), 0, 0, s, s, s, 0, tones[i % tones.length] ?? blue);
      return `<g opacity="${r1(0.35 + random() * 0.35)}">${cube}</g>`;
    })
    .join('');

  return svg(`${lightBackdrop(c.blue100, c.indigo200, c.teal200)}
  <defs>${glow('cloudTint', c.blue100, 0.6)}</defs>
  ${floaters}
  <ellipse cx="800" cy="800" rx="420" ry="54" fill="${c.blue950}" fill-opacity="0.06"/>
  ${box(p, 0, 0, 440, 440, floor, 0, slab)}
  <g stroke="${c.blue300}" stroke-width="12" stroke-linecap="round">${pipes}</g>
  <g stroke="${c.white}" stroke-width="4" stroke-linecap="round" stroke-dasharray="2 14">${pipes}</g>
  ${module(p, 40, 40, 120, 120, floor, blue, c.teal200)}
  ${serverRack(p, 280, 40, 120, 230, floor)}
  ${module(p, 40, 280, 120, 84, floor, indigo, c.amber300)}
  ${box(p, 205, 205, 30, 30, 40, floor, warm)}
  ${module(p, 280, 280, 120, 44, floor, teal, c.white)}
  ${sync([100, 100, floor + 120], 0)}
  ${sync([340, 100, floor + 230], 100)}
  ${sync([100, 340, floor + 84], -100)}
  ${cloud(cloudAt[0], cloudAt[1])}`);
}

// Default ─────────────────────────────────────────────────────────────────────

function defaultImage(): string {
  const rings = Array.from(
    { length: 10 },
    (_, i) =>
      `<circle cx="1330" cy="760" r="${140 + i * 64}" fill="none" stroke="${c.white}" stroke-opacity="${r1(0.6 - i * 0.05)}" stroke-width="2"/>`,
  ).join('');
  const tiles = [
    [1140, 170, 120, 0.14, -12],
    [1290, 300, 76, 0.2, 8],
    [1030, 340, 52, 0.12, 18],
    [230, 610, 96, 0.1, 14],
    [380, 700, 58, 0.14, -6],
  ]
    .map(
      ([x = 0, y = 0, size = 0, opacity = 0, turn = 0]) =>
        `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${size * 0.24}" fill="${c.brand}" fill-opacity="${opacity}" transform="rotate(${turn} ${x + size / 2} ${y + size / 2})"/>`,
    )
    .join('');
  return svg(`<defs>
    ${linear('bg', c.blue50, c.blue200)}
    ${linear('ribbonA', c.brand, c.blue500, 1, 0, 0.04, 0.26)}
    ${linear('ribbonB', c.teal400, c.brand, 1, 0, 0.16, 0.04)}
    ${glow('glowA', c.white, 0.85)}
    <pattern id="dots" width="36" height="36" patternUnits="userSpaceOnUse"><circle cx="18" cy="18" r="3" fill="${c.brand}" fill-opacity="0.16"/></pattern>
    ${glow('dotFade', c.white, 1)}
    <mask id="dotMask"><circle cx="300" cy="230" r="300" fill="url(#dotFade)"/></mask>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <circle cx="560" cy="300" r="520" fill="url(#glowA)"/>
  <rect width="${W}" height="${H}" fill="url(#dots)" mask="url(#dotMask)"/>
  ${rings}
  <path d="M-40 720 C380 520 760 760 1100 560 S1520 240 1660 300 V-40 H1660 C1500 60 1240 160 1060 340 S520 520 -40 560 Z" fill="url(#ribbonA)"/>
  <path d="M-40 900 C420 700 820 880 1180 700 S1560 420 1660 460 V560 C1480 520 1260 760 1000 860 S420 840 -40 960 Z" fill="url(#ribbonB)"/>
  <path d="M-40 640 C380 460 760 700 1100 500 S1520 180 1660 240" fill="none" stroke="${c.white}" stroke-opacity="0.7" stroke-width="3"/>
  ${tiles}`);
}

const images: Record<string, () => string> = {
  'ai-technology': aiTechnology,
  'business-strategy': businessStrategy,
  'crm-sales': crmSales,
  'data-analytics': dataAnalytics,
  'digital-transformation': digitalTransformation,
  'enterprise-solutions': enterpriseSolutions,
  default: defaultImage,
};

/** Renders the SVG at each width (librsvg draws it at that scale, so lines stay crisp). */
async function writeWebp(id: string, drawing: string): Promise<void> {
  for (const width of widths) {
    const height = (width * 9) / 16;
    const data = await sharp(Buffer.from(drawing), { density: (72 * width) / W })
      .resize(width, height)
      .webp({ quality: 80, effort: 6 })
      .toBuffer();
    await writeFile(path.join(outDir, `${id}-${width}.webp`), data);
  }
}

await mkdir(outDir, { recursive: true });
for (const [id, draw] of Object.entries(images)) await writeWebp(id, draw());
console.log('Stock images written to', outDir);
