import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Drawing, Shape } from './drawings.js';

/**
 * Draws a demo picture into pixels (RGBA, non-premultiplied, as PNG stores them): every shape becomes outlines of
 * straight segments, filled with the exact area each covers of each pixel (the accumulation method of font-rs), so that
 * edges are smooth without sampling a pixel many times. Plain JavaScript: a 480-pixel picture is a few milliseconds.
 */

type Point = [number, number];

/** Segments per quarter circle, per pixel of radius (and at least 3): the error stays under a tenth of a pixel. */
const curveSteps = (radiusPx: number) => Math.max(3, Math.ceil(Math.sqrt(radiusPx) * 1.5));

function arc(cx: number, cy: number, r: number, from: number, steps: number): Point[] {
  return Array.from({ length: steps + 1 }, (_, i) => {
    const angle = from + (i / steps) * (Math.PI / 2);
    return [cx + r * Math.cos(angle), cy + r * Math.sin(angle)];
  });
}

/** The shape's outlines in the drawing's units (`scale` pixels a unit, for how finely curves are cut). */
function outlines(shape: Shape, scale: number): Point[][] {
  switch (shape.kind) {
    case 'rect': {
      const { x, y, width, height } = shape;
      const r = Math.min(shape.radius ?? 0, width / 2, height / 2);
      if (r === 0)
        return [
          [
            [x, y],
            [x + width, y],
            [x + width, y + height],
            [x, y + height],
          ],
        ];
      const steps = curveSteps(r * scale);
      return [
        [
          ...arc(x + width - r, y + r, r, -Math.PI / 2, steps),
          ...arc(x + width - r, y + height - r, r, 0, steps),
          ...arc(x + r, y + height - r, r, Math.PI / 2, steps),
          ...arc(x + r, y + r, r, Math.PI, steps),
        ],
      ];
    }
    case 'circle': {
      const steps = curveSteps(shape.r * scale);
      return [[0, 1, 2, 3].flatMap((quarter) => arc(shape.cx, shape.cy, shape.r, (quarter * Math.PI) / 2, steps))];
    }
    case 'polygon':
      return [shape.points];
    case 'text':
      return textOutlines(shape);
  }
}

type Glyph = {
  advanceWidth: number;
  path: { commands: { command: string; args: number[] }[] };
};
type Font = { unitsPerEm: number; glyphsForString(text: string): Glyph[] };
let font: Font | undefined;
/** Pretendard (the documents' font: Latin, Korean, Vietnamese, Cyrillic), read on the first logo a process draws. */
function logoFont(): Font {
  if (!font) {
    const require = createRequire(import.meta.url);
    const fontkit = require('fontkit') as { create: (data: Buffer) => Font };
    font = fontkit.create(readFileSync(require.resolve('pretendard/dist/public/static/Pretendard-Bold.otf')));
  }
  return font;
}

/** The glyphs' outlines, their curves cut into segments; the baseline sits 0.35 em below `y`, as the SVG's `dy`. */
function textOutlines({ text, x, y, size }: Extract<Shape, { kind: 'text' }>): Point[][] {
  const face = logoFont();
  const glyphs = face.glyphsForString(text);
  const unit = size / face.unitsPerEm;
  const width = glyphs.reduce((sum, glyph) => sum + glyph.advanceWidth, 0) * unit;
  const baseline = y + 0.35 * size;
  const contours: Point[][] = [];
  let penX = x - width / 2;
  for (const glyph of glyphs) {
    const at = (gx: number, gy: number): Point => [penX + gx * unit, baseline - gy * unit];
    let contour: Point[] = [];
    let last: Point = [0, 0];
    const curve = (controls: number[]) => {
      const points: Point[] = [last];
      for (let i = 0; i < controls.length; i += 2) points.push(at(controls[i]!, controls[i + 1]!));
      for (let step = 1; step <= 8; step++) contour.push(bezier(points, step / 8));
      last = points[points.length - 1]!;
    };
    for (const { command, args } of glyph.path.commands) {
      if (command === 'moveTo') {
        if (contour.length > 0) contours.push(contour);
        last = at(args[0]!, args[1]!);
        contour = [last];
      } else if (command === 'lineTo') {
        last = at(args[0]!, args[1]!);
        contour.push(last);
      } else if (command === 'quadraticCurveTo' || command === 'bezierCurveTo') {
        curve(args);
      }
    }
    if (contour.length > 0) contours.push(contour);
    penX += glyph.advanceWidth * unit;
  }
  return contours;
}

/** A point of the Bézier curve with these control points, by de Casteljau. */
function bezier(points: Point[], t: number): Point {
  let row = points;
  while (row.length > 1) {
    row = row
      .slice(1)
      .map((point, i) => [row[i]![0] + (point[0] - row[i]![0]) * t, row[i]![1] + (point[1] - row[i]![1]) * t]);
  }
  return row[0]!;
}

/**
 * Adds the signed area a segment covers to each pixel of each row it crosses (font-rs's `draw_line`): a running sum of
 * a row then gives each pixel's coverage, the non-zero way.
 */
function accumulateLine(acc: Float32Array, width: number, height: number, from: Point, to: Point): void {
  if (from[1] === to[1]) return;
  const add = (index: number, area: number) => {
    acc[index] = (acc[index] ?? 0) + area;
  };
  const [p0, p1, dir] = from[1] < to[1] ? [from, to, 1] : [to, from, -1];
  const dxdy = (p1[0] - p0[0]) / (p1[1] - p0[1]);
  let x = p0[0];
  if (p0[1] < 0) x -= p0[1] * dxdy;
  const rowEnd = Math.min(height, Math.ceil(p1[1]));
  for (let y = Math.max(0, Math.floor(p0[1])); y < rowEnd; y++) {
    const rowStart = y * (width + 2);
    const dy = Math.min(y + 1, p1[1]) - Math.max(y, p0[1]);
    const xNext = x + dxdy * dy;
    const d = dy * dir;
    const x0 = Math.max(0, Math.min(x, xNext));
    const x1 = Math.min(width, Math.max(x, xNext));
    const x0i = Math.floor(x0);
    const x1i = Math.ceil(x1);
    if (x1i <= x0i + 1) {
      const xmf = 0.5 * (x + xNext) - x0i;
      add(rowStart + x0i, d - d * xmf);
      add(rowStart + x0i + 1, d * xmf);
    } else {
      const s = 1 / (x1 - x0);
      const x0f = x0 - x0i;
      const a0 = 0.5 * s * (1 - x0f) ** 2;
      const x1f = x1 - x1i + 1;
      const am = 0.5 * s * x1f ** 2;
      add(rowStart + x0i, d * a0);
      if (x1i === x0i + 2) {
        add(rowStart + x0i + 1, d * (1 - a0 - am));
      } else {
        const a1 = s * (1.5 - x0f);
        add(rowStart + x0i + 1, d * (a1 - a0));
        for (let xi = x0i + 2; xi < x1i - 1; xi++) add(rowStart + xi, d * s);
        const a2 = a1 + (x1i - x0i - 3) * s;
        add(rowStart + x1i - 1, d * (1 - a2 - am));
      }
      add(rowStart + x1i, d * am);
    }
    x = xNext;
  }
}

const channels = (hex: string): [number, number, number] => {
  const full = hex.length === 4 ? hex.replace(/[0-9a-f]/gi, (c) => c + c) : hex;
  const value = Number.parseInt(full.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
};

/** The drawing at `pixels` × `pixels`, as RGBA bytes. */
export function rasterize(drawing: Drawing, pixels: number): Buffer {
  const image = Buffer.alloc(pixels * pixels * 4);
  const scale = pixels / drawing.size;
  // Two columns more than the picture: a segment on the right edge adds its last area past it.
  const acc = new Float32Array((pixels + 2) * pixels);
  for (const shape of drawing.shapes) {
    const contours = outlines(shape, scale).map((contour) => contour.map(([x, y]): Point => [x * scale, y * scale]));
    const points = contours.flat();
    const top = Math.max(0, Math.floor(Math.min(...points.map(([, y]) => y))));
    const bottom = Math.min(pixels, Math.ceil(Math.max(...points.map(([, y]) => y))));
    const left = Math.max(0, Math.floor(Math.min(...points.map(([x]) => x))));
    const right = Math.min(pixels, Math.ceil(Math.max(...points.map(([x]) => x))) + 1);
    acc.fill(0, top * (pixels + 2), bottom * (pixels + 2));
    for (const contour of contours)
      contour.forEach((point, i) => {
        accumulateLine(acc, pixels, pixels, point, contour[(i + 1) % contour.length]!);
      });
    const [r, g, b] = channels(shape.fill);
    const opacity = shape.opacity ?? 1;
    for (let y = top; y < bottom; y++) {
      let coverage = 0;
      for (let x = left; x < right; x++) {
        coverage += acc[y * (pixels + 2) + x]!;
        const alpha = Math.min(1, Math.abs(coverage)) * opacity;
        if (alpha < 1 / 512) continue;
        const at = (y * pixels + x) * 4;
        if (alpha === 1) {
          image[at] = r;
          image[at + 1] = g;
          image[at + 2] = b;
          image[at + 3] = 255;
          continue;
        }
        const below = (image[at + 3]! / 255) * (1 - alpha);
        const out = alpha + below;
        image[at] = Math.round((r * alpha + image[at]! * below) / out);
        image[at + 1] = Math.round((g * alpha + image[at + 1]! * below) / out);
        image[at + 2] = Math.round((b * alpha + image[at + 2]! * below) / out);
        image[at + 3] = Math.round(out * 255);
      }
    }
  }
  return image;
}
