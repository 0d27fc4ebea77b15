// Cuts a tall screenshot into viewable slices: node scripts/crop-screens.mjs file.png [sliceHeight]
import sharp from 'sharp';

const [file, sliceHeight = '1400'] = process.argv.slice(2);
const image = sharp(file);
const { width, height } = await image.metadata();
const step = Number(sliceHeight);
for (let top = 0, index = 0; top < height; top += step, index++) {
  const out = file.replace(/\.png$/, `.part${index}.png`);
  await sharp(file)
    .extract({ left: 0, top, width, height: Math.min(step, height - top) })
    .toFile(out);
  console.log(out);
}
