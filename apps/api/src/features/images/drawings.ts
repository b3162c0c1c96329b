/**
 * The demo pictures (brand logos and product pictures that no operator uploaded), drawn from their ids as shapes on a
 * square: sent as a PNG (`raster.ts`, the storefront's) or, for the addresses stored before, as the same drawing in SVG.
 */

type Paint = { fill: string; opacity?: number };
export type Shape = Paint &
  (
    | { kind: 'rect'; x: number; y: number; width: number; height: number; radius?: number }
    | { kind: 'circle'; cx: number; cy: number; r: number }
    | { kind: 'polygon'; points: [number, number][] }
    /** A line of text centred on `x`, its capitals' middle on `y`. */
    | { kind: 'text'; text: string; x: number; y: number; size: number }
  );
/** Shapes on a square of `size` units, first drawn first; what shows outside them is transparent. */
export type Drawing = { size: number; label: string; shapes: Shape[] };

const PALETTES = [
  ['#fde2e4', '#e07a8b'],
  ['#e2ece9', '#5b9a8b'],
  ['#fff1e6', '#d9895b'],
  ['#e8e8f8', '#7a78c9'],
  ['#f0efeb', '#8c8a7e'],
  ['#dfe7fd', '#5a7fd6'],
  ['#fef9c3', '#b59a1c'],
  ['#e0f2f1', '#3f8f86'],
] as const;

function palette(seed: number) {
  return PALETTES[Math.abs(seed) % PALETTES.length]!;
}

export function brandLogoDrawing(id: number, name: string): Drawing {
  const [background, ink] = palette(id);
  const initials = name
    .split(/\s+/)
    .map((word) => word.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return {
    size: 120,
    label: name,
    shapes: [
      { kind: 'circle', cx: 60, cy: 60, r: 60, fill: background },
      { kind: 'text', text: initials, x: 60, y: 60, size: 44, fill: ink },
    ],
  };
}

/** One of four silhouettes — bottle, jar, tube, box — in the product's colours, drawn a little differently per picture. */
const SILHOUETTES: ((ink: string) => Shape[])[] = [
  (ink) => [
    { kind: 'rect', x: 125, y: 60, width: 50, height: 40, radius: 6, fill: ink },
    { kind: 'rect', x: 100, y: 95, width: 100, height: 170, radius: 22, fill: ink, opacity: 0.85 },
  ],
  (ink) => [
    { kind: 'rect', x: 85, y: 110, width: 130, height: 30, radius: 8, fill: ink },
    { kind: 'rect', x: 75, y: 135, width: 150, height: 120, radius: 26, fill: ink, opacity: 0.85 },
  ],
  (ink) => [
    {
      kind: 'polygon',
      points: [
        [110, 70],
        [190, 70],
        [182, 250],
        [118, 250],
      ],
      fill: ink,
      opacity: 0.85,
    },
    { kind: 'rect', x: 130, y: 250, width: 40, height: 24, radius: 4, fill: ink },
  ],
  (ink) => [
    { kind: 'rect', x: 80, y: 80, width: 140, height: 170, radius: 10, fill: ink, opacity: 0.85 },
    { kind: 'rect', x: 80, y: 120, width: 140, height: 14, fill: '#fff', opacity: 0.5 },
  ],
];

export function productDrawing(id: number, position: number): Drawing {
  const [background, ink] = palette(id * 7 + position);
  const silhouette = SILHOUETTES[(id + position) % SILHOUETTES.length]!;
  return {
    size: 300,
    label: `Product ${id}`,
    shapes: [
      { kind: 'rect', x: 0, y: 0, width: 300, height: 300, fill: background },
      {
        kind: 'circle',
        cx: 60 + ((id * 37) % 180),
        cy: 50 + ((id * 53) % 60),
        r: 30 + (position % 3) * 12,
        fill: '#fff',
        opacity: 0.45,
      },
      ...silhouette(ink),
    ],
  };
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

function shapeSvg(shape: Shape): string {
  const paint = `fill="${shape.fill}"${shape.opacity === undefined ? '' : ` opacity="${shape.opacity}"`}`;
  switch (shape.kind) {
    case 'rect':
      return `<rect x="${shape.x}" y="${shape.y}" width="${shape.width}" height="${shape.height}"${shape.radius ? ` rx="${shape.radius}"` : ''} ${paint}/>`;
    case 'circle':
      return `<circle cx="${shape.cx}" cy="${shape.cy}" r="${shape.r}" ${paint}/>`;
    case 'polygon':
      return `<path d="M${shape.points.map(([x, y]) => `${x} ${y}`).join('L')}z" ${paint}/>`;
    case 'text':
      return `<text x="${shape.x}" y="${shape.y}" dy=".35em" text-anchor="middle" font-family="Georgia, serif" font-size="${shape.size}" font-weight="700" ${paint}>${escapeXml(shape.text)}</text>`;
  }
}

export function drawingSvg({ size, label, shapes }: Drawing): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" role="img" aria-label="${escapeXml(label)}">
${shapes.map(shapeSvg).join('\n')}
</svg>`;
}
