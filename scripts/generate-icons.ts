/**
 * Writes the favicon set and the default social-sharing image into public/
 * from one SVG mark (the same one the header shows). Run it after changing
 * the mark: `node scripts/generate-icons.ts`. The outputs are committed.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const publicDir = path.resolve(import.meta.dirname, '..', 'public');

const mark = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <rect width="32" height="32" rx="8" fill="#1d4ed8"/>
  <rect x="7" y="7" width="8" height="8" rx="1.5" fill="#fff"/>
  <rect x="17" y="7" width="8" height="8" rx="1.5" fill="#99f6e4"/>
  <rect x="7" y="17" width="8" height="8" rx="1.5" fill="#bfdbfe"/>
  <rect x="17" y="17" width="8" height="8" rx="1.5" fill="#fff"/>
</svg>
`;

const png = (size: number, svg = mark) =>
  sharp(Buffer.from(svg), { density: 72 * (size / 32) * 4 })
    .resize(size, size)
    .png()
    .toBuffer();

/** An ICO file holding PNG images (supported by every current browser). */
function ico(images: Array<{ size: number; data: Buffer }>): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  const entries: Buffer[] = [];
  let offset = 6 + 16 * images.length;
  for (const { size, data } of images) {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    entries.push(entry);
  }
  return Buffer.concat([header, ...entries, ...images.map((image) => image.data)]);
}

const ogImage = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#172554"/><stop offset="1" stop-color="#1d4ed8"/>
  </linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <g transform="translate(520 135) scale(5)">
    <rect x="7" y="7" width="8" height="8" rx="1.5" fill="#fff"/>
    <rect x="17" y="7" width="8" height="8" rx="1.5" fill="#99f6e4"/>
    <rect x="7" y="17" width="8" height="8" rx="1.5" fill="#bfdbfe"/>
    <rect x="17" y="17" width="8" height="8" rx="1.5" fill="#fff"/>
  </g>
  <rect x="420" y="430" width="360" height="10" rx="5" fill="#99f6e4"/>
  <rect x="470" y="470" width="260" height="10" rx="5" fill="#bfdbfe"/>
</svg>`;

await writeFile(path.join(publicDir, 'favicon.svg'), mark);
await writeFile(
  path.join(publicDir, 'favicon.ico'),
  ico([
    { size: 16, data: await png(16) },
    { size: 32, data: await png(32) },
    { size: 48, data: await png(48) },
  ]),
);
await writeFile(path.join(publicDir, 'apple-touch-icon.png'), await png(180));
await writeFile(path.join(publicDir, 'icon-192.png'), await png(192));
await writeFile(path.join(publicDir, 'icon-512.png'), await png(512));
await writeFile(
  path.join(publicDir, 'og-image.png'),
  await sharp(Buffer.from(ogImage)).png({ compressionLevel: 9 }).toBuffer(),
);
await writeFile(
  path.join(publicDir, 'site.webmanifest'),
  `${JSON.stringify(
    {
      name: 'Microsoft Dynamics 365 & Power Platform Consulting',
      short_name: 'Consulting',
      start_url: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#1d4ed8',
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    null,
    2,
  )}\n`,
);
console.log('Icons written to', publicDir);
