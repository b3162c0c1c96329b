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

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

function palette(seed: number) {
  return PALETTES[Math.abs(seed) % PALETTES.length]!;
}

export function brandLogoSvg(id: number, name: string): string {
  const [background, ink] = palette(id);
  const initials = name
    .split(/\s+/)
    .map((word) => word.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" role="img" aria-label="${escapeXml(name)}">
<rect width="120" height="120" rx="60" fill="${background}"/>
<text x="60" y="60" dy=".35em" text-anchor="middle" font-family="Georgia, serif" font-size="44" font-weight="700" fill="${ink}">${escapeXml(initials)}</text>
</svg>`;
}

/** One of four silhouettes — bottle, jar, tube, box — in the product's colours, drawn a little differently per picture. */
const SHAPES = [
  (ink: string) =>
    `<rect x="125" y="60" width="50" height="40" rx="6" fill="${ink}"/><rect x="100" y="95" width="100" height="170" rx="22" fill="${ink}" opacity=".85"/>`,
  (ink: string) =>
    `<rect x="85" y="110" width="130" height="30" rx="8" fill="${ink}"/><rect x="75" y="135" width="150" height="120" rx="26" fill="${ink}" opacity=".85"/>`,
  (ink: string) =>
    `<path d="M110 70h80l-8 180h-64z" fill="${ink}" opacity=".85"/><rect x="130" y="250" width="40" height="24" rx="4" fill="${ink}"/>`,
  (ink: string) =>
    `<rect x="80" y="80" width="140" height="170" rx="10" fill="${ink}" opacity=".85"/><rect x="80" y="120" width="140" height="14" fill="#fff" opacity=".5"/>`,
];

export function productImageSvg(id: number, position: number): string {
  const [background, ink] = palette(id * 7 + position);
  const shape = SHAPES[(id + position) % SHAPES.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300" role="img" aria-label="Product ${id}">
<rect width="300" height="300" fill="${background}"/>
<circle cx="${60 + ((id * 37) % 180)}" cy="${50 + ((id * 53) % 60)}" r="${30 + (position % 3) * 12}" fill="#fff" opacity=".45"/>
${shape(ink)}
</svg>`;
}
