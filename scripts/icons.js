// Renders the app's mark (assets/icons/culturecare.svg) into the installers' icon files:
// PNGs at each size for Linux, icon.ico for Windows and icon.icns for macOS (on Apple's icon grid).
// Usage: node scripts/icons.js   (re-run after changing the SVG; the outputs are committed)
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import png2icons from 'png2icons';

const iconsDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'assets', 'icons');
const svg = readFileSync(join(iconsDir, 'culturecare.svg'), 'utf8');
export const LINUX_SIZES = [16, 24, 32, 48, 64, 128, 256, 512, 1024];

/** The SVG rasterised at size x size (SVGs draw at their own width, so it is set before loading). */
async function mark(size) {
  return loadImage(Buffer.from(svg.replace('<svg ', `<svg width="${size}" height="${size}" `)));
}

async function flat(size) {
  const canvas = createCanvas(size, size);
  canvas.getContext('2d').drawImage(await mark(size), 0, 0, size, size);
  return canvas.toBuffer('image/png');
}

/** macOS icons leave a margin around the rounded square (824 of 1024) with a soft shadow. */
async function onMacGrid() {
  const canvas = createCanvas(1024, 1024);
  const context = canvas.getContext('2d');
  context.shadowColor = 'rgba(0, 0, 0, 0.28)';
  context.shadowBlur = 28;
  context.shadowOffsetY = 12;
  context.drawImage(await mark(824), 100, 88, 824, 824);
  return canvas.toBuffer('image/png');
}

mkdirSync(join(iconsDir, 'png'), { recursive: true });
for (const size of LINUX_SIZES) writeFileSync(join(iconsDir, 'png', `${size}x${size}.png`), await flat(size));
const ico = png2icons.createICO(await flat(256), png2icons.BICUBIC, 0, false, true);
const icns = png2icons.createICNS(await onMacGrid(), png2icons.BICUBIC, 0);
if (!ico || !icns) throw new Error('png2icons could not convert the rendered PNGs');
writeFileSync(join(iconsDir, 'icon.ico'), ico);
writeFileSync(join(iconsDir, 'icon.icns'), icns);
console.log(`Wrote ${LINUX_SIZES.length} PNGs, icon.ico and icon.icns in assets/icons/`);
